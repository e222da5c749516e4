import type { LiveColdWarning } from '@roadwatch/core';
import { useEffect, useRef } from 'react';

/** Early warnings from the live feed (opened and ended), read in a worker; the handler may change between renders. */
export function useLiveColdWarnings(onWarning: (warning: LiveColdWarning) => void): void {
  const handler = useRef(onWarning);
  useEffect(() => {
    handler.current = onWarning;
  }, [onWarning]);
  useEffect(() => {
    const worker = new Worker(new URL('./coldWarningWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LiveColdWarning>) => handler.current(event.data);
    return () => worker.terminate();
  }, []);
}
