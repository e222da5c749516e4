import { ENDPOINTS, endpointPath, SESSION, SESSION_COOKIE } from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from './helpers/messages';
import {
  countRows,
  DEMO_PASSWORD,
  startAppOn,
  startTestApp,
  TEST_CAPTCHA,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
let app: FastifyInstance;
let clock = Date.parse('2026-11-26T08:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  app = await startAppOn(t.db, { testCaptcha: TEST_CAPTCHA, now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

let address = 0;
const nextAddress = () => `10.20.0.${++address}`;

function signIn(userName: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: endpointPath(ENDPOINTS.login),
    remoteAddress,
    headers: { cookie: 'lang=en-US' },
    payload: { userName, password, captcha: TEST_CAPTCHA },
  });
}

const message = async (res: ReturnType<typeof signIn>) => (await res).json().message as string;
const wrong = errorText('en-US', 'wrongCredentials');
const lockedFor = (minutes: number) => errorText('en-US', 'tooManyAttempts', { minutes });

describe('sign-in limits under parallel attempts', () => {
  it('verifies at most the free failures when 300 wrong passwords for one account arrive at once', async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => message(signIn('operator', `Wrong@Pass${i}`, from))),
    );
    expect(answers.filter((m) => m === wrong)).toHaveLength(SESSION.loginFailuresPerAccount);
    expect(answers.filter((m) => m === lockedFor(1))).toHaveLength(300 - SESSION.loginFailuresPerAccount);
  });

  it('lets no sign-in through once locked, even the right password among 39 wrong ones in parallel', async () => {
    const from = nextAddress();
    for (let i = 0; i < SESSION.loginFailuresPerAccount; i += 1)
      expect(await message(signIn('viewer', `Wrong@Pass${i}`, from))).toBe(wrong);
    const sessionsBefore = await countRows(t.db, 'sessions');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn('viewer', i === 17 ? DEMO_PASSWORD : `Wrong@Pass${i}`, from),
      ),
    );
    for (const res of responses) {
      expect(res.json()).toMatchObject({ code: 0, message: lockedFor(1) });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
  });

  it('does not refuse many right passwords for one account arriving at once (parallel test runners)', async () => {
    const from = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: SESSION.loginFailuresPerAddress + 10 }, () =>
        signIn('admin', DEMO_PASSWORD, from),
      ),
    );
    expect(responses.map((res) => res.json().code)).toEqual(responses.map(() => 1));
  });
});

describe('sign-in locks', () => {
  it('lock the account only from the address that failed, not from another', async () => {
    const attacker = nextAddress();
    for (let i = 0; i < SESSION.loginFailuresPerAccount; i += 1)
      expect(await message(signIn('other_admin', `Wrong@Pass${i}`, attacker))).toBe(wrong);
    expect(await message(signIn('other_admin', DEMO_PASSWORD, attacker))).toBe(lockedFor(1));
    const owner = await signIn('other_admin', DEMO_PASSWORD, nextAddress());
    expect(owner.json().code).toBe(1);
  });

  it('grow longer with each failure after the free ones: 1, 2, 4 minutes, at most the maximum', async () => {
    const from = nextAddress();
    for (let i = 0; i < SESSION.loginFailuresPerAccount; i += 1)
      expect(await message(signIn('acct_duty', `Wrong@Pass${i}`, from))).toBe(wrong);
    expect(await message(signIn('acct_duty', DEMO_PASSWORD, from))).toBe(lockedFor(1));

    clock += 60_000;
    expect(await message(signIn('acct_duty', 'Wrong@Again1', from))).toBe(wrong);
    expect(await message(signIn('acct_duty', DEMO_PASSWORD, from))).toBe(lockedFor(2));
    clock += 60_000;
    expect(await message(signIn('acct_duty', DEMO_PASSWORD, from))).toBe(lockedFor(1));
    clock += 60_000;
    expect(await message(signIn('acct_duty', 'Wrong@Again2', from))).toBe(wrong);
    expect(await message(signIn('acct_duty', DEMO_PASSWORD, from))).toBe(lockedFor(4));

    for (let step = 0; step < 6; step += 1) {
      clock += SESSION.loginDelayMaxMs;
      expect(await message(signIn('acct_duty', `Wrong@Step${step}`, from))).toBe(wrong);
    }
    expect(await message(signIn('acct_duty', DEMO_PASSWORD, from))).toBe(
      lockedFor(SESSION.loginDelayMaxMs / 60_000),
    );

    // The right password after the wait signs in and forgives the failures.
    clock += SESSION.loginDelayMaxMs;
    expect((await signIn('acct_duty', DEMO_PASSWORD, from)).json().code).toBe(1);
    expect(await message(signIn('acct_duty', 'Wrong@Later1', from))).toBe(wrong);
    expect((await signIn('acct_duty', DEMO_PASSWORD, from)).json().code).toBe(1);
  });

  it('are forgotten a window after the last failure', async () => {
    const from = nextAddress();
    for (let i = 0; i < SESSION.loginFailuresPerAccount; i += 1)
      expect(await message(signIn('acct_new_zh', `Wrong@Pass${i}`, from))).toBe(wrong);
    clock += SESSION.loginWindowMs;
    for (let i = 0; i < SESSION.loginFailuresPerAccount; i += 1)
      expect(await message(signIn('acct_new_zh', `Wrong@Pass${i}`, from))).toBe(wrong);
    expect(await message(signIn('acct_new_zh', DEMO_PASSWORD, from))).toBe(lockedFor(1));
  });
});
