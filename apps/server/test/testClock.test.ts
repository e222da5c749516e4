import { SESSION } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_PATH } from '../src/clock/registerTestClock';
import { createTestClock, TEST_CLOCK_MAX_ADVANCE_MS } from '../src/clock/testClock';
import { callJson, loginAs, startAppOn, startTestApp, type TestApp } from './helpers/testApp';

const HOUR = 3_600_000;

/** The movable clock of a test server: what the e2e reminder spec stands on, and nothing a production server has. */
describe('test clock', () => {
  let t: TestApp;
  // The wall stands still here, so every figure below is exact.
  let wall = Date.UTC(2026, 10, 28, 2);
  const clock = createTestClock(() => wall);

  beforeAll(async () => {
    t = await startTestApp({ config: { testClock: clock } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const advance = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: payload as object });

  it('moves the server time a session lives in: a sign-in ends once its idle time has passed', async () => {
    const { token } = await loginAs(t.app, 'admin');
    const before = await callJson(t.app, 'menuTree', undefined, { token });
    expect(before.body.code).toBe(1);

    const moved = await advance({ ms: SESSION.userTtlMs + HOUR });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ code: 1, result: { now: wall + SESSION.userTtlMs + HOUR } });
    const after = await callJson(t.app, 'menuTree', undefined, { token });
    expect(after.status).toBe(401);
    // The wall goes on; the offset stays.
    wall += 1000;
    expect(clock.now()).toBe(wall + SESSION.userTtlMs + HOUR);
  });

  it('refuses going back, fractions, more than a year and a day in total, and stray fields; time stays put', async () => {
    const at = clock.now();
    for (const payload of [
      { ms: -1 },
      { ms: 1.5 },
      { ms: '60000' },
      { ms: TEST_CLOCK_MAX_ADVANCE_MS },
      { ms: 1, offset: 5 },
      {},
    ]) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, result: null });
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
    expect(clock.now()).toBe(at);
  });

  it('does not exist without a test clock, nor outside NODE_ENV=test', async () => {
    for (const config of [{}, { nodeEnv: 'production', testClock: createTestClock() }]) {
      const app = await startAppOn(t.db, config);
      try {
        const res = await app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { ms: 1000 } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 0 });
      } finally {
        await app.close();
      }
    }
  });
});
