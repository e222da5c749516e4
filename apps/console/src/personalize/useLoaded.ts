import { useCallback, useEffect, useState } from 'react';
import { logError } from '../app/errorLogger';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/** Loads on mount and on `reload()`; failures are logged (the client has already toasted them). */
export function useLoaded<T>(load: () => Promise<T>, what: string): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => {
        logError('pageLoad', what, error);
        if (current) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, what, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [loaded, reload];
}
