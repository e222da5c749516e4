import { GUIDE_BITS, PROTOCOL_VERSION, type RegionNode } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestApp({ config: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

const consentRow = (userName: string) =>
  t.db
    .selectFrom('users')
    .select(['protocol_version', 'protocol_agreed_at'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();

describe('user protocol consent', () => {
  it('asks a new user and not a long-standing one', async () => {
    const fresh = (await loginAs(t.app, 'acct_new_zh')).token;
    const admin = (await loginAs(t.app, 'admin')).token;
    const ask = await callJson(t.app, 'getProtocolConsent', {}, { token: fresh });
    expect(ask.body.result).toEqual({ agreed: false, version: PROTOCOL_VERSION, agreedAt: null });
    const known = await callJson(t.app, 'getProtocolConsent', {}, { token: admin });
    expect(known.body.result).toMatchObject({ agreed: true, version: PROTOCOL_VERSION });
  });

  it('refuses another version and records the agreement once, keeping its first time', async () => {
    const token = (await loginAs(t.app, 'acct_new_en')).token;
    const stale = await callJson(t.app, 'agreeProtocol', { version: '2019-01' }, { token, lang: 'en-US' });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe(0);
    expect((await consentRow('acct_new_en')).protocol_agreed_at).toBeNull();

    const agreedAt = clock;
    const ok = await callJson(t.app, 'agreeProtocol', { version: PROTOCOL_VERSION }, { token });
    expect(ok.body).toMatchObject({ code: 1, result: { agreed: true, agreedAt } });
    clock += 60_000;
    const again = await callJson(t.app, 'agreeProtocol', { version: PROTOCOL_VERSION }, { token });
    expect(again.body.result).toMatchObject({ agreed: true, agreedAt });
    expect(await consentRow('acct_new_en')).toEqual({
      protocol_version: PROTOCOL_VERSION,
      protocol_agreed_at: agreedAt,
    });
    // Only the caller's own row changed.
    expect((await consentRow('acct_new_zh')).protocol_agreed_at).toBeNull();
  });

  it('asks again when the agreement was to an older text', async () => {
    await t.db
      .updateTable('users')
      .set({ protocol_version: '2020-01' })
      .where('user_name', '=', 'viewer')
      .execute();
    const token = (await loginAs(t.app, 'viewer')).token;
    const ask = await callJson(t.app, 'getProtocolConsent', {}, { token });
    expect(ask.body.result).toMatchObject({ agreed: false, agreedAt: null });
  });
});

describe('licence region tree', () => {
  const find = (nodes: RegionNode[] | undefined, label: string) => nodes?.find((n) => n.label === label);

  it('lists provinces, cities and counties with three names on every path, in the caller language', async () => {
    const token = (await loginAs(t.app, 'acct_lic_zh')).token;
    const zh = (await callJson(t.app, 'regionTree', {}, { token })).body.result;
    expect(zh.length).toBeGreaterThanOrEqual(31);
    const jiangsu = find(zh, '江苏省');
    expect(jiangsu?.value).toBe('320000');
    const suzhou = find(jiangsu?.children, '苏州市');
    expect(suzhou?.value).toBe('320500');
    expect(find(suzhou?.children, '昆山市')).toBeDefined();
    const leaves = zh.flatMap((p) => (p.children ?? []).flatMap((c) => c.children ?? []));
    expect(leaves.length).toBeGreaterThan(2800);
    expect(leaves.every((leaf) => leaf.label.length > 0 && leaf.children === undefined)).toBe(true);
    expect(new Set(leaves.map((leaf) => leaf.value)).size).toBe(leaves.length);

    const en = (await callJson(t.app, 'regionTree', {}, { token, lang: 'en-US' })).body.result;
    expect(find(en, 'Jiangsu')?.value).toBe('320000');
  });

  it('needs a session', async () => {
    expect((await callJson(t.app, 'regionTree', {})).status).toBe(401);
  });
});

describe('seeded account users', () => {
  const guideOf = async (userName: string) => {
    const token = (await loginAs(t.app, userName)).token;
    return (await callJson(t.app, 'fetchCommonSetting', {}, { token })).body.result.operationalGuide;
  };

  it('meet each dialog: mandatory password, fresh guides, a company without a licence', async () => {
    const pwd = (await loginAs(t.app, 'acct_pwd_zh')).token;
    expect((await callJson(t.app, 'getPasswordOverdue', {}, { token: pwd })).body.result).toMatchObject({
      display: true,
      necessary: true,
    });
    expect(
      (await callJson(t.app, 'getModifyPasswordInfo', {}, { token: pwd })).body.result.passwordLevel,
    ).toBe(2);
    expect(await guideOf('acct_new_zh')).toBe(0);
    const lic = (await loginAs(t.app, 'acct_lic_zh')).token;
    expect((await callJson(t.app, 'haveLicense', {}, { token: lic })).body.result).toBe(false);
    expect((await guideOf('acct_lic_zh')) & GUIDE_BITS.licence).toBe(0);
  });

  it('leave the README users undisturbed: guides done, licence prompt snoozed for the second company', async () => {
    expect(await guideOf('admin')).toBe(GUIDE_BITS.firstLogin | GUIDE_BITS.onlineService);
    expect((await guideOf('other_admin')) & GUIDE_BITS.licence).toBe(GUIDE_BITS.licence);
    expect((await guideOf('acct_duty')) & GUIDE_BITS.licence).toBe(GUIDE_BITS.licence);
  });
});
