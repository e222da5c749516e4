import { isApiError } from '@roadwatch/core/http';
import { useEffect, useRef, useState } from 'react';
import { logError } from '../app/errorLogger';

export type ViewLoad<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

/**
 * The answer of one call of a warehouse view, made again whenever `key` changes (a new query); the call is read
 * through a ref, so the latest one is made. A refused call was already toasted by the client; a cancelled one
 * (route change) leaves the state alone. The previous answer stays on screen while the next one loads.
 */
export function useViewCall<T>(load: () => Promise<T>, key: string, what: string): ViewLoad<T> {
  const [loaded, setLoaded] = useState<ViewLoad<T>>({ state: 'loading' });
  const call = useRef({ load, what });
  useEffect(() => {
    call.current = { load, what };
  });
  useEffect(() => {
    let live = true;
    const { load: run, what: name } = call.current;
    run()
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', name, error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}
