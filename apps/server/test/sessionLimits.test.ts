import { Writable } from 'node:stream';
import { LIVE_FEED_PATH, SESSION } from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callJson,
  DEMO_PASSWORD,
  loginAs,
  startAppOn,
  startTestApp,
  TEST_CAPTCHA,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
let app: FastifyInstance;
let clock = Date.parse('2026-11-26T08:00:00Z');
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await startAppOn(t.db, {
    testCaptcha: TEST_CAPTCHA,
    now: () => clock,
    logger: { level: 'info', stream },
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const signedIn = async (token: string) =>
  (await callJson(app, 'allMenu', undefined, { token })).status === 200;

describe('a password change', () => {
  it("ends the user's other sessions and keeps the one that changed it", async () => {
    const here = await loginAs(app, 'acct_lic_zh', { remoteAddress: '10.30.0.1' });
    const laptop = await loginAs(app, 'acct_lic_zh', { remoteAddress: '10.30.0.2' });
    const phone = await loginAs(app, 'acct_lic_zh', { remoteAddress: '10.30.0.3', remember: true });
    const someoneElse = await loginAs(app, 'acct_lic_en', { remoteAddress: '10.30.0.4' });
    const { body } = await callJson(
      app,
      'modifyPassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Changed@Pass77', confirmPassword: 'Changed@Pass77' },
      { token: here.token },
    );
    expect(body.code).toBe(1);
    expect(await signedIn(here.token)).toBe(true);
    expect(await signedIn(laptop.token)).toBe(false);
    expect(await signedIn(phone.token)).toBe(false);
    expect(await signedIn(someoneElse.token)).toBe(true);
  });

  it('ends nothing when it is refused (wrong old password)', async () => {
    const here = await loginAs(app, 'acct_lic_en', { remoteAddress: '10.30.0.5' });
    const other = await loginAs(app, 'acct_lic_en', { remoteAddress: '10.30.0.6' });
    const { body } = await callJson(
      app,
      'modifyPassword',
      { oldPassword: 'Wrong@Pass99', newPassword: 'Changed@Pass77', confirmPassword: 'Changed@Pass77' },
      { token: here.token },
    );
    expect(body.code).toBe(0);
    expect(await signedIn(other.token)).toBe(true);
  });
});

describe('sliding expiry', () => {
  it('stops at the absolute limit however busy the session is', async () => {
    const { token } = await loginAs(app, 'viewer', { remoteAddress: '10.30.0.7' });
    const start = clock;
    // Used every hour: the idle allowance (8 h) never runs out, the absolute limit (a day) does.
    while (clock + 3_600_000 < start + SESSION.userMaxAgeMs) {
      clock += 3_600_000;
      expect(await signedIn(token)).toBe(true);
    }
    clock = start + SESSION.userMaxAgeMs;
    expect(await signedIn(token)).toBe(false);
  });

  it('lets a remembered session live up to its own, longer limit', async () => {
    const { token } = await loginAs(app, 'viewer', { remoteAddress: '10.30.0.8', remember: true });
    const start = clock;
    for (let day = 1; day < SESSION.rememberMaxAgeMs / 86_400_000; day += 1) {
      clock = start + day * 86_400_000;
      expect(await signedIn(token)).toBe(true);
    }
    clock = start + SESSION.rememberMaxAgeMs;
    expect(await signedIn(token)).toBe(false);
  });
});

describe('request logs', () => {
  it.each(['token', 'TOKEN', 'Token', 'x-token', 'access_token', '%74oken'])(
    'never show a session token sent as ?%s=',
    async (name) => {
      const { token } = await loginAs(app, 'viewer', { remoteAddress: '10.30.0.9' });
      await app.inject({ method: 'GET', url: `${LIVE_FEED_PATH}?${name}=${token}` });
      await app.inject({ method: 'GET', url: `/api/menu/allMenu?${name}=${token}` });
      expect(logLines.some((line) => line.includes(LIVE_FEED_PATH))).toBe(true);
      expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    },
  );
});
