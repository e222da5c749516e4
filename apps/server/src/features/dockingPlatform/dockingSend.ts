import http from 'node:http';
import https from 'node:https';
import { AddressRefusedError, guardedLookup, literalAddressRefused } from './dockingAddress';

export interface DockingRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** What came of one request: the partner's status, or why none came. */
export interface DockingOutcome {
  statusCode: number | null;
  error: string;
}

/** Bytes of a partner's answer read at most (the answer is not used; reading a little lets the socket be reused). */
const ANSWER_READ_MAX = 4096;

const errorText = (err: unknown) => {
  if (err instanceof AddressRefusedError) return err.message;
  const e = err as NodeJS.ErrnoException;
  return e.code ? `${e.code}: ${e.message}` : String(e.message ?? err);
};

/**
 * Sends one batch and settles within `timeoutMs` whatever the partner does (never answers, trickles its answer,
 * answers endlessly): the request is destroyed at the deadline. Never throws.
 */
export function sendDockingRequest(request: DockingRequest): Promise<DockingOutcome> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      resolve({ statusCode: null, error: 'invalid address' });
      return;
    }
    const refused = literalAddressRefused(url, request.allowPrivate);
    if (refused) {
      resolve({ statusCode: null, error: new AddressRefusedError(refused).message });
      return;
    }
    let settled = false;
    const finish = (outcome: DockingOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(request.body)),
        ...request.headers,
      },
      lookup: guardedLookup(request.allowPrivate) as never,
      agent: false,
    });
    const deadline = setTimeout(() => {
      finish({ statusCode: null, error: `timeout after ${request.timeoutMs} ms` });
      req.destroy();
    }, request.timeoutMs);
    req.on('error', (err) => finish({ statusCode: null, error: errorText(err) }));
    req.on('response', (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_READ_MAX) res.destroy();
      });
      const done = () => finish({ statusCode: res.statusCode ?? null, error: '' });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.end(request.body);
  });
}
