import { isApiError } from '@roadwatch/core/http';
import { useCallback, useEffect, useState } from 'react';
import { logError } from '../app/errorLogger';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

/**
 * One page call (`load`, a stable function), made on mount and on `reload`; cancelled and late answers are
 * dropped, a failure is shown by the page.
 */
export function useStoreCall<T>(load: () => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'store page call failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { loaded, reload };
}
