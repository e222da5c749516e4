import {
  ALARM_CLASS,
  ALARM_NOTICE_LIMITS,
  DAY_MS,
  HANDLE_STATUS,
  chinaDayStart,
  type AlarmNoticeInput,
} from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmName } from '../src/features/alarmHandling/alarmNames';
import { alarmNoticeSenders, loadAlarmNoticeConfig } from '../src/features/alarmNotice/alarmNoticeConfig';
import { createAlarmNotifier, type AlarmNotifier } from '../src/features/alarmNotice/createAlarmNotifier';
import { errorText, looksLeaky } from './helpers/messages';
import { startHttpReceiver, startSmtpReceiver } from './helpers/noticeReceivers';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/** The notifier's clock: moved by the tests, never by the hour they run at. */
const START = Date.now();
let clock = START;
const now = () => clock;
const MINUTE = 60_000;

let t: TestApp;
let admin: string;
let otherAdmin: string;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sms: Awaited<ReturnType<typeof startHttpReceiver>>;
let wechat: Awaited<ReturnType<typeof startHttpReceiver>>;
let smsStatus = 200;
let notifier: AlarmNotifier;
const notifiers: AlarmNotifier[] = [];

function senders() {
  const config = loadAlarmNoticeConfig({
    ROADWATCH_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ROADWATCH_SMTP_FROM: 'alarms@roadwatch.test',
    ROADWATCH_SMS_URL: sms.url,
    ROADWATCH_SMS_TOKEN: 'sms-secret',
    ROADWATCH_WECHAT_URL: wechat.url,
    ROADWATCH_NOTICE_TIMEOUT_S: '5',
  });
  return alarmNoticeSenders(config, null);
}
function newNotifier(configured = true): AlarmNotifier {
  const n = createAlarmNotifier({ db: t.db, senders: configured ? senders() : {}, now });
  notifiers.push(n);
  return n;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
  smtp = await startSmtpReceiver();
  sms = await startHttpReceiver(() => smsStatus);
  wechat = await startHttpReceiver();
  notifier = newNotifier();
});
afterAll(async () => {
  await Promise.all(notifiers.map((n) => n.stop()));
  await Promise.all([smtp?.close(), sms?.close(), wechat?.close()]);
  await t?.close();
});

/** An unhandled vehicle alarm of company 1 on a vehicle no other test notified about (each has its own cap). */
const usedVehicles = new Set<number>();
async function pickAlarm(level?: number) {
  let q = t.db
    .selectFrom('alarms as a')
    .innerJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .select(['a.guid', 'a.vehicle_id', 'a.first_type', 'a.second_type', 'a.level', 'a.begin_time', 'v.plate'])
    .where('a.company_id', '=', 1)
    .where('a.alarm_class', '=', ALARM_CLASS.vehicle)
    .where('a.handle_status', '=', HANDLE_STATUS.unprocessed);
  if (level !== undefined) q = q.where('a.level', '=', level);
  const rows = await q.orderBy('a.begin_time', 'desc').limit(500).execute();
  const row = rows.find((r) => r.vehicle_id !== null && !usedVehicles.has(r.vehicle_id));
  if (!row || row.vehicle_id === null) throw new Error('the demo data has no such alarm');
  usedVehicles.add(row.vehicle_id);
  return { ...row, vehicle_id: row.vehicle_id };
}

type Picked = Awaited<ReturnType<typeof pickAlarm>>;
function inputFor(a: Picked, extra: Partial<AlarmNoticeInput> = {}): AlarmNoticeInput {
  return {
    alarm: {
      guid: a.guid,
      companyId: 1,
      vehicleId: a.vehicle_id,
      plate: a.plate,
      firstType: a.first_type,
      secondType: a.second_type,
      level: a.level,
      placeName: '深圳市南山区科技园',
      beginTime: Number(a.begin_time),
    },
    contacts: [
      { name: '调度员', phone: '13800000000', email: 'dispatcher@fleet.test', wechat: 'wx_dispatch01' },
    ],
    methods: ['sms'],
    ...extra,
  };
}

const rowsOf = (guid: string) =>
  t.db.selectFrom('alarm_notifications').selectAll().where('alarm_guid', '=', guid).orderBy('id').execute();
const smsTo = (guid: string) => sms.requests.filter((r) => String(r.body.text).includes(guid));

async function advance(ms: number, n: AlarmNotifier = notifier) {
  clock += ms;
  await n.tick();
  await n.idle();
}

describe('alarm notices', () => {
  it('e-mails, texts and WeChats a level-2 alarm with its plate, type and place, and lists the attempts masked', async () => {
    const a = await pickAlarm(2);
    const input = inputFor(a, { methods: ['email', 'sms', 'wechat'] });
    const smsBefore = sms.requests.length;
    expect(await notifier.notifyAlarm(input)).toBe(true);
    await notifier.idle();

    const typeName = alarmName(createI18n('zh-CN').t, a.first_type, a.second_type);
    const mail = smtp.mails.find((m) => m.subject.includes(a.plate));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('alarms@roadwatch.test');
    expect(mail?.to).toEqual(['dispatcher@fleet.test']);
    expect(mail?.subject).toBe(`报警通知：${a.plate} ${typeName}（中风险）`);
    expect(mail?.text).toContain(a.plate);
    expect(mail?.text).toContain(typeName);
    expect(mail?.text).toContain('深圳市南山区科技园');

    const textSms = sms.requests.slice(smsBefore);
    expect(textSms).toHaveLength(1);
    expect(textSms[0]?.body).toMatchObject({ channel: 'sms', to: '13800000000', text: mail?.text });
    expect(textSms[0]?.headers.authorization).toBe('Bearer sms-secret');
    expect(wechat.requests.at(-1)?.body).toMatchObject({
      channel: 'wechat',
      to: 'wx_dispatch01',
      text: mail?.text,
    });

    const rows = await rowsOf(a.guid);
    expect(rows.map((r) => [r.channel, r.status, r.attempt_no])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
      ['wechat', 'sent', 1],
    ]);
    // A second call for the same alarm (the pipeline retrying) sends nothing again.
    expect(await notifier.notifyAlarm(input)).toBe(false);

    const listed = await callJson(t.app, 'fetchAlarmNotices', { alarmGuid: a.guid }, { token: admin });
    expect(listed.body.code).toBe(1);
    expect(listed.body.result?.map((r) => [r.channel, r.recipient, r.status, r.reason])).toEqual([
      ['email', 'd***@fleet.test', 'sent', ''],
      ['sms', '138****0000', 'sent', ''],
      ['wechat', 'w***1', 'sent', ''],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('13800000000');
  });

  it('answers "not found" to another tenant and to an unknown alarm, without a stack', async () => {
    const a = await pickAlarm();
    await notifier.notifyAlarm(inputFor(a));
    await notifier.idle();
    for (const [token, guid] of [
      [otherAdmin, a.guid],
      [admin, 'no-such-alarm'],
    ] as const) {
      const res = await callJson(t.app, 'fetchAlarmNotices', { alarmGuid: guid }, { token });
      expect(res.body).toMatchObject({ code: 0, result: null, message: errorText('zh-CN', 'notFound') });
      expect(looksLeaky(res.body.message)).toBe(false);
    }
  });

  it('records channels that are not configured (and contacts without the address) instead of dropping them', async () => {
    const bare = newNotifier(false);
    const a = await pickAlarm();
    const input = inputFor(a, {
      methods: ['email', 'sms'],
      contacts: [{ name: '值班', phone: '13900001111' }],
      terminalNotice: { mode: 'tts', text: '请注意安全驾驶' },
    });
    await bare.notifyAlarm(input);
    await bare.idle();
    const rows = await rowsOf(a.guid);
    expect(rows.map((r) => [r.channel, r.recipient, r.status, r.reason])).toEqual([
      ['email', '值班', 'skipped', 'noAddress'],
      ['sms', '13900001111', 'skipped', 'notConfigured'],
      ['terminal', a.plate, 'skipped', 'notConfigured'],
    ]);
    const en = await callJson(
      t.app,
      'fetchAlarmNotices',
      { alarmGuid: a.guid },
      { token: admin, lang: 'en-US' },
    );
    expect(en.body.result?.map((r) => r.reason)).toEqual([
      'The contact has no address for this channel',
      'This channel is not configured',
      'This channel is not configured',
    ]);
    // Nothing was sendable, so the vehicle's daily count is untouched.
    const counted = await t.db
      .selectFrom('alarm_notice_daily')
      .select('count')
      .where('vehicle_id', '=', a.vehicle_id)
      .executeTakeFirst();
    expect(counted).toBeUndefined();
  });

  it('retries a provider answering 500 with back-off, then records it failed', async () => {
    const a = await pickAlarm();
    smsStatus = 500;
    try {
      await notifier.notifyAlarm(inputFor(a));
      await notifier.idle();
      expect(smsTo(a.plate)).toHaveLength(1);
      await advance(29_000);
      expect(smsTo(a.plate)).toHaveLength(1);
      await advance(1_000);
      expect(smsTo(a.plate)).toHaveLength(2);
      await advance(120_000);
      expect(smsTo(a.plate)).toHaveLength(3);
      await advance(DAY_MS / 2);
      expect(smsTo(a.plate)).toHaveLength(ALARM_NOTICE_LIMITS.attemptsMax);
    } finally {
      smsStatus = 200;
    }
    const rows = await rowsOf(a.guid);
    expect(rows.map((r) => [r.attempt_no, r.status, r.reason])).toEqual([
      [1, 'failed', 'providerFailed'],
      [2, 'failed', 'providerFailed'],
      [3, 'failed', 'providerFailed'],
    ]);
    const listed = await callJson(t.app, 'fetchAlarmNotices', { alarmGuid: a.guid }, { token: admin });
    for (const row of listed.body.result ?? []) {
      expect(row.reason).toMatch(/^服务商返回失败 \(HTTP 500/);
      expect(looksLeaky(row.reason)).toBe(false);
    }
  });

  it('sends at most 20 notices per vehicle per China day; the 21st is recorded skipped', async () => {
    const a = await pickAlarm();
    const guids = Array.from({ length: 21 }, (_, i) => `${a.guid}-cap-${i + 1}`);
    for (const guid of guids) await notifier.notifyAlarm(inputFor({ ...a, guid }));
    await notifier.idle();
    const sent = await Promise.all(
      guids.map(async (g) => (await rowsOf(g)).map((r) => [r.status, r.reason])),
    );
    expect(sent.slice(0, 20).every((rows) => rows[0]?.[0] === 'sent')).toBe(true);
    expect(sent[20]).toEqual([['skipped', 'dailyLimit']]);
    expect(smsTo(a.plate)).toHaveLength(20);
    // The next day in China starts a new count.
    clock = chinaDayStart(clock) + DAY_MS + 60 * MINUTE;
    await notifier.notifyAlarm(inputFor({ ...a, guid: `${a.guid}-next-day` }));
    await notifier.idle();
    expect((await rowsOf(`${a.guid}-next-day`))[0]?.status).toBe('sent');
  });

  it('reminds at most 5 times while the alarm stays unhandled', async () => {
    const a = await pickAlarm();
    await notifier.notifyAlarm(inputFor(a, { reminders: { count: 9, intervalMinutes: 10 } }));
    await notifier.idle();
    for (let i = 0; i < 8; i += 1) await advance(10 * MINUTE);
    const rows = await rowsOf(a.guid);
    expect(rows.map((r) => r.round)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(smsTo(a.plate).map((r) => String(r.body.text).slice(0, 5))).toEqual([
      '车辆' + a.plate.slice(0, 3),
      '第1次提醒',
      '第2次提醒',
      '第3次提醒',
      '第4次提醒',
      '第5次提醒',
    ]);
  });

  it('stops reminding once the alarm is handled', async () => {
    const a = await pickAlarm();
    await notifier.notifyAlarm(inputFor(a, { reminders: { count: 5, intervalMinutes: 15 } }));
    await notifier.idle();
    await advance(15 * MINUTE);
    await advance(15 * MINUTE);
    const handled = await callJson(
      t.app,
      'handleAlarm',
      { guids: [a.guid], content: '已联系司机' },
      { token: admin },
    );
    expect(handled.body).toMatchObject({ code: 1 });
    for (let i = 0; i < 4; i += 1) await advance(15 * MINUTE);
    expect((await rowsOf(a.guid)).map((r) => r.round)).toEqual([0, 1, 2]);
    const plan = await t.db
      .selectFrom('alarm_notice_plans')
      .select(['done_at', 'reminders_sent'])
      .where('alarm_guid', '=', a.guid)
      .executeTakeFirstOrThrow();
    expect(plan.reminders_sent).toBe(2);
    expect(plan.done_at).not.toBeNull();
  });

  it('resumes queued retries and reminders after a restart', async () => {
    const a = await pickAlarm();
    const first = newNotifier();
    smsStatus = 500;
    await first.notifyAlarm(inputFor(a, { reminders: { count: 1, intervalMinutes: 10 } }));
    await first.idle();
    await first.stop();
    smsStatus = 200;
    const second = newNotifier();
    await advance(30_000, second);
    await advance(10 * MINUTE, second);
    const rows = await rowsOf(a.guid);
    expect(rows.map((r) => [r.round, r.attempt_no, r.status])).toEqual([
      [0, 1, 'failed'],
      [0, 2, 'sent'],
      [1, 1, 'sent'],
    ]);
  });

  it('does not hold the caller while an SMTP server never answers; the send times out and is retried later', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const slow = createAlarmNotifier({
      db: t.db,
      senders: alarmNoticeSenders(
        loadAlarmNoticeConfig({
          ROADWATCH_SMTP_URL: `smtp://127.0.0.1:${port}`,
          ROADWATCH_NOTICE_TIMEOUT_S: '1',
        }),
        null,
      ),
      now,
      concurrency: 1,
    });
    notifiers.push(slow);
    try {
      const a = await pickAlarm();
      expect(await slow.notifyAlarm(inputFor(a, { methods: ['email'] }))).toBe(true);
      // Recorded and returned while the e-mail is still waiting for the server's greeting.
      expect((await rowsOf(a.guid)).map((r) => r.status)).toEqual(['queued']);
      await slow.idle();
      expect((await rowsOf(a.guid)).map((r) => [r.attempt_no, r.status, r.reason])).toEqual([
        [1, 'failed', 'timeout'],
        [2, 'queued', 'willRetry'],
      ]);
    } finally {
      await slow.stop();
      silent.close();
    }
  });
});
