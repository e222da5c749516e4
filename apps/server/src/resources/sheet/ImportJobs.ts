import { randomBytes } from 'node:crypto';
import type { ImportProgress, ImportRow } from '@roadwatch/core';
import { ApiFailure, businessFailure } from '../../http/apiFailure';

/** Whose an import is: only the same user of the same company, on the same resource, may see or commit it. */
export interface ImportOwner {
  companyId: number;
  userId: number;
  resource: string;
}

export interface ImportWriteContext {
  /** Aborted by a cancel: the writer throws (rolling its transaction back) so nothing is written. */
  signal: AbortSignal;
  /** Rows looked at so far. */
  progress(processed: number): void;
  /** A row refused while writing, with its translated reason. */
  fail(rowNo: number, message: string): void;
}

/** A parsed row as held for its commit: what the client saw, and the save the parse judged it to be. */
export interface HeldImportRow extends ImportRow {
  /** The row's judged save input (rows with errors have none); never sent to the client. */
  save?: unknown;
}

/** Writes the chosen rows and resolves with how many were written; rejects to write nothing. */
export type ImportWriter = (rows: HeldImportRow[], context: ImportWriteContext) => Promise<number>;

export interface ImportJobsOptions {
  now?: () => number;
  /** A job is forgotten this long after it was last used (a running one never is). */
  idleMs?: number;
  /** Most jobs held at once, over all users. */
  maxJobs?: number;
  /** Most parsed rows held at once, over all jobs. */
  maxRows?: number;
  /** Told about a writer that failed for a reason other than a cancel. */
  onWriterError?: (error: unknown) => void;
  /** Told once a commit has ended (to keep a record of it); awaited before the job counts as settled. */
  onSettled?: (settled: SettledImport) => Promise<void>;
}

/** A commit that has ended: whose, which file, and how it went. */
export interface SettledImport {
  owner: ImportOwner;
  fileName: string;
  progress: ImportProgress;
  startedAt: number;
  finishedAt: number;
}

interface Job {
  id: string;
  owner: ImportOwner;
  fileName: string;
  slot: string;
  /** Parsed rows until the commit's writer settles; then emptied. */
  rows: Map<number, HeldImportRow>;
  lastUsed: number;
  progress: ImportProgress | null;
  controller: AbortController | null;
  settled: Promise<void> | null;
}

export const IMPORT_IDLE_MS = 30 * 60_000;

/**
 * Parsed imports waiting for their commit, and the commits running in the background, in this process's memory
 * (one instance per server; a client polls the instance that parsed its file). A user keeps one job per resource:
 * a new parse replaces the previous one unless that one is running. Jobs are forgotten 30 minutes after their last
 * use, the least recently used first when the global caps are reached; running jobs are kept.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly bySlot = new Map<string, string>();
  private readonly now: () => number;
  private readonly idleMs: number;
  private readonly maxJobs: number;
  private readonly maxRows: number;
  private readonly onWriterError: (error: unknown) => void;
  private readonly onSettled: ((settled: SettledImport) => Promise<void>) | undefined;

  constructor(options: ImportJobsOptions = {}) {
    this.now = options.now ?? Date.now;
    this.idleMs = options.idleMs ?? IMPORT_IDLE_MS;
    this.maxJobs = options.maxJobs ?? 100;
    this.maxRows = options.maxRows ?? 100_000;
    this.onWriterError = options.onWriterError ?? (() => {});
    this.onSettled = options.onSettled;
  }

  /** Keeps parsed rows for a later commit; returns the import id (32 random hex digits). */
  create(owner: ImportOwner, rows: readonly HeldImportRow[], fileName = ''): string {
    this.sweep();
    const slot = `${owner.companyId}:${owner.userId}:${owner.resource}`;
    const previous = this.jobs.get(this.bySlot.get(slot) ?? '');
    if (previous && previous.progress?.state !== 'running') this.jobs.delete(previous.id);
    this.makeRoom(rows.length);
    const id = randomBytes(16).toString('hex');
    this.jobs.set(id, {
      id,
      owner: { ...owner },
      fileName,
      slot,
      rows: new Map(rows.map((row) => [row.rowNo, row])),
      lastUsed: this.now(),
      progress: null,
      controller: null,
      settled: null,
    });
    this.bySlot.set(slot, id);
    return id;
  }

  /**
   * Starts writing the chosen rows in the background and answers at once. Refused: a job that is not the
   * caller's or is gone, a second commit, a row number that was not parsed or whose row has errors.
   */
  commit(
    importId: string,
    owner: ImportOwner,
    rowNos: readonly number[],
    write: ImportWriter,
  ): ImportProgress {
    const job = this.find(importId, owner);
    if (job.progress) throw businessFailure('errors.importAlreadyStarted');
    const chosen: HeldImportRow[] = [];
    for (const rowNo of new Set(rowNos)) {
      const row = job.rows.get(rowNo);
      if (!row || Object.keys(row.errors).length > 0) throw businessFailure('errors.importRowsInvalid');
      chosen.push(row);
    }
    if (chosen.length === 0) throw businessFailure('errors.importRowsInvalid');
    const progress: ImportProgress = {
      state: 'running',
      total: chosen.length,
      processed: 0,
      imported: 0,
      failed: [],
    };
    const controller = new AbortController();
    job.progress = progress;
    job.controller = controller;
    const running = () => progress.state === 'running' && !controller.signal.aborted;
    const context: ImportWriteContext = {
      signal: controller.signal,
      progress(processed) {
        if (running()) progress.processed = Math.min(progress.total, Math.max(progress.processed, processed));
      },
      fail(rowNo, message) {
        if (running() && progress.failed.length < progress.total) progress.failed.push({ rowNo, message });
      },
    };
    job.settled = this.run(job, progress, chosen, write, context);
    return snapshot(progress);
  }

  /** Where a committed import stands; an import never committed is not found. */
  progress(importId: string, owner: ImportOwner): ImportProgress {
    const job = this.find(importId, owner);
    if (!job.progress) throw businessFailure('errors.importNotFound');
    return snapshot(job.progress);
  }

  /**
   * Cancels an import. Before its commit the job is simply dropped; while it runs the writer's signal is aborted
   * and the answer waits until the writer has settled: 'cancelled' when it rolled back, 'done' when it had
   * already written everything.
   */
  async cancel(importId: string, owner: ImportOwner): Promise<ImportProgress> {
    const job = this.find(importId, owner);
    if (!job.progress) {
      this.forget(job);
      return { state: 'cancelled', total: 0, processed: 0, imported: 0, failed: [] };
    }
    job.controller?.abort();
    await job.settled;
    return snapshot(job.progress);
  }

  /** How many jobs and parsed rows are held (for tests and health figures). */
  size(): { jobs: number; rows: number } {
    let rows = 0;
    for (const job of this.jobs.values()) rows += job.rows.size;
    return { jobs: this.jobs.size, rows };
  }

  private async run(
    job: Job,
    progress: ImportProgress,
    rows: HeldImportRow[],
    write: ImportWriter,
    context: ImportWriteContext,
  ): Promise<void> {
    const startedAt = this.now();
    try {
      const imported = await write(rows, context);
      progress.state = 'done';
      progress.imported = imported;
      progress.processed = progress.total;
    } catch (error) {
      if (context.signal.aborted) {
        progress.state = 'cancelled';
      } else {
        progress.state = 'failed';
        // A refusal the writer named (a row over a limit) is the user's to read, not the operator's to fix.
        if (!(error instanceof ApiFailure)) this.onWriterError(error);
      }
      progress.imported = 0;
    } finally {
      job.rows = new Map();
      job.lastUsed = this.now();
    }
    const settled = { owner: job.owner, fileName: job.fileName, progress: snapshot(progress), startedAt };
    await this.onSettled?.({ ...settled, finishedAt: this.now() }).catch((error: unknown) =>
      this.onWriterError(error),
    );
  }

  private find(importId: string, owner: ImportOwner): Job {
    this.sweep();
    const job = this.jobs.get(importId);
    if (
      !job ||
      job.owner.companyId !== owner.companyId ||
      job.owner.userId !== owner.userId ||
      job.owner.resource !== owner.resource
    ) {
      throw businessFailure('errors.importNotFound');
    }
    job.lastUsed = this.now();
    return job;
  }

  private forget(job: Job): void {
    this.jobs.delete(job.id);
    if (this.bySlot.get(job.slot) === job.id) this.bySlot.delete(job.slot);
  }

  private sweep(): void {
    const oldest = this.now() - this.idleMs;
    for (const job of this.jobs.values()) {
      if (job.lastUsed <= oldest && job.progress?.state !== 'running') this.forget(job);
    }
  }

  /** Forgets idle jobs, least recently used first, until one more of `rows` rows fits under the caps. */
  private makeRoom(rows: number): void {
    const idle = [...this.jobs.values()]
      .filter((job) => job.progress?.state !== 'running')
      .sort((a, b) => a.lastUsed - b.lastUsed);
    let held = this.size();
    for (const job of idle) {
      if (held.jobs < this.maxJobs && held.rows + rows <= this.maxRows) return;
      this.forget(job);
      held = { jobs: held.jobs - 1, rows: held.rows - job.rows.size };
    }
    if (held.jobs >= this.maxJobs || held.rows + rows > this.maxRows)
      throw businessFailure('errors.importBusy');
  }
}

function snapshot(progress: ImportProgress): ImportProgress {
  return { ...progress, failed: [...progress.failed] };
}
