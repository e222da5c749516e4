/// <reference lib="webworker" />
import type { LiveTemperature } from '@roadwatch/core';
import { connectLiveFeed, type LiveFeedStatus } from '../liveMap/liveFeedClient';

/** Worker → page: site readings only (a fleet's vehicle states are megabytes a second and stay here). */
export type SiteTemperatureAnswer =
  { type: 'readings'; readings: LiveTemperature[] } | { type: 'status'; status: LiveFeedStatus };

const post = (answer: SiteTemperatureAnswer) => self.postMessage(answer);

connectLiveFeed(
  (message) => {
    if (message.type !== 'temperature') return;
    const readings = message.readings.filter((r) => r.siteId !== null);
    if (readings.length > 0) post({ type: 'readings', readings });
  },
  (status) => post({ type: 'status', status }),
);
