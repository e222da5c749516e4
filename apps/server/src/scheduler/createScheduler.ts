import { randomBytes } from 'node:crypto';
import { Cron } from 'croner';
import type { Database } from '../db/connect';
import type { PipelineLogger } from '../pipeline/pipelineLogger';

/** Calendars are China's: "07:00 daily" is 07:00 in Beijing, whatever the server's zone. */
export const SCHEDULE_TIME_ZONE = 'Asia/Shanghai';
/** A run may take this long before another process may take the job over (it is assumed dead). */
export const JOB_LEASE_MS = 10 * 60_000;
/** A failed run is tried again after this long (or at its next occurrence, if that comes first). */
export const JOB_RETRY_MS = 5 * 60_000;
const ERROR_TEXT_MAX = 500;

export interface ScheduledJob {
  /** Unique and stable: the database row is found by it across restarts. */
  name: string;
  /** A cron expression in China time, e.g. `0 7 * * *` (07:00 daily), `0 7 * * 1` (Mondays), `0 7 1 * *`. */
  schedule: string;
  /** Does the work of the occurrence `runFor` (epoch ms); a throw records the failure and retries later. */
  run(runFor: number): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  logger: PipelineLogger;
  now?: () => number;
  /** How often the due jobs are looked for; 0 = never by itself (tests call `tick`). Default 1 s. */
  tickMs?: number;
}

export interface Scheduler {
  /** Adds a job; its row is created (first run: the next occurrence) or its calendar updated when it changed. */
  register(job: ScheduledJob): Promise<void>;
  /** Drops a job and its calendar row (a run in progress finishes; its record then finds no row). */
  unregister(name: string): Promise<void>;
  /** Names of the jobs this scheduler holds. */
  jobNames(): string[];
  /** Runs every registered job that is due and not held by another process; resolves when they have finished. */
  tick(): Promise<void>;
  close(): Promise<void>;
}

function nextOccurrence(schedule: string, after: number): number {
  const next = new Cron(schedule, { timezone: SCHEDULE_TIME_ZONE, paused: true }).nextRun(new Date(after));
  if (!next) throw new Error(`schedule ${schedule} has no next occurrence`);
  return next.getTime();
}

/**
 * Runs jobs on a calendar kept in `scheduled_jobs`. A job due while the server was down runs once when it is back
 * (for the missed occurrence), not once per missed occurrence. A process claims a due job with a conditional update
 * (so of several processes exactly one runs it) and holds it under a lease; a process that dies mid-run leaves the
 * lease to lapse and the job to be taken over.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const jobs = new Map<string, ScheduledJob>();
  const running = new Set<string>();
  let closed = false;
  let ticking: Promise<void> | null = null;

  async function runOne(job: ScheduledJob): Promise<void> {
    const at = now();
    const row = await db
      .selectFrom('scheduled_jobs')
      .select(['next_run_at', 'running_until'])
      .where('name', '=', job.name)
      .executeTakeFirst();
    if (!row || Number(row.next_run_at) > at) return;
    const runFor = Number(row.next_run_at);
    const claimed = await db
      .updateTable('scheduled_jobs')
      .set({ running_by: owner, running_until: at + JOB_LEASE_MS })
      .where('name', '=', job.name)
      .where('next_run_at', '=', runFor)
      .where((eb) => eb.or([eb('running_until', 'is', null), eb('running_until', '<', at)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    let error: unknown = null;
    try {
      await job.run(runFor);
    } catch (caught) {
      error = caught;
    }
    const finished = now();
    const next = nextOccurrence(job.schedule, finished);
    await db
      .updateTable('scheduled_jobs')
      .set({
        next_run_at: error === null ? next : Math.min(next, finished + JOB_RETRY_MS),
        running_by: null,
        running_until: null,
        last_run_for: runFor,
        last_finished_at: finished,
        last_outcome: error === null ? 'ok' : 'failed',
        last_error:
          error === null
            ? null
            : String(error instanceof Error ? error.message : error).slice(0, ERROR_TEXT_MAX),
      })
      .where('name', '=', job.name)
      .where('running_by', '=', owner)
      .execute();
    if (error !== null) logger.error({ job: job.name, runFor, err: error }, 'scheduled job failed');
  }

  async function tickOnce(): Promise<void> {
    const due = [...jobs.values()].filter((job) => !running.has(job.name));
    await Promise.all(
      due.map(async (job) => {
        running.add(job.name);
        try {
          await runOne(job);
        } catch (error) {
          // The database itself failed: the job stays due and is tried on a later tick.
          logger.warn({ job: job.name, err: error }, 'scheduled job could not be claimed or recorded');
        } finally {
          running.delete(job.name);
        }
      }),
    );
  }

  const timer =
    (options.tickMs ?? 1000) > 0
      ? setInterval(() => {
          if (!ticking && !closed) ticking = tickOnce().finally(() => (ticking = null));
        }, options.tickMs ?? 1000)
      : null;
  timer?.unref();

  return {
    async register(job) {
      nextOccurrence(job.schedule, now()); // refuses a malformed calendar at start-up
      jobs.set(job.name, job);
      const existing = await db
        .selectFrom('scheduled_jobs')
        .select(['schedule'])
        .where('name', '=', job.name)
        .executeTakeFirst();
      if (!existing) {
        await db
          .insertInto('scheduled_jobs')
          .values({
            name: job.name,
            schedule: job.schedule,
            next_run_at: nextOccurrence(job.schedule, now()),
          })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      } else if (existing.schedule !== job.schedule) {
        await db
          .updateTable('scheduled_jobs')
          .set({ schedule: job.schedule, next_run_at: nextOccurrence(job.schedule, now()) })
          .where('name', '=', job.name)
          .execute();
      }
    },
    async unregister(name) {
      jobs.delete(name);
      await db.deleteFrom('scheduled_jobs').where('name', '=', name).execute();
    },
    jobNames() {
      return [...jobs.keys()];
    },
    async tick() {
      while (ticking) await ticking;
      ticking = tickOnce().finally(() => (ticking = null));
      await ticking;
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      while (ticking) await ticking;
    },
  };
}
