import net from 'node:net';
import { endpointPath, ENDPOINTS, SESSION_COOKIE } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../src/config';
import { DEMO_PASSWORD, startAppOn, startTestApp, TEST_CAPTCHA, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Opens a raw TCP connection, writes `text`, and resolves with everything the server sent once it closes. */
function rawExchange(port: number, text: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe('HTTP time limits', () => {
  it('answers 408 and disconnects a client that never finishes its headers', async () => {
    const app = await startAppOn(t.db, {
      httpTimeouts: { headersTimeoutMs: 300, requestTimeoutMs: 1_000, checkIntervalMs: 100 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const { answer, closedAfterMs } = await rawExchange(
        port,
        'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: 1',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  it('answers 408 to a client that sends its headers but never the announced body', async () => {
    const app = await startAppOn(t.db, {
      httpTimeouts: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 100 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const { answer } = await rawExchange(
        port,
        `POST ${endpointPath(ENDPOINTS.login)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"us`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('are read from the environment in seconds, with the documented defaults', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 5_000,
    });
    const env = {
      ROADWATCH_HTTP_HEADERS_TIMEOUT_S: '10',
      ROADWATCH_HTTP_REQUEST_TIMEOUT_S: '60',
      ROADWATCH_HTTP_KEEP_ALIVE_TIMEOUT_S: '65',
    };
    expect(loadConfig(env).httpTimeouts).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(() => loadConfig({ ROADWATCH_HTTP_HEADERS_TIMEOUT_S: '0' })).toThrow(/must be positive/);
    expect(() =>
      loadConfig({ ROADWATCH_HTTP_HEADERS_TIMEOUT_S: '90', ROADWATCH_HTTP_REQUEST_TIMEOUT_S: '60' }),
    ).toThrow(/must not exceed/);
  });
});

describe('trusted proxies', () => {
  const signIn = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.login),
      remoteAddress: '10.9.0.1',
      headers,
      payload: { userName: 'admin', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
    });
  const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

  it('are believed only when configured: then the client address and the https scheme come from the proxy', async () => {
    const behindProxy = await startAppOn(t.db, {
      testCaptcha: TEST_CAPTCHA,
      trustProxy: parseTrustProxy('10.9.0.0/16'),
    });
    try {
      const res = await signIn(behindProxy, forwarded);
      expect(res.json()).toMatchObject({ code: 1 });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie?.secure).toBe(true);
      const session = await t.db
        .selectFrom('sessions')
        .select('ip')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.ip).toBe('203.0.113.7');
    } finally {
      await behindProxy.close();
    }
  });

  it('are ignored by default: a client cannot claim another address or https', async () => {
    const res = await signIn(t.app, forwarded);
    expect(res.json()).toMatchObject({ code: 1 });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
    const session = await t.db
      .selectFrom('sessions')
      .select('ip')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('10.9.0.1');
  });

  it('are ignored from a sender that is not one of them', async () => {
    const app = await startAppOn(t.db, {
      testCaptcha: TEST_CAPTCHA,
      trustProxy: parseTrustProxy('192.0.2.1'),
    });
    try {
      const res = await signIn(app, forwarded);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
    } finally {
      await app.close();
    }
  });

  it('are configured as addresses, ranges or a hop count, and a malformed entry stops start-up', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustProxy('true')).toThrow(/ROADWATCH_TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/ROADWATCH_TRUST_PROXY/);
  });
});
