import type { Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { errorText } from './helpers/messages';
import { callJson, DEMO_PASSWORD, loginAs, startTestApp, type TestApp } from './helpers/testApp';

const DAY_MS = 86_400_000;
let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

type ValidationKey = keyof (typeof resources)['zh-CN']['validation'];
const rule = (lang: Language, key: ValidationKey): string => resources[lang].validation[key];

async function userRow(userName: string) {
  return t.db
    .selectFrom('users')
    .select(['password_hash', 'password_modified_at', 'must_change_password'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
}

describe('password notice and detail', () => {
  it('asks for a mandatory change when the user must change the initial password', async () => {
    await t.db
      .updateTable('users')
      .set({ must_change_password: 1 })
      .where('user_name', '=', 'viewer')
      .execute();
    const { token } = await loginAs(t.app, 'viewer');
    const { body } = await callJson(t.app, 'getPasswordOverdue', {}, { token, lang: 'en-US' });
    expect(body.result).toMatchObject({
      display: true,
      necessary: true,
      content: errorText('en-US', 'passwordMustChange'),
    });
  });

  it('reminds (not mandatory) once the password is older than 90 days, and is quiet before', async () => {
    const { token } = await loginAs(t.app, 'operator');
    const setAge = (days: number) =>
      t.db
        .updateTable('users')
        .set({ password_modified_at: clock - days * DAY_MS })
        .where('user_name', '=', 'operator')
        .execute();
    await setAge(89);
    const fresh = await callJson(t.app, 'getPasswordOverdue', {}, { token });
    expect(fresh.body.result).toMatchObject({
      display: false,
      necessary: false,
      lastPasswordModifiedTime: clock - 89 * DAY_MS,
    });
    await setAge(91);
    const old = await callJson(t.app, 'getPasswordOverdue', {}, { token, lang: 'zh-CN' });
    expect(old.body.result).toMatchObject({
      display: true,
      necessary: false,
      content: errorText('zh-CN', 'passwordOverdue', { days: 90 }),
    });
  });

  it("gives the user's required strength", async () => {
    const admin = await loginAs(t.app, 'admin');
    const operator = await loginAs(t.app, 'operator');
    expect(
      (await callJson(t.app, 'getModifyPasswordInfo', {}, { token: admin.token })).body.result.passwordLevel,
    ).toBe(2);
    expect(
      (await callJson(t.app, 'getModifyPasswordInfo', {}, { token: operator.token })).body.result
        .passwordLevel,
    ).toBe(1);
  });
});

describe('modifyPassword', () => {
  const cases: { what: string; form: Record<string, string>; message: (lang: Language) => string }[] = [
    { what: 'too short', form: { newPassword: 'Ab@1234' }, message: (l) => rule(l, 'passwordLength') },
    {
      what: 'too long',
      form: { newPassword: 'Ab@1234567890123' },
      message: (l) => rule(l, 'passwordLength'),
    },
    { what: 'Chinese', form: { newPassword: 'Ab@12345中' }, message: (l) => rule(l, 'passwordChinese') },
    { what: 'full-width', form: { newPassword: 'Ab@12345Ａ' }, message: (l) => rule(l, 'passwordFullWidth') },
    { what: 'a space', form: { newPassword: 'Ab@1 2345' }, message: (l) => rule(l, 'passwordSpace') },
    // The administrator's level is 2: letters and digits alone are too weak for them.
    {
      what: 'too weak for the level',
      form: { newPassword: 'Abc123456' },
      message: (l) => rule(l, 'passwordWeak'),
    },
    {
      what: 'a different confirmation',
      form: { confirmPassword: 'Other@Pass22' },
      message: (l) => rule(l, 'passwordMismatch'),
    },
    { what: 'no old password', form: { oldPassword: '' }, message: (l) => rule(l, 'required') },
    {
      what: 'a wrong old password',
      form: { oldPassword: 'Wrong@Pass1' },
      message: (l) => errorText(l, 'wrongOldPassword'),
    },
    {
      what: 'the old password again',
      form: { newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      message: (l) => errorText(l, 'samePassword'),
    },
  ];

  it.each(cases)(
    'refuses $what with its message in both languages and writes nothing',
    async ({ form, message }) => {
      const { token } = await loginAs(t.app, 'admin');
      const before = await userRow('admin');
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const newPassword = form.newPassword ?? 'Newer@Pass22';
        const input = { oldPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword, ...form };
        const { body } = await callJson(t.app, 'modifyPassword', input, { token, lang });
        expect(body.code).toBe(0);
        expect(body.message).toContain(message(lang));
      }
      expect(await userRow('admin')).toEqual(before);
    },
  );

  it('changes the hash and the change time, clears the mandatory flag, and the new password signs in', async () => {
    await t.db
      .updateTable('users')
      .set({ must_change_password: 1 })
      .where('user_name', '=', 'operator')
      .execute();
    const { token } = await loginAs(t.app, 'operator');
    clock = Date.now() + 1000;
    const input = { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2026pw', confirmPassword: 'Fresh2026pw' };
    const { body } = await callJson(t.app, 'modifyPassword', input, { token });
    expect(body.code).toBe(1);
    const after = await userRow('operator');
    expect(await verifyPassword('Fresh2026pw', after.password_hash)).toBe(true);
    expect(Number(after.password_modified_at)).toBe(clock);
    expect(after.must_change_password).toBe(0);
    await expect(loginAs(t.app, 'operator', { password: 'Fresh2026pw' })).resolves.toBeDefined();
    const overdue = await callJson(t.app, 'getPasswordOverdue', {}, { token });
    expect(overdue.body.result.display).toBe(false);
  });
});
