import { SESSION } from '@roadwatch/core';

/** One key's counters as stored. */
export interface ThrottleRow {
  failures: number;
  last_failure_at: number;
  pending: number;
  pending_since: number;
}

/** An attempt still "being verified" this long after it began died with its process; it no longer counts. */
export const PENDING_STALE_MS = 60_000;

export type ThrottleDecision =
  { kind: 'go'; failures: number; pending: number } | { kind: 'busy' } | { kind: 'locked'; until: number };

/** The counters that still count at `now`: failures are forgotten a window after the last one. */
export function liveCounters(
  row: ThrottleRow | undefined,
  now: number,
): { failures: number; pending: number } {
  if (!row) return { failures: 0, pending: 0 };
  return {
    failures: now - row.last_failure_at >= SESSION.loginWindowMs ? 0 : row.failures,
    pending: now - row.pending_since >= PENDING_STALE_MS ? 0 : row.pending,
  };
}

/**
 * How long after the last failure the next attempt must wait: nothing while failures are under `free`, then
 * loginDelayFirstMs, doubling with each further failure, at most loginDelayMaxMs.
 */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(SESSION.loginDelayMaxMs, SESSION.loginDelayFirstMs * 2 ** (failures - free));
}

/**
 * Whether one more attempt on a key may be verified now. Attempts being verified count against the failures
 * still allowed, so parallel attempts cannot all pass the check before any of them is counted; once the free
 * failures are used up, one attempt at a time after each delay.
 */
export function decide(row: ThrottleRow | undefined, free: number, now: number): ThrottleDecision {
  const { failures, pending } = liveCounters(row, now);
  if (failures >= free && row) {
    const until = row.last_failure_at + delayAfter(failures, free);
    if (now < until) return { kind: 'locked', until };
  }
  const allowed = failures >= free ? 1 : free - failures;
  if (pending >= allowed) return { kind: 'busy' };
  return { kind: 'go', failures, pending };
}
