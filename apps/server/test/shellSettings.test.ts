import { FLOATING_MESSAGE_SOURCES, GUIDE_BITS, LIMITS, TRACK_DEFAULTS } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDutyChecks } from '../src/features/sentry/demoDutyChecks';
import { errorText } from './helpers/messages';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let clock = Date.now();
let admin: string;
let viewer: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await startTestApp({ config: { now: () => clock } });
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
});
afterAll(async () => {
  await t?.close();
});

const licenceOf = async (companyId: number) =>
  (
    await t.db
      .selectFrom('companies')
      .select('licence_number')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).licence_number;

const LICENCE = {
  provinceName: '江苏省',
  cityName: '苏州市',
  countyName: '昆山市',
  bin: '320583',
  foodBusiLicNum: '320583001234',
  registerAddress: '昆山市前进中路1号',
};

describe('licence', () => {
  it('knows which company has a licence', async () => {
    expect((await callJson(t.app, 'haveLicense', {}, { token: admin })).body.result).toBe(true);
    expect((await callJson(t.app, 'haveLicense', {}, { token: otherAdmin })).body.result).toBe(false);
  });

  it('refuses 11 digits, a missing region and a non-administrator, writing nothing', async () => {
    const eleven = await callJson(
      t.app,
      'addLicense',
      { ...LICENCE, foodBusiLicNum: '32058300123' },
      { token: otherAdmin, lang: 'en-US' },
    );
    expect(eleven.body.code).toBe(0);
    expect(eleven.body.message).toContain(resources['en-US'].validation.licenceDigits);
    const noCounty = await callJson(
      t.app,
      'addLicense',
      { ...LICENCE, countyName: '' },
      { token: otherAdmin, lang: 'en-US' },
    );
    expect(noCounty.body.message).toContain(resources['en-US'].validation.regionRequired);
    const byViewer = await callJson(t.app, 'addLicense', LICENCE, { token: viewer, lang: 'en-US' });
    expect(byViewer.body).toMatchObject({ code: 0, message: errorText('en-US', 'licenceAdminOnly') });
    expect(await licenceOf(2)).toBeNull();
  });

  it('registers 12 digits once for the administrator', async () => {
    const { body } = await callJson(t.app, 'addLicense', LICENCE, { token: otherAdmin });
    expect(body.code).toBe(1);
    expect(await licenceOf(2)).toBe('320583001234');
    expect((await callJson(t.app, 'haveLicense', {}, { token: otherAdmin })).body.result).toBe(true);
    const again = await callJson(
      t.app,
      'addLicense',
      { ...LICENCE, foodBusiLicNum: '999999999999' },
      { token: otherAdmin, lang: 'en-US' },
    );
    expect(again.body).toMatchObject({ code: 0, message: errorText('en-US', 'licenceAlreadyGiven') });
    expect(await licenceOf(2)).toBe('320583001234');
  });
});

describe('sentry reply', () => {
  const pending = () =>
    t.db
      .selectFrom('sentry_messages')
      .selectAll()
      .where('company_id', '=', 1)
      .where('answered_at', 'is', null)
      .orderBy('insert_time')
      .execute();

  it('has no answerable duty check until the upper platform sends one', async () => {
    const summary = (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: admin })).body.result;
    expect(summary.sentryInfo).toBeNull();
    await issueDutyChecks(t.db, clock - 60_000);
    await issueDutyChecks(t.db, clock - 30_000);
  });

  it('shows the oldest answerable duty check in the summary', async () => {
    const summary = (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: admin })).body.result;
    const open = (await pending()).filter((m) => clock - Number(m.insert_time) <= LIMITS.sentryReplyWindowMs);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(summary.sentryInfo).toMatchObject({ msgId: open[0]?.msg_id, flag: 1 });
  });

  it('refuses a reply after 5 minutes, answers within them and hands over the next check', async () => {
    const [older, newer] = (await pending()).filter(
      (m) => clock - Number(m.insert_time) <= LIMITS.sentryReplyWindowMs,
    );
    if (!older || !newer) throw new Error('no answerable duty checks were issued');
    const reply = (m: typeof older, answerContent: string) =>
      callJson(
        t.app,
        'sentryReply',
        { answerContent, platId: m.plat_id, msgId: m.msg_id },
        { token: admin, lang: 'en-US' },
      );

    const tooLong = await reply(older, 'x'.repeat(51));
    expect(tooLong.body.code).toBe(0);
    const saved = clock;
    clock = Number(older.insert_time) + LIMITS.sentryReplyWindowMs + 1000;
    const late = await reply(older, '在岗');
    expect(late.body).toMatchObject({
      code: 0,
      message: errorText('en-US', 'sentryReplyExpired', { minutes: 5 }),
    });
    clock = saved;
    const row = await t.db
      .selectFrom('sentry_messages')
      .select('answered_at')
      .where('msg_id', '=', older.msg_id)
      .executeTakeFirstOrThrow();
    expect(row.answered_at).toBeNull();

    const ok = await reply(older, '张三在岗');
    expect(ok.body.code).toBe(1);
    expect(ok.body.result).toMatchObject({ msgId: newer.msg_id });
    const twice = await reply(older, '张三在岗');
    expect(twice.body).toMatchObject({ code: 0, message: errorText('en-US', 'sentryNotFound') });
    // Another company cannot answer company 1's check.
    const foreign = await callJson(
      t.app,
      'sentryReply',
      { answerContent: '在岗', platId: newer.plat_id, msgId: newer.msg_id },
      { token: otherAdmin },
    );
    expect(foreign.body.code).toBe(0);
    const last = await reply(newer, '在岗');
    expect(last.body).toMatchObject({ code: 1, result: null });
  });
});

describe('demo duty checks', () => {
  it('issues an answerable duty check to every company', async () => {
    const at = clock + 1;
    expect(await issueDutyChecks(t.db, at)).toBe(2);
    const rows = await t.db.selectFrom('sentry_messages').selectAll().where('insert_time', '=', at).execute();
    expect(rows.map((r) => r.company_id).sort()).toEqual([1, 2]);
    const own = rows.find((r) => r.company_id === 2);
    if (!own) throw new Error('no check for company 2');
    const input = { answerContent: '在岗', platId: own.plat_id, msgId: own.msg_id };
    expect((await callJson(t.app, 'sentryReply', input, { token: otherAdmin })).body.code).toBe(1);
  });
});

describe('guides, business info and common settings', () => {
  it('persists the guide bits and refuses unknown bits', async () => {
    const mask = GUIDE_BITS.firstLogin | GUIDE_BITS.licence;
    expect(
      (await callJson(t.app, 'updateOperationalGuide', { operationalGuide: mask }, { token: viewer })).body
        .code,
    ).toBe(1);
    const bad = await callJson(
      t.app,
      'updateOperationalGuide',
      { operationalGuide: mask | 2 },
      { token: viewer },
    );
    expect(bad.status).toBe(400);
    const settings = (await callJson(t.app, 'fetchCommonSetting', {}, { token: viewer })).body.result;
    expect(settings.operationalGuide).toBe(mask);
    expect(settings.trackSettings.replayLineWidth).toBe(TRACK_DEFAULTS.lineWidth);
    // Another user's bits are their own (the seeded admin has finished both guides).
    expect(
      (await callJson(t.app, 'fetchCommonSetting', {}, { token: admin })).body.result.operationalGuide,
    ).toBe(GUIDE_BITS.firstLogin | GUIDE_BITS.onlineService);
  });

  it('offers the loan to a licensed company', async () => {
    const info = (await callJson(t.app, 'getBusinessInfo', {}, { token: admin })).body.result;
    expect(info.isLoanCorp).toBe(true);
    expect(info.wechatUrl).toMatch(/^https:\/\//);
  });
});

describe('messages', () => {
  it('lists messages from several sources, including the floating ones, and marks them read', async () => {
    const summary = (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: viewer, lang: 'en-US' }))
      .body.result;
    expect(summary.messageCount).toBeGreaterThan(0);
    const sources = new Set(summary.messageList.map((m) => m.source));
    for (const s of FLOATING_MESSAGE_SOURCES) expect(sources.has(s)).toBe(true);
    expect([...sources].some((s) => !(FLOATING_MESSAGE_SOURCES as readonly number[]).includes(s))).toBe(true);
    const first = summary.messageList[0];
    if (!first) throw new Error('no message');

    const read = await callJson(t.app, 'readMessage', { messageId: first.messageId }, { token: viewer });
    expect(read.body.code).toBe(1);
    const after = (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: viewer })).body.result;
    expect(after.messageCount).toBe(summary.messageCount - 1);
    // Another user's message is "not found".
    expect(
      (await callJson(t.app, 'readMessage', { messageId: first.messageId }, { token: admin })).body.code,
    ).toBe(0);

    const page = (await callJson(t.app, 'fetchMessageList', { curPage: 1, pageSize: 3 }, { token: viewer }))
      .body.result;
    expect(page.data).toHaveLength(3);
    expect(page.totalRecords).toBeGreaterThan(3);
    expect(page.data.find((m) => m.messageId === first.messageId)?.read).toBe(true);

    expect((await callJson(t.app, 'readMessage', {}, { token: viewer })).body.code).toBe(1);
    const none = (
      await callJson(
        t.app,
        'fetchMessageList',
        { curPage: 1, pageSize: 10, unreadOnly: true },
        { token: viewer },
      )
    ).body.result;
    expect(none.totalRecords).toBe(0);
  });
});

// Last: moving the clock a day on makes sign-ins purge the other sessions of this file.
describe('licence prompt snooze', () => {
  it('brings the dismissed licence prompt back after 24 hours', async () => {
    const mask = GUIDE_BITS.firstLogin | GUIDE_BITS.licence;
    const start = clock;
    // Sessions lapse after 8 idle hours, so each step of the day signs in afresh.
    const at = async (ms: number) => {
      clock = start + ms;
      // A user who never dismissed the prompt (the seeded other_admin did, at seeding time).
      return (await loginAs(t.app, 'acct_lic_en')).token;
    };
    const guideOf = async (token: string) =>
      (await callJson(t.app, 'fetchCommonSetting', {}, { token })).body.result.operationalGuide;
    try {
      const token = await at(0);
      const saved = await callJson(t.app, 'updateOperationalGuide', { operationalGuide: mask }, { token });
      expect(saved.body.code).toBe(1);
      const later = await at(23 * 3_600_000);
      expect(await guideOf(later)).toBe(mask);
      // Saving another bit meanwhile does not extend the snooze.
      const withService = mask | GUIDE_BITS.onlineService;
      await callJson(t.app, 'updateOperationalGuide', { operationalGuide: withService }, { token: later });
      expect(await guideOf(await at(24 * 3_600_000 + 1))).toBe(withService & ~GUIDE_BITS.licence);
    } finally {
      clock = start;
    }
  });
});
