import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { EXPORT_KEEP_DAYS, type ExportJobCreateRequest, type Language } from '@roadwatch/core';
import type { Database, DatabaseConfig } from '../../db/connect';
import type { PipelineLogger } from '../../pipeline/pipelineLogger';
import { pdfFont } from '../../resources/pdf/pdfFont';
import type { ExportWorkerData, ExportWorkerMessage } from './exportWorkerData';
import { storedUserScope } from '../../scope/storedUser';
import { RUNS_BUILT, serverFile } from '../../serverFiles';

/** A running job's lease: renewed every beat; a job whose lease lapsed (its process died) is queued again. */
export const EXPORT_LEASE_MS = 30_000;
const BEAT_MS = 1000;
/** An idle worker thread is stopped after this long: its heap is memory the API does not need between exports. */
const THREAD_IDLE_MS = 5 * 60_000;
const LOOK_MS = 2000;
const DAY_MS = 86_400_000;
/**
 * Heap of the worker thread: a streamed export needs little, and a runaway one fails alone. The young generation is
 * set small, so a node flag that enlarges the process's young generation is not inherited by the thread.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 };
/** The worker thread's module: its own bundle when the server runs built, else its source through the loader. */
const EXPORT_WORKER = RUNS_BUILT
  ? serverFile('dist/exportWorker.mjs')
  : serverFile('src/features/exportCenter/exportWorkerEntry.mjs');

export interface ExportRunnerOptions {
  db: Database;
  /** Where the worker opens its own connection to the same database. */
  database: DatabaseConfig;
  /** Files go to `<dataDir>/exports/`. */
  dataDir: string;
  logger: PipelineLogger;
  now?: () => number;
  /** How often queued jobs (also other processes' leftovers) are looked for; 0 = only when kicked. */
  lookMs?: number;
}

export interface ExportRunner {
  /** Recovers jobs left by a dead process and starts looking for work. */
  start(): void;
  /** A job was queued: look now instead of at the next beat. */
  kick(): void;
  /** The file of a finished job. */
  fileOf(jobId: number, format: string): string;
  /** Resolves once no job of this process is running and none is queued (tests). */
  idle(): Promise<void>;
  /** Stops looking; a job running here is queued again for the next start. */
  close(): Promise<void>;
}

/**
 * Runs export jobs one at a time per process, each in a worker thread. A job is claimed with a conditional update
 * (of several processes exactly one gets it) and held under a lease renewed every second together with its row
 * count; a renewal that finds the job no longer running here (cancelled, taken over) stops the worker and removes
 * its file. The file is written under a temporary name and takes its final one only after the job is recorded as
 * succeeded, so a download never meets half a file.
 */
export function createExportRunner(options: ExportRunnerOptions): ExportRunner {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const folder = path.join(options.dataDir, 'exports');
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let closing = false;
  let worker: Worker | null = null;
  let onMessage: ((message: ExportWorkerMessage) => void) | null = null;
  let runningId: number | null = null;

  /** The worker thread, started on first use and again after it was stopped or died. */
  function threadOf(): Worker {
    if (worker) return worker;
    const thread = new Worker(EXPORT_WORKER, {
      resourceLimits: WORKER_HEAP,
    });
    const gone = (detail: string) => {
      if (worker === thread) worker = null;
      onMessage?.({ kind: 'failed', failureKey: 'errors.exportFailed', detail });
    };
    thread.on('message', (message: ExportWorkerMessage) => onMessage?.(message));
    thread.on('error', (error) => gone(error.message));
    thread.on('exit', () => gone('the export worker stopped'));
    // An idle thread does not hold the process open (a running job's lease timer does).
    thread.unref();
    worker = thread;
    return thread;
  }

  async function stopThread(): Promise<void> {
    const thread = worker;
    worker = null;
    await thread?.terminate();
  }

  const fileOf = (jobId: number, format: string) => path.join(folder, `${jobId}.${format}`);

  async function requeueLapsed(): Promise<void> {
    await db
      .updateTable('export_jobs')
      .set({ state: 'queued', runner: null, lease_until: null, rows_done: 0 })
      .where('state', '=', 'running')
      .where('lease_until', '<', now())
      .execute();
  }

  async function claim() {
    const next = await db
      .selectFrom('export_jobs')
      .selectAll()
      .where('state', '=', 'queued')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const at = now();
    const taken = await db
      .updateTable('export_jobs')
      .set({ state: 'running', runner: owner, lease_until: at + EXPORT_LEASE_MS, started_at: at })
      .where('id', '=', next.id)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? next : undefined;
  }

  /** Renews the lease with the row count; false when the job is no longer this process's running job. */
  async function beat(jobId: number, rows: number): Promise<boolean> {
    const renewed = await db
      .updateTable('export_jobs')
      .set({ rows_done: rows, lease_until: now() + EXPORT_LEASE_MS })
      .where('id', '=', jobId)
      .where('runner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) === 1;
  }

  async function finish(
    jobId: number,
    set: {
      state: 'succeeded' | 'failed';
      rows_done?: number;
      rows_total?: number;
      file_size?: number;
      failure_key?: string;
    },
  ): Promise<boolean> {
    const at = now();
    const done = await db
      .updateTable('export_jobs')
      .set({
        ...set,
        runner: null,
        lease_until: null,
        finished_at: at,
        expires_at: at + EXPORT_KEEP_DAYS * DAY_MS,
      })
      .where('id', '=', jobId)
      .where('runner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async function run(job: NonNullable<Awaited<ReturnType<typeof claim>>>): Promise<void> {
    fs.mkdirSync(folder, { recursive: true });
    const final = fileOf(job.id, job.format);
    const part = `${final}.part`;
    const data: ExportWorkerData = {
      jobId: job.id,
      database: options.database,
      filePath: part,
      request: {
        source: job.source,
        format: job.format,
        params: JSON.parse(job.params),
      } as ExportJobCreateRequest,
      format: job.format as ExportWorkerData['format'],
      lang: job.lang as Language,
      title: job.title,
      createdAt: job.created_at,
      pdfFont: pdfFont(),
      scope: await scopeOf(job.user_id),
    };
    let rows = 0;
    let stopped = false;
    const ended = new Promise<ExportWorkerMessage>((resolve) => {
      onMessage = (message) => {
        if (message.kind === 'progress') rows = message.rows;
        else if (message.kind === 'total')
          void db
            .updateTable('export_jobs')
            .set({ rows_total: message.rows })
            .where('id', '=', job.id)
            .where('runner', '=', owner)
            .execute()
            .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'export total not kept'));
        else resolve(message);
      };
      threadOf().postMessage(data);
    });
    const beats = setInterval(() => {
      beat(job.id, rows)
        .then((mine) => {
          if (!mine && !stopped) {
            stopped = true;
            void stopThread();
          }
        })
        .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'export lease not renewed'));
    }, BEAT_MS);
    try {
      const outcome = await ended;
      if (stopped || closing) return;
      if (outcome.kind === 'done') {
        const done = { rows_done: outcome.rows, rows_total: outcome.rows, file_size: outcome.bytes };
        if (await finish(job.id, { state: 'succeeded', ...done })) fs.renameSync(part, final);
      } else if (outcome.kind === 'failed') {
        logger.warn({ jobId: job.id, detail: outcome.detail }, 'export failed');
        await finish(job.id, { state: 'failed', rows_done: rows, failure_key: outcome.failureKey });
      }
    } finally {
      clearInterval(beats);
      onMessage = null;
      fs.rmSync(part, { force: true });
    }
  }

  async function scopeOf(userId: number): Promise<ExportWorkerData['scope']> {
    const scope = await storedUserScope(db, userId);
    if (!scope) throw new Error(`export job of user ${userId}, who no longer exists`);
    const { disabled: _disabled, ...rest } = scope;
    return rest;
  }

  let idleTimer: NodeJS.Timeout | undefined;

  async function work(): Promise<void> {
    await requeueLapsed();
    for (;;) {
      if (closing) return;
      const job = await claim();
      if (job === null) {
        if (worker && !idleTimer) {
          idleTimer = setTimeout(() => {
            idleTimer = undefined;
            if (!current) void stopThread();
          }, THREAD_IDLE_MS);
          idleTimer.unref();
        }
        return;
      }
      clearTimeout(idleTimer);
      idleTimer = undefined;
      if (job === undefined) continue;
      runningId = job.id;
      try {
        await run(job);
      } catch (error) {
        logger.error({ err: error, jobId: job.id }, 'export job could not run');
        await finish(job.id, { state: 'failed', failure_key: 'errors.exportFailed' }).catch(() => false);
      } finally {
        runningId = null;
      }
    }
  }

  function kick(): void {
    if (current || closing) return;
    current = work()
      .catch((error: unknown) => logger.error({ err: error }, 'export runner failed'))
      .finally(() => {
        current = null;
      });
  }

  return {
    start() {
      const lookMs = options.lookMs ?? LOOK_MS;
      if (lookMs > 0) timer = setInterval(kick, lookMs);
      kick();
    },
    kick,
    fileOf,
    async idle() {
      while (current) await current;
    },
    async close() {
      closing = true;
      if (timer) clearInterval(timer);
      clearTimeout(idleTimer);
      const id = runningId;
      await stopThread();
      await current;
      if (id !== null)
        await db
          .updateTable('export_jobs')
          .set({ state: 'queued', runner: null, lease_until: null, rows_done: 0 })
          .where('id', '=', id)
          .where('runner', '=', owner)
          .where('state', '=', 'running')
          .execute();
    },
  };
}
