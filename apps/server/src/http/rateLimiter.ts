/** Counts events per key in fixed windows (one process; enough to stop one sender flooding a cheap-looking call). */
export interface RateLimiter {
  /** Counts one event for `key` and says whether it is within the limit. */
  allow(key: string, now: number): boolean;
}

// Beyond this many keys the expired ones are swept, so a sender rotating addresses cannot grow the map for ever.
const SWEEP_ABOVE_KEYS = 10_000;

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(key, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (windows.size >= SWEEP_ABOVE_KEYS) {
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
