import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  endpointPath,
  ENDPOINTS,
  KIOSK_BASE_PATH,
  LIVE_FEED_PATH,
  SESSION,
  SESSION_COOKIE,
  TOKEN_HEADER,
} from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveTestClient } from './helpers/liveTestClient';
import { errorText } from './helpers/messages';
import { emptyDir, loginAs, startAppOn, startTestApp, TEST_CAPTCHA, type TestApp } from './helpers/testApp';

let t: TestApp;
let app: FastifyInstance;
let baseUrl: string;
let consoleDist: string;
let kioskDist: string;
let clock = Date.parse('2026-11-26T08:00:00Z');
const logLines: { level: number; msg?: string; err?: unknown; stack?: unknown }[] = [];
const sockets: LiveTestClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  consoleDist = emptyDir();
  kioskDist = emptyDir();
  fs.writeFileSync(path.join(consoleDist, 'index.html'), '<html>console</html>');
  fs.writeFileSync(path.join(kioskDist, 'index.html'), '<html>kiosk</html>');
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await startAppOn(t.db, {
    testCaptcha: TEST_CAPTCHA,
    consoleDist,
    kioskDist,
    now: () => clock,
    logger: { level: 'warn', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close();
  await t?.close();
  for (const dir of [consoleDist, kioskDist]) fs.rmSync(dir, { recursive: true, force: true });
});

function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('pages', () => {
  it.each([
    ['the console', '/'],
    ['a console route', '/alarm/handling'],
    ['the kiosk', KIOSK_BASE_PATH],
    ['a kiosk route', `${KIOSK_BASE_PATH}wall/1`],
  ])('%s carries a content security policy that nobody may frame', async (_, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const policy = directives(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // The kiosk's 3D boards (echarts-gl) need eval; the console never gets it.
    expect(policy.get('script-src')).toEqual(
      url.startsWith(KIOSK_BASE_PATH) ? ["'self'", "'unsafe-eval'"] : ["'self'"],
    );
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('allow the AMap hosts only when an AMap key is configured', async () => {
    const withMap = await startAppOn(t.db, { consoleDist, kioskDist, amapKey: 'test-key' });
    try {
      const policy = directives((await withMap.inject({ url: '/' })).headers['content-security-policy']);
      expect(policy.get('script-src')).toContain('https://webapi.amap.com');
      expect(policy.get('connect-src')).toContain('https://*.amap.com');
    } finally {
      await withMap.close();
    }
  });
});

describe('the state-changing GET that marks messages read', () => {
  const unread = (userId: number) =>
    t.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
  ])('is refused from %s with the session cookie, and marks nothing', async (_, headers) => {
    const user = await loginAs(app, 'acct_new_en', { remoteAddress: '10.40.0.1' });
    const before = await unread(user.userId);
    expect(before).toBeGreaterThan(0);
    const res = await app.inject({
      method: 'GET',
      url: endpointPath(ENDPOINTS.readMessage),
      cookies: { [SESSION_COOKIE]: user.token, lang: 'en-US' },
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 0, message: errorText('en-US', 'crossSiteRefused'), result: null });
    expect(await unread(user.userId)).toBe(before);
  });

  it('works from our own pages and for clients that send their token explicitly', async () => {
    const user = await loginAs(app, 'acct_new_zh', { remoteAddress: '10.40.0.2' });
    const own = await app.inject({
      method: 'GET',
      url: endpointPath(ENDPOINTS.readMessage),
      cookies: { [SESSION_COOKIE]: user.token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.json()).toMatchObject({ code: 1 });
    expect(await unread(user.userId)).toBe(0);
    const script = await app.inject({
      method: 'GET',
      url: endpointPath(ENDPOINTS.readMessage),
      headers: { [TOKEN_HEADER]: user.token, 'sec-fetch-site': 'cross-site' },
    });
    expect(script.json()).toMatchObject({ code: 1 });
  });
});

describe('captcha images', () => {
  it('are limited per address and minute, with a translated refusal; other addresses are not affected', async () => {
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'GET',
        url: endpointPath(ENDPOINTS.captcha),
        remoteAddress,
        cookies: { lang: 'en-US' },
      });
    for (let i = 0; i < SESSION.captchasPerAddressPerMinute; i += 1)
      expect((await ask('10.40.1.1')).statusCode).toBe(200);
    const refused = await ask('10.40.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 0, message: errorText('en-US', 'tooManyCaptchas'), result: null });
    expect((await ask('10.40.1.2')).statusCode).toBe(200);
    clock += 60_000;
    expect((await ask('10.40.1.1')).statusCode).toBe(200);
  });
});

describe('live sockets', () => {
  it('are limited per session; another session still connects', async () => {
    const { token } = await loginAs(app, 'viewer', { remoteAddress: '10.40.2.1' });
    for (let i = 0; i < SESSION.liveSocketsPerSession; i += 1) {
      const socket = await connectLive(baseUrl, LIVE_FEED_PATH, { headers: { [TOKEN_HEADER]: token } });
      sockets.push(socket);
      await socket.next('snapshot');
    }
    await expect(
      connectLive(baseUrl, LIVE_FEED_PATH, { headers: { [TOKEN_HEADER]: token } }),
    ).rejects.toMatchObject({ status: 429 });
    const other = await loginAs(app, 'viewer', { remoteAddress: '10.40.2.2' });
    const socket = await connectLive(baseUrl, LIVE_FEED_PATH, { headers: { [TOKEN_HEADER]: other.token } });
    sockets.push(socket);
    await socket.next('snapshot');
  });

  it('close a client sending an oversized message and log a warning, not an error with a stack', async () => {
    const { token } = await loginAs(app, 'operator', { remoteAddress: '10.40.2.3' });
    const socket = await connectLive(baseUrl, LIVE_FEED_PATH, { headers: { [TOKEN_HEADER]: token } });
    sockets.push(socket);
    await socket.next('snapshot');
    const seen = logLines.length;
    socket.socket.send('x'.repeat(64 * 1024));
    expect((await socket.closed).code).toBe(1009);
    const lines = logLines.slice(seen);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    const warning = lines.find((l) => l.level === 40);
    expect(warning?.msg).toMatch(/unacceptable message/);
    expect(JSON.stringify(lines)).not.toMatch(/\n\s+at |"stack"/);
  });
});
