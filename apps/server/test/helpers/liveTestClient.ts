import type { LiveServerMessage } from '@roadwatch/core';
import WebSocket from 'ws';

export interface LiveTestClient {
  socket: WebSocket;
  /** The subprotocol the server chose ('' when none). */
  protocol: string;
  /** The next message (optionally the next one matching), in arrival order; rejects when the socket closes first. */
  next<T extends LiveServerMessage['type']>(
    type?: T,
    timeoutMs?: number,
  ): Promise<Extract<LiveServerMessage, { type: T }> & { receivedAt: number }>;
  /** Messages received and not yet taken by next(). */
  pending(): LiveServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export interface ConnectOptions {
  headers?: Record<string, string>;
  protocols?: string[];
  query?: Record<string, string>;
  /** false: do not answer pings (a dead client, as far as the server can tell). */
  autoPong?: boolean;
}

/** Opens the live feed; rejects with the HTTP status when the server refuses the upgrade. */
export function connectLive(
  baseUrl: string,
  path: string,
  options: ConnectOptions = {},
): Promise<LiveTestClient> {
  const url = new URL(path, baseUrl.replace(/^http/, 'ws'));
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const socket = new WebSocket(url, options.protocols ?? [], {
    headers: options.headers ?? {},
    autoPong: options.autoPong ?? true,
  });
  const inbox: (LiveServerMessage & { receivedAt: number })[] = [];
  const waiters: (() => void)[] = [];
  let closedInfo: { code: number; reason: string } | null = null;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      closedInfo = { code, reason: reason.toString() };
      resolve(closedInfo);
      for (const w of waiters.splice(0)) w();
    });
  });
  socket.on('message', (data) => {
    inbox.push({ ...(JSON.parse(String(data)) as LiveServerMessage), receivedAt: Date.now() });
    for (const w of waiters.splice(0)) w();
  });

  const client: LiveTestClient = {
    socket,
    get protocol() {
      return socket.protocol;
    },
    next: (type, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type ?? 'message'} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const look = () => {
          const index = inbox.findIndex((m) => type === undefined || m.type === type);
          if (index >= 0) {
            clearTimeout(timer);
            const [message] = inbox.splice(index, 1);
            resolve(message as never);
            return;
          }
          if (closedInfo) {
            clearTimeout(timer);
            reject(new Error(`socket closed (${closedInfo.code}) before ${type ?? 'a message'}`));
            return;
          }
          waiters.push(look);
        };
        look();
      }),
    pending: () => [...inbox],
    closed,
    close: () => socket.close(),
  };

  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode }));
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}
