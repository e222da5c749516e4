import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * Collects the first draw of each named part of a board and calls `onDrawn` once, when every one has reported.
 * `drawn(key)` gives a stable callback per part for EChart/three.js `onDrawn`.
 */
export function useAllDrawn(keys: readonly string[], onDrawn: () => void): (key: string) => () => void {
  const pending = useRef(new Set(keys));
  const done = useRef(false);
  const notify = useRef(onDrawn);
  useLayoutEffect(() => {
    notify.current = onDrawn;
  });
  const callbacks = useRef(new Map<string, () => void>());

  const finish = useCallback((key: string) => {
    pending.current.delete(key);
    if (!done.current && pending.current.size === 0) {
      done.current = true;
      notify.current();
    }
  }, []);

  // A board with nothing to draw is drawn at once.
  useEffect(() => {
    if (keys.length === 0 && !done.current) {
      done.current = true;
      notify.current();
    }
  }, [keys.length]);

  return useMemo(
    () => (key: string) => {
      let cb = callbacks.current.get(key);
      if (!cb) {
        cb = () => finish(key);
        callbacks.current.set(key, cb);
      }
      return cb;
    },
    [finish],
  );
}
