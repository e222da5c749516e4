import { CAPTCHA_COOKIE, endpointPath, ENDPOINTS, LANGUAGES, SESSION, SESSION_COOKIE } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaBypass } from '../src/app';
import { hashToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { errorText } from './helpers/messages';
import {
  call,
  callJson,
  countRows,
  DEMO_PASSWORD,
  startAppOn,
  startTestApp,
  TEST_CAPTCHA,
  type TestApp,
} from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
/** Each test signs in from its own address so the per-address limit of one test does not leak into another. */
const nextAddress = () => `10.0.0.${++address}`;

async function freshCaptcha(): Promise<{ id: string; answer: string }> {
  const res = await t.app.inject({ method: 'GET', url: endpointPath(ENDPOINTS.captcha), query: { t: '1' } });
  const cookie = res.cookies.find((c) => c.name === CAPTCHA_COOKIE);
  if (!cookie) throw new Error('no captcha cookie');
  const row = await t.db
    .selectFrom('captchas')
    .select('answer')
    .where('id', '=', cookie.value)
    .executeTakeFirstOrThrow();
  return { id: cookie.value, answer: row.answer };
}

describe('captcha image', () => {
  it('is an SVG that is never cached, with its answer kept server-side behind an HttpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpointPath(ENDPOINTS.captcha) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('<svg')).toBe(true);
    const cookie = res.cookies.find((c) => c.name === CAPTCHA_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const row = await t.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', cookie?.value ?? '')
      .executeTakeFirst();
    expect(row?.answer).toMatch(/^[a-z0-9]{4}$/);
    expect(res.body).not.toContain(row?.answer ?? '-');
  });
});

describe('login', () => {
  it('signs in with the answer of the image (any case) and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const captcha = await freshCaptcha();
    const res = await call(
      t.app,
      'login',
      { userName: 'admin', password: DEMO_PASSWORD, captcha: captcha.answer.toUpperCase() },
      { cookies: { [CAPTCHA_COOKIE]: captcha.id }, remoteAddress: nextAddress() },
    );
    const body = res.json();
    expect(body).toMatchObject({ code: 1, result: { userName: 'admin' } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.result.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(body.result.expiresAt - Date.now()).toBeGreaterThan(SESSION.userTtlMs - 60_000);

    // Only the token's hash is stored.
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', body.result.userId)
      .execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(body.result.token));
    expect(stored.map((s) => s.token_hash)).not.toContain(body.result.token);

    // The cookie alone is enough for the next call.
    const menu = await callJson(t.app, 'menuTree', undefined, {
      cookies: { [SESSION_COOKIE]: body.result.token },
    });
    expect(menu.body.code).toBe(1);
  });

  it('keeps the cookie across browser restarts only when asked to remember', async () => {
    const res = await call(
      t.app,
      'login',
      { userName: 'operator', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA, remember: true },
      { remoteAddress: nextAddress() },
    );
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.maxAge).toBe(SESSION.rememberTtlMs / 1000);
    expect(res.json().result.expiresAt - Date.now()).toBeGreaterThan(SESSION.rememberTtlMs - 60_000);
  });

  it('accepts a captcha answer only once', async () => {
    const captcha = await freshCaptcha();
    const input = { userName: 'ghost', password: 'wrong-password', captcha: captcha.answer };
    const options = {
      cookies: { [CAPTCHA_COOKIE]: captcha.id },
      remoteAddress: nextAddress(),
      lang: 'en-US' as const,
    };
    expect((await callJson(t.app, 'login', input, options)).body.message).toBe(
      errorText('en-US', 'wrongCredentials'),
    );
    expect((await callJson(t.app, 'login', input, options)).body.message).toBe(
      errorText('en-US', 'wrongCaptcha'),
    );
  });

  it('refuses an expired captcha', async () => {
    const captcha = await freshCaptcha();
    await t.db
      .updateTable('captchas')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', captcha.id)
      .execute();
    const { body } = await callJson(
      t.app,
      'login',
      { userName: 'admin', password: DEMO_PASSWORD, captcha: captcha.answer },
      { cookies: { [CAPTCHA_COOKIE]: captcha.id }, remoteAddress: nextAddress() },
    );
    expect(body).toEqual({ code: 0, message: errorText('zh-CN', 'wrongCaptcha'), result: null });
  });

  describe.each(LANGUAGES)('refusals in %s', (lang) => {
    const cases = [
      {
        what: 'a wrong password',
        input: { userName: 'admin', password: 'Wrong@Pass1', captcha: TEST_CAPTCHA },
        key: 'wrongCredentials',
      },
      {
        what: 'an unknown user, with the same message',
        input: { userName: 'nobody', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
        key: 'wrongCredentials',
      },
      {
        what: 'a wrong captcha',
        input: { userName: 'admin', password: DEMO_PASSWORD, captcha: 'zzzz' },
        key: 'wrongCaptcha',
      },
    ] as const;
    it.each(cases)(
      'refuses $what with code 0, a translated message and no session',
      async ({ input, key }) => {
        const sessionsBefore = await countRows(t.db, 'sessions');
        const res = await call(t.app, 'login', input, { lang, remoteAddress: nextAddress() });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ code: 0, message: errorText(lang, key), result: null });
        expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
        expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
      },
    );

    it('blocks an account from an address after too many failures there, even with the right password, and says for how long', async () => {
      const userName = lang === 'zh-CN' ? 'operator' : 'viewer';
      const remoteAddress = nextAddress();
      for (let i = 0; i < SESSION.loginFailuresPerAccount; i += 1) {
        const { body } = await callJson(
          t.app,
          'login',
          { userName, password: `Wrong@Pass${i}`, captcha: TEST_CAPTCHA },
          { lang, remoteAddress },
        );
        expect(body.message).toBe(errorText(lang, 'wrongCredentials'));
      }
      const sessionsBefore = await countRows(t.db, 'sessions');
      const res = await call(
        t.app,
        'login',
        { userName, password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
        { lang, remoteAddress },
      );
      const minutes = SESSION.loginDelayFirstMs / 60_000;
      expect(res.json()).toEqual({
        code: 0,
        message: errorText(lang, 'tooManyAttempts', { minutes }),
        result: null,
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);

      // The same user elsewhere is not locked out by someone else's guesses.
      const elsewhere = await callJson(
        t.app,
        'login',
        { userName, password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
        { remoteAddress: nextAddress() },
      );
      expect(elsewhere.body.code).toBe(1);
    });
  });

  it('blocks an address that fails on many accounts', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < SESSION.loginFailuresPerAddress; i += 1) {
      const { body } = await callJson(
        t.app,
        'login',
        { userName: `guess${i}`, password: 'Wrong@Pass1', captcha: TEST_CAPTCHA },
        { remoteAddress },
      );
      expect(body.code).toBe(0);
    }
    const { body } = await callJson(
      t.app,
      'login',
      { userName: 'admin', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
      { remoteAddress, lang: 'en-US' },
    );
    expect(body.message).toBe(
      errorText('en-US', 'tooManyAttempts', { minutes: SESSION.loginDelayFirstMs / 60_000 }),
    );
    const elsewhere = await callJson(
      t.app,
      'login',
      { userName: 'admin', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
      { remoteAddress: nextAddress() },
    );
    expect(elsewhere.body.code).toBe(1);
  });

  it('refuses a disabled account after checking its password', async () => {
    const operator = await t.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'operator')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', operator.id).execute();
    try {
      const sessionsBefore = await countRows(t.db, 'sessions');
      const { body } = await callJson(
        t.app,
        'login',
        { userName: 'operator', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
        { lang: 'en-US', remoteAddress: nextAddress() },
      );
      expect(body).toEqual({ code: 0, message: errorText('en-US', 'accountDisabled'), result: null });
      expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
    } finally {
      await t.db.updateTable('users').set({ disabled: 0 }).where('id', '=', operator.id).execute();
    }
  });
});

describe('test captcha switch', () => {
  it.each(['production', 'development'])('is ignored when NODE_ENV=%s', async (nodeEnv) => {
    const app = await startAppOn(t.db, { nodeEnv, testCaptcha: TEST_CAPTCHA });
    try {
      const { body } = await callJson(
        app,
        'login',
        { userName: 'admin', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA },
        { remoteAddress: nextAddress() },
      );
      expect(body).toEqual({ code: 0, message: errorText('zh-CN', 'wrongCaptcha'), result: null });
    } finally {
      await app.close();
    }
  });

  it('is read from ROADWATCH_TEST_CAPTCHA and honoured only under NODE_ENV=test', () => {
    const test = loadConfig({ NODE_ENV: 'test', ROADWATCH_TEST_CAPTCHA: 'abcd' });
    const prod = loadConfig({ NODE_ENV: 'production', ROADWATCH_TEST_CAPTCHA: 'abcd' });
    expect(captchaBypass(test.nodeEnv, test.testCaptcha)).toBe('abcd');
    expect(captchaBypass(prod.nodeEnv, prod.testCaptcha)).toBeUndefined();
    expect(captchaBypass('test', undefined)).toBeUndefined();
  });
});
