import { CHINA_OFFSET_MS, reminderDueOn, type ReminderSendOutcome } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { CommandError } from '../../gateway/commandTracker';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import type { PipelineLogger } from '../../pipeline/pipelineLogger';
import type { Scheduler } from '../../scheduler/createScheduler';
import { reminderOf, type ReminderRow } from './reminderStore';
import { reminderTargets } from './reminderTargets';

const JOB_PREFIX = 'terminalReminder:';
/** Cabs addressed at once by one run; the rest wait for a free slot. */
const SEND_CONCURRENCY = 20;
/**
 * A run this late (the server was down at the time) sends nothing: "fasten your seat belts before the 08:00 run"
 * arriving at 11:00 misleads more than it helps.
 */
export const REMINDER_LATE_MAX_MS = 30 * 60_000;
/** Send records are kept this long (the page shows the last run). */
const SENDS_KEPT_MS = 30 * 86_400_000;
/** The saved reminders are compared with the registered jobs this often (changes made by another process). */
const DEFAULT_SYNC_MS = 60_000;

/** One job per reminder and time of day: `terminalReminder:<id>@HH:mm`, daily at that minute in China time. */
export function reminderJobName(id: number, time: string): string {
  return `${JOB_PREFIX}${id}@${time}`;
}

function scheduleOf(time: string): string {
  const [hh, mm] = time.split(':');
  return `${Number(mm)} ${Number(hh)} * * *`;
}

function outcomeOf(error: unknown): ReminderSendOutcome {
  if (error instanceof CommandError) return error.code === 'refused' ? 'refused' : error.code;
  return 'failed';
}

export interface TerminalReminderJobs {
  /** Registers a job for every time of every enabled reminder and drops the jobs of the rest. */
  sync(): Promise<void>;
  /** Sends one reminder's text for the occurrence `runFor` (what its job runs). */
  send(reminderId: number, runFor: number): Promise<void>;
  /** Syncs now and then every `syncMs`. */
  start(): Promise<void>;
  stop(): void;
}

export interface TerminalReminderJobsOptions {
  db: Database;
  scheduler: Scheduler;
  commands: Pick<GatewayCommands, 'sendText'>;
  logger: PipelineLogger;
  now?: () => number;
  syncMs?: number;
}

/**
 * Terminal reminders on the scheduler's calendar (restart-safe: the calendar is `scheduled_jobs`). Each run reads
 * the reminder afresh, so an edit between sync and run is honoured, records a 'sending' row per cab before the
 * 0x8300 leaves and the terminal's answer (or why there was none) after; a cab already recorded for that occurrence
 * is not sent to again when a lapsed run is taken over. A run with unreachable cabs is still a finished run.
 */
export function createTerminalReminderJobs(options: TerminalReminderJobsOptions): TerminalReminderJobs {
  const { db, scheduler, commands, logger } = options;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let syncing: Promise<void> | null = null;

  async function sendTo(
    reminder: { id: number; companyId: number },
    vehicleId: number,
    runFor: number,
    text: string,
    tts: boolean,
  ) {
    const row = await db
      .insertInto('terminal_reminder_sends')
      .values({
        reminder_id: reminder.id,
        company_id: reminder.companyId,
        vehicle_id: vehicleId,
        run_for: runFor,
        sent_at: now(),
        outcome: 'sending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let outcome: ReminderSendOutcome = 'acknowledged';
    try {
      await commands.sendText(vehicleId, text, { display: true, tts });
    } catch (error) {
      outcome = outcomeOf(error);
    }
    await db
      .updateTable('terminal_reminder_sends')
      .set({ outcome, answered_at: outcome === 'acknowledged' || outcome === 'refused' ? now() : null })
      .where('id', '=', row.id)
      .execute();
  }

  async function send(reminderId: number, runFor: number): Promise<void> {
    const row = await db
      .selectFrom('terminal_reminders')
      .selectAll()
      .where('id', '=', reminderId)
      .executeTakeFirst();
    const reminder = row ? reminderOf(row as ReminderRow) : null;
    if (!row || !reminder || !reminder.enabled) return;
    if (now() - runFor > REMINDER_LATE_MAX_MS) {
      logger.warn(
        { reminderId, runFor },
        'terminal reminder skipped: its time passed while the server was down',
      );
      return;
    }
    await db
      .deleteFrom('terminal_reminder_sends')
      .where('reminder_id', '=', reminderId)
      .where('run_for', '<', runFor - SENDS_KEPT_MS)
      .execute();
    const chinaDate = new Date(runFor + CHINA_OFFSET_MS).toISOString().slice(0, 10);
    if (!reminderDueOn(reminder, chinaDate)) return;
    const done = await db
      .selectFrom('terminal_reminder_sends')
      .select('vehicle_id')
      .where('reminder_id', '=', reminderId)
      .where('run_for', '=', runFor)
      .execute();
    const sent = new Set(done.map((d) => d.vehicle_id));
    const queue = (await reminderTargets(db, row.company_id, reminder)).filter((t) => !sent.has(t.vehicleId));
    const target = { id: reminderId, companyId: row.company_id };
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        await sendTo(target, next.vehicleId, runFor, reminder.text, reminder.mode === 'tts');
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
  }

  async function syncOnce(): Promise<void> {
    const rows = await db.selectFrom('terminal_reminders').selectAll().where('enabled', '=', 1).execute();
    const wanted = new Map<string, { id: number; time: string }>();
    for (const row of rows) {
      const reminder = reminderOf(row as ReminderRow);
      if (!reminder) continue;
      for (const time of reminder.times) wanted.set(reminderJobName(row.id, time), { id: row.id, time });
    }
    for (const [name, { id, time }] of wanted)
      await scheduler.register({ name, schedule: scheduleOf(time), run: (runFor) => send(id, runFor) });
    const stale = new Set(scheduler.jobNames().filter((n) => n.startsWith(JOB_PREFIX) && !wanted.has(n)));
    // Rows another process registered for reminders since removed are dropped too.
    const rowsLeft = await db
      .selectFrom('scheduled_jobs')
      .select('name')
      .where('name', 'like', `${JOB_PREFIX}%`)
      .execute();
    for (const { name } of rowsLeft) if (!wanted.has(name)) stale.add(name);
    for (const name of stale) await scheduler.unregister(name);
  }

  async function sync(): Promise<void> {
    // Syncs run one after another, so two saves in quick succession cannot interleave their registrations.
    const previous = syncing ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(syncOnce);
    syncing = next;
    try {
      await next;
    } finally {
      if (syncing === next) syncing = null;
    }
  }

  return {
    sync,
    send,
    async start() {
      await sync();
      const every = options.syncMs ?? DEFAULT_SYNC_MS;
      if (every <= 0) return;
      timer = setInterval(() => {
        sync().catch((err: unknown) => logger.warn({ err }, 'terminal reminder jobs could not be synced'));
      }, every);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
