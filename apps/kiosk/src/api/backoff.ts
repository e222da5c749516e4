/** Jittered exponential backoff for reconnecting (issue 6: 2 s base, 60 s cap). */
export const BACKOFF = { baseMs: 2_000, capMs: 60_000 } as const;

/**
 * Delay before retry number `attempt` (0 for the first retry): "full jitter" between half and all of the
 * exponential step, so a wall of displays that lost the server together does not return in lockstep.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF.capMs, BACKOFF.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}
