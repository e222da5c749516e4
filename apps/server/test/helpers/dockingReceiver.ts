import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOCKING_HEADERS, type DockingBatch } from '@roadwatch/core';

/** One request a partner received, as it came. */
export interface ReceivedRequest {
  path: string;
  deliveryId: string;
  timestamp: string;
  signature: string;
  body: string;
  batch: DockingBatch;
  answered: number;
}

/**
 * A partner's receiver on a local port: answers 200 (`accepting`), 500 (`failing`), or is closed altogether so
 * connections are refused, and reopens on the same port. Every request is kept with what it answered.
 */
export interface DockingReceiver {
  port: number;
  url(path: string): string;
  requests: ReceivedRequest[];
  /** Record ids of the requests answered with 2xx, in arrival order (repeats kept). */
  accepted(path: string): string[];
  mode: 'accepting' | 'failing';
  refuseConnections(): Promise<void>;
  reopen(): Promise<void>;
  close(): Promise<void>;
}

export async function startDockingReceiver(): Promise<DockingReceiver> {
  const requests: ReceivedRequest[] = [];
  const state = { mode: 'accepting' as 'accepting' | 'failing' };
  const makeServer = () =>
    http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const answered = state.mode === 'accepting' ? 200 : 500;
        requests.push({
          path: req.url ?? '',
          deliveryId: String(req.headers[DOCKING_HEADERS.deliveryId] ?? ''),
          timestamp: String(req.headers[DOCKING_HEADERS.timestamp] ?? ''),
          signature: String(req.headers[DOCKING_HEADERS.signature] ?? ''),
          body,
          batch: JSON.parse(body) as DockingBatch,
          answered,
        });
        res.writeHead(answered, { 'content-type': 'application/json' }).end('{}');
      });
    });
  let server = makeServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const port = await listen(0);
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    accepted: (path) =>
      requests
        .filter((r) => r.path === path && r.answered >= 200 && r.answered < 300)
        .flatMap((r) => r.batch.records.map((record) => record.id)),
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    refuseConnections: closeServer,
    async reopen() {
      server = makeServer();
      await listen(port);
    },
    close: closeServer,
  };
}
