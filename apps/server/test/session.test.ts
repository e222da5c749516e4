import { SESSION, SESSION_COOKIE, TOKEN_HEADER } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { errorText } from './helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function sessionRow(token: string) {
  return t.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

describe('sessions', () => {
  it('answers 401 with the envelope and a translated message when no token is sent', async () => {
    const zh = await callJson(t.app, 'menuTree');
    expect(zh).toEqual({
      status: 401,
      body: { code: 0, message: errorText('zh-CN', 'notSignedIn'), result: null },
    });
    const en = await callJson(t.app, 'loginUserMessage', undefined, { acceptLanguage: 'en-GB,en;q=0.8' });
    expect(en.body.message).toBe(errorText('en-US', 'notSignedIn'));
  });

  it('answers 401 for a token it never issued', async () => {
    expect((await callJson(t.app, 'menuTree', undefined, { token: 'not-a-real-token' })).status).toBe(401);
  });

  it('accepts the token in the x-token header', async () => {
    const { token } = await loginAs(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/loginUserMessage',
      headers: { [TOKEN_HEADER]: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, result: { userName: 'admin' } });
  });

  it('answers 401 once the session has expired, and forgets it', async () => {
    const { token } = await loginAs(t.app, 'viewer');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await callJson(t.app, 'menuTree', undefined, { token, lang: 'en-US' });
    expect(res).toEqual({
      status: 401,
      body: { code: 0, message: errorText('en-US', 'notSignedIn'), result: null },
    });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('slides the expiry forward while the session is in use', async () => {
    const { token } = await loginAs(t.app, 'viewer');
    const now = Date.now();
    const idle = SESSION.userTtlMs;
    // Last used two hours ago; six hours left of its eight-hour allowance.
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: now - 2 * 3_600_000, expires_at: now + idle - 2 * 3_600_000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await callJson(t.app, 'allMenu', undefined, { token })).body.code).toBe(1);
    const row = await sessionRow(token);
    expect(row?.last_seen_at).toBeGreaterThanOrEqual(now);
    expect(row?.expires_at).toBeGreaterThanOrEqual(now + idle);
  });

  it('signing out deletes the session, clears the cookie and the token stops working', async () => {
    const { token } = await loginAs(t.app, 'operator');
    const res = await call(t.app, 'signOutNoRedirect', undefined, { cookies: { [SESSION_COOKIE]: token } });
    expect(res.json()).toEqual({ code: 1, message: '', result: null });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await sessionRow(token)).toBeUndefined();
    expect((await callJson(t.app, 'menuTree', undefined, { token })).status).toBe(401);
    expect((await callJson(t.app, 'signOutNoRedirect', undefined, { token })).status).toBe(401);
  });

  it('ends the sessions of a user who is disabled', async () => {
    const { token, userId } = await loginAs(t.app, 'operator');
    await t.db.updateTable('users').set({ disabled: 1 }).where('id', '=', userId).execute();
    try {
      expect((await callJson(t.app, 'menuTree', undefined, { token })).status).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ disabled: 0 }).where('id', '=', userId).execute();
    }
  });
});
