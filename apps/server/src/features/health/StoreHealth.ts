import type { StoreFailure } from './storeFailure';

export interface StoreProblem extends StoreFailure {
  /** Who met it: the pipeline's writes, or an API request. */
  source: 'pipeline' | 'api';
  /** When it was first met (epoch ms) and last met. */
  since: number;
  lastAt: number;
}

export type StoreStatus = { status: 'ok' } | { status: 'degraded'; problem: StoreProblem };

/**
 * Whether the store takes writes, as the writers experience it: a `select 1` still answers on a full disk or a
 * read-only filesystem, so /healthz reports what the pipeline's commits and the API's queries met. A successful
 * commit clears the state only once no failure has come for `settleMs`: on a disk that is nearly full small writes
 * slip through between refused ones, and the state must not flicker to ok between them. A problem an API request
 * met (no pipeline in that process, or it had nothing to write) passes after `apiHoldMs` without another.
 */
export class StoreHealth {
  private problem: StoreProblem | null = null;
  /** Failures met since start (every refused commit or request counts). */
  failures = 0;

  /** The last commit that went through (epoch ms). */
  private succeededAt = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly apiHoldMs = 30_000,
    private readonly settleMs = 10_000,
  ) {}

  /** Records a failure; true when the store was fine until now (the caller logs the first one of an episode). */
  failed(source: StoreProblem['source'], failure: StoreFailure): boolean {
    const at = this.now();
    this.failures += 1;
    const fresh = this.status().status === 'ok';
    this.problem = {
      ...failure,
      source,
      since: fresh || !this.problem ? at : this.problem.since,
      lastAt: at,
    };
    return fresh;
  }

  /** A commit went through. True when this ended a problem (no failure for `settleMs` before it). */
  recovered(): boolean {
    this.succeededAt = this.now();
    const had = this.problem !== null;
    return had && this.status().status === 'ok';
  }

  status(): StoreStatus {
    const problem = this.problem;
    if (!problem) return { status: 'ok' };
    const quietFor = this.now() - problem.lastAt;
    const settled = this.succeededAt >= problem.lastAt && quietFor >= this.settleMs;
    if (settled || (problem.source === 'api' && quietFor >= this.apiHoldMs)) {
      this.problem = null;
      return { status: 'ok' };
    }
    return { status: 'degraded', problem };
  }
}
