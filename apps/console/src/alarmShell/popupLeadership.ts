/** Web Locks name held by the window that shows the new-event popups. */
const LOCK_NAME = 'rw.newEventPopups';

/**
 * One window of the console shows the new-event popups and speaks them; the others (the track, the search
 * results, the processing pages it opens) stay quiet. The first window to ask holds a Web Lock for as long as it
 * lives; when it closes — or crashes — the browser hands the lock to the next waiting window, which takes over.
 * Without Web Locks (an insecure origin) every window leads, as before.
 *
 * Calls `onLead` once this window leads; the returned function gives the lead up (or stops waiting for it).
 */
export function holdPopupLeadership(onLead: () => void, locks: LockManager | undefined = navigator.locks) {
  if (!locks) {
    onLead();
    return () => undefined;
  }
  const waiting = new AbortController();
  let release: (() => void) | undefined;
  locks
    .request(
      LOCK_NAME,
      { signal: waiting.signal },
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          onLead();
        }),
    )
    // Given up while still waiting: nothing to release.
    .catch(() => undefined);
  return () => {
    waiting.abort();
    release?.();
  };
}
