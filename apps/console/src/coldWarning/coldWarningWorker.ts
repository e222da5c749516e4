/// <reference lib="webworker" />
import type { LiveColdWarning } from '@roadwatch/core';
import { connectLiveFeed } from '../liveMap/liveFeedClient';

/** Worker → page: early warnings only (the rest of the feed is a fleet's states and stays here). */
connectLiveFeed(
  (message) => {
    if (message.type === 'coldWarning') self.postMessage(message.warning satisfies LiveColdWarning);
  },
  () => undefined,
);
