/** A stall this long is worth a warning: every request and terminal frame waited at least that long. */
export const EVENT_LOOP_STALL_MS = 1000;
const CHECK_EVERY_MS = 1000;

/**
 * Warns in the log when the event loop was blocked for longer than `EVENT_LOOP_STALL_MS` (a synchronous SQLite
 * statement over many rows, a big JSON answer): a timer that should fire every `checkEveryMs` measures how late it
 * fired. So a slow request seen elsewhere can be matched to what held the process. Returns the stop function.
 */
export function watchEventLoop(
  log: { warn: (obj: object, msg: string) => void },
  checkEveryMs = CHECK_EVERY_MS,
): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lateMs = now - last - checkEveryMs;
    last = now;
    if (lateMs > EVENT_LOOP_STALL_MS) log.warn({ stalledMs: Math.round(lateMs) }, 'event loop stalled');
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
