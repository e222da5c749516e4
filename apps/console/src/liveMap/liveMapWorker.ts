/// <reference lib="webworker" />
import type { MapViewport } from './clusterView';
import { connectLiveFeed, type LiveFeedStatus } from './liveFeedClient';
import { LiveMapEngine, type LiveFrame } from './liveMapEngine';
import type { VehicleFilter } from './vehicleFilter';

/** Page → worker. */
export type LiveWorkerRequest =
  | { type: 'viewport'; viewport: MapViewport }
  | { type: 'filter'; filter: VehicleFilter }
  | { type: 'follow'; vehicleId: number | null }
  | { type: 'track'; vehicleIds: number[] }
  /** The page drew the last frame: the next may come. */
  | { type: 'drawn' };

/** Worker → page. */
export type LiveWorkerAnswer =
  { type: 'frame'; frame: LiveFrame } | { type: 'status'; status: LiveFeedStatus };

/** At most two frames a second (positions change once a second); none while the page still draws the last. */
const MIN_FRAME_MS = 500;

const engine = new LiveMapEngine();
let dirty = true;
let pageBusy = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastAt = 0;

const post = (answer: LiveWorkerAnswer) => self.postMessage(answer);

function schedule(): void {
  dirty = true;
  if (timer !== null || pageBusy) return;
  timer = setTimeout(run, Math.max(0, MIN_FRAME_MS - (Date.now() - lastAt)));
}

function run(): void {
  timer = null;
  if (!dirty || pageBusy) return;
  dirty = false;
  lastAt = Date.now();
  pageBusy = true;
  post({ type: 'frame', frame: engine.compute(lastAt) });
}

// The feed is read and parsed here: a full fleet's update is megabytes of JSON a second, kept off the page's thread.
connectLiveFeed(
  (message) => {
    engine.apply(message);
    schedule();
  },
  (status) => post({ type: 'status', status }),
);

self.onmessage = (event: MessageEvent<LiveWorkerRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'viewport':
      engine.viewport = request.viewport;
      break;
    case 'filter':
      engine.setFilter(request.filter);
      break;
    case 'follow':
      engine.followId = request.vehicleId;
      break;
    case 'track':
      engine.trackIds = request.vehicleIds;
      break;
    case 'drawn':
      pageBusy = false;
      break;
  }
  schedule();
};
