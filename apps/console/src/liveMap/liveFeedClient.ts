import { LIVE_FEED_PATH, type LiveServerMessage } from '@roadwatch/core';

export type LiveFeedStatus = 'connecting' | 'open' | 'closed' | 'sessionEnded';

/** Close code the server uses when the session ended: do not reconnect (the next API call sends the user to login). */
const SESSION_ENDED = 4401;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const PING_MS = 20_000;

/**
 * The console's one reader of the live feed: a WebSocket on this origin signed in by the session cookie, reconnected
 * with a doubling back-off (a reconnect starts from a fresh snapshot). Messages are handed on as parsed; coalescing
 * is the store's job.
 */
export function connectLiveFeed(
  onMessage: (message: LiveServerMessage) => void,
  onStatus: (status: LiveFeedStatus) => void = () => undefined,
): { close(): void } {
  let socket: WebSocket | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;

  const open = () => {
    onStatus('connecting');
    // Works in the page and in a worker (same origin, so the session cookie goes along).
    const url = new URL(LIVE_FEED_PATH, globalThis.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retryMs = RETRY_FIRST_MS;
      onStatus('open');
      pingTimer = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), PING_MS);
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      onMessage(JSON.parse(event.data) as LiveServerMessage);
    };
    ws.onclose = (event) => {
      if (pingTimer !== null) clearInterval(pingTimer);
      pingTimer = null;
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED) {
        onStatus('sessionEnded');
        return;
      }
      onStatus('closed');
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    };
  };
  open();
  return {
    close() {
      stopped = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      if (pingTimer !== null) clearInterval(pingTimer);
      socket?.close(1000);
    },
  };
}
