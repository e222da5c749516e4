import { useCallback, useEffect, useState } from 'react';
import { logError } from '../app/errorLogger';

/**
 * A list read once and again on `reload()`: what the partner and share pages show. `now` is when it was read, so
 * states derived from the clock (a share's use state) are judged at the same moment as the rows.
 */
export function useLoaded<T>(load: () => Promise<T[]>) {
  const [version, setVersion] = useState(0);
  // Which read the rows answer: another version means a read is under way.
  const [state, setState] = useState<{ version: number; rows: T[]; now: number }>(() => ({
    version: -1,
    rows: [],
    now: Date.now(),
  }));
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    load()
      .then((rows) => live && setState({ version, rows, now: Date.now() }))
      .catch((error: unknown) => {
        logError('shellData', 'partner and sharing list failed', error);
        if (live) setState((s) => ({ ...s, version }));
      });
    return () => {
      live = false;
    };
  }, [load, version]);
  return { rows: state.rows, now: state.now, loading: state.version !== version, reload };
}
