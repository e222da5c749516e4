/** Calls `action` at most once per `ms` (the first call at once, the last one of a burst at the end). */
export function throttle<A extends unknown[]>(
  action: (...args: A) => void,
  ms: number,
): (...args: A) => void {
  let last = 0;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let latest: A | null = null;
  return (...args: A) => {
    latest = args;
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      action(...args);
      return;
    }
    pending ??= setTimeout(() => {
      pending = null;
      last = Date.now();
      if (latest) action(...latest);
    }, wait);
  };
}
