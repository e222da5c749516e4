import type { LiveFeedStatus } from './liveFeedClient';
import type { LiveFrame } from './liveMapEngine';
import type { LiveWorkerAnswer, LiveWorkerRequest } from './liveMapWorker';

/** The page's end of the live map worker (feed, store, filters and clustering run there). */
export function startLiveMapWorker(
  onFrame: (frame: LiveFrame) => void,
  onStatus: (status: LiveFeedStatus) => void = () => undefined,
): { send(request: LiveWorkerRequest): void; dispose(): void } {
  const worker = new Worker(new URL('./liveMapWorker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<LiveWorkerAnswer>) => {
    const answer = event.data;
    if (answer.type === 'frame') onFrame(answer.frame);
    else onStatus(answer.status);
  };
  return {
    send: (request) => worker.postMessage(request),
    dispose: () => worker.terminate(),
  };
}
