import type { LiveTemperature } from '@roadwatch/core';
import { useEffect, useRef, useState } from 'react';
import type { LiveFeedStatus } from '../liveMap/liveFeedClient';
import type { SiteTemperatureAnswer } from './siteTemperatureWorker';

/**
 * The live feed's warehouse and store readings, read and filtered in a worker (the feed also carries every
 * vehicle): `onReadings` gets each batch; the feed's status is returned.
 */
export function useSiteTemperatures(onReadings: (readings: LiveTemperature[]) => void): LiveFeedStatus {
  const [status, setStatus] = useState<LiveFeedStatus>('connecting');
  // The latest handler, read when readings arrive: the worker (and its feed connection) lives as long as the page.
  const handler = useRef(onReadings);
  useEffect(() => {
    handler.current = onReadings;
  }, [onReadings]);
  useEffect(() => {
    const worker = new Worker(new URL('./siteTemperatureWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SiteTemperatureAnswer>) => {
      const answer = event.data;
      if (answer.type === 'readings') handler.current(answer.readings);
      else setStatus(answer.status);
    };
    return () => worker.terminate();
  }, []);
  return status;
}
