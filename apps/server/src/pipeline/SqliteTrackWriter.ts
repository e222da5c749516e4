import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';
import type { PipelineLogger } from './pipelineLogger';
import { DAY_MARK_SHAPE, TRACK_SHAPE, TRACK_TEXT_COLUMN } from './rowShapes';
import { CHINA_OFFSET_MS, DAY_MS } from '@roadwatch/core';
import { TRACK_WRITER_WORKER_SOURCE } from './trackWriterWorker';

/**
 * Rows per prepared statement. The statements are prepared once, so larger is cheaper per row until binding
 * dominates; 64 rows (576 parameters) measured as fast as 128–256 and keeps the remainder loop short.
 */
const ROWS_PER_STATEMENT = 64;

type WorkerReply =
  | { type: 'written'; id: number; ok: true }
  | { type: 'written'; id: number; ok: false; error: string; code: string; values: Float64Array }
  | { type: 'closed' };

/** A batch the worker could not commit (it tried twice); its rows come back in `values` to be kept. */
export class TrackWriteError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly values: Float64Array | null,
  ) {
    super(message);
    this.name = 'TrackWriteError';
  }
}

/**
 * Track points on SQLite, written by a worker thread with its own connection to the same database file and
 * statements prepared once (Kysely's driver prepares every statement on every execution, which cost more than
 * the insert itself). The event loop only hands over a Float64Array per batch (transferred, not copied), so it
 * keeps decoding and answering terminals while SQLite works. `write` resolves once the batch is committed.
 */
export class SqliteTrackWriter {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: () => void; reject: (err: TrackWriteError) => void }
  >();
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type !== 'written') return;
      const pending = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if (!pending) return;
      if (reply.ok) pending.resolve();
      else pending.reject(new TrackWriteError(reply.error, reply.code, reply.values));
    });
    worker.on('error', (err) => this.failAll(new TrackWriteError(err.message, '', null)));
    worker.on('exit', () => this.failAll(new TrackWriteError('track writer worker exited', '', null)));
    worker.unref();
  }

  /**
   * A writer for a SQLite database stored in a file; null for PostgreSQL or an in-memory SQLite database (a second
   * connection could not see it): those keep writing track rows through Kysely.
   */
  static async open(db: Database, logger: PipelineLogger): Promise<SqliteTrackWriter | null> {
    if (isPostgres(db)) return null;
    const list = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
    const file = list.rows.find((row) => row.name === 'main')?.file ?? '';
    if (file === '') return null;
    const worker = new Worker(TRACK_WRITER_WORKER_SOURCE, {
      eval: true,
      workerData: {
        driverPath: createRequire(import.meta.url).resolve('better-sqlite3'),
        file,
        manySql: TRACK_SHAPE.build(db, ROWS_PER_STATEMENT),
        oneSql: TRACK_SHAPE.build(db, 1),
        markSql: DAY_MARK_SHAPE.build(db, 1),
        chinaOffsetMs: CHINA_OFFSET_MS,
        dayMs: DAY_MS,
        rowsPerStatement: ROWS_PER_STATEMENT,
        columns: TRACK_SHAPE.columns,
        textColumn: TRACK_TEXT_COLUMN,
      },
    });
    const writer = new SqliteTrackWriter(worker);
    worker.once('error', (err) => logger.error({ err }, 'track writer worker failed'));
    return writer;
  }

  /**
   * Writes `rows` rows (TRACK_SHAPE order) in one transaction; `values` is transferred to the worker, `texts` (what
   * the rows' text column indexes) copied. Rejects with a TrackWriteError that hands the rows back when the batch
   * could not be committed.
   */
  write(values: Float64Array, rows: number, texts: readonly string[] = []): Promise<void> {
    if (this.closing) return Promise.reject(new TrackWriteError('track writer closed', '', values));
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ type: 'write', id, values, rows, texts }, [values.buffer as ArrayBuffer]);
    });
  }

  /** Closes the worker's connection once the batches sent so far are written. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.worker.ref();
      this.worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'closed') void this.worker.terminate().then(() => resolve());
      });
      this.worker.once('exit', () => resolve());
      this.worker.postMessage({ type: 'close' });
    });
    return this.closing;
  }

  private failAll(err: TrackWriteError): void {
    for (const pending of this.waiting.values()) pending.reject(err);
    this.waiting.clear();
  }
}
