import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ALARM_FIRST_TYPE,
  ALARM_NOTICE_LIMITS,
  DAY_MS,
  LIMITS,
  ZONE_ALARM,
  builtInAlarmRules,
  chinaDayStart,
  type AlarmRuleType,
} from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import {
  createLocationReport,
  encodeSubpackages,
  type AlarmName,
  type Message,
  type MessageBody,
  TEXT_FLAG_TTS,
} from '@roadwatch/jt808';
import { TerminalCamera } from '@roadwatch/simulator';
import gcoord from 'gcoord';
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlarmEffects, type AlarmEffects } from '../src/features/alarmEffects/createAlarmEffects';
import { alarmName } from '../src/features/alarmHandling/alarmNames';
import { alarmNoticeSenders, loadAlarmNoticeConfig } from '../src/features/alarmNotice/alarmNoticeConfig';
import { createAlarmNotifier, type AlarmNotifier } from '../src/features/alarmNotice/createAlarmNotifier';
import { silentLogger } from '../src/gateway/gatewayLogger';
import { createDeferredGatewayCommands } from '../src/gateway/media/deferredGatewayCommands';
import { startTerminalIngest, type TerminalIngest } from '../src/gateway/startTerminalIngest';
import { createPlaceResolver } from '../src/geo/placeResolver';
import { createLocalLiveBus } from '../src/live/liveBus';
import { startHttpReceiver, startSmtpReceiver } from './helpers/noticeReceivers';
import { acknowledge } from './helpers/terminalCommands';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';
import { TestTerminal } from './helpers/testTerminal';

// Terminals over real TCP raise alarms; once the pipeline has committed them, each vehicle's alarm setting decides
// what happens: e-mail to a real SMTP server, SMS to an HTTP provider, nothing outside its periods or switched off,
// the daily cap, and flash photos from a simulated camera linked to the alarm.

/**
 * 14:00 China time tomorrow: after every fix of the seed's history (older reports would be blind-area re-uploads,
 * which raise no device alarm), and outside 08:00–09:00. Moved only by the tests.
 */
const START = chinaDayStart(Date.now()) + DAY_MS + 14 * 3_600_000;
let clock = START;
const now = () => clock;
const LAT = 31.2304;
const LON = 121.4737;

let t: TestApp;
let admin: string;
let dataDir: string;
let ingest: TerminalIngest;
let notifier: AlarmNotifier;
let effects: AlarmEffects;
/** True while the test plays a process that ends between committing an alarm and carrying out its setting. */
let dyingBeforeEffects = false;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sms: Awaited<ReturnType<typeof startHttpReceiver>>;
const terminals: TestTerminal[] = [];
let spareVehicles: { id: number; plate: string; phone: string; edition: 2013 | 2019; authCode: string }[] =
  [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-effects-'));
  t = await startTestApp({ config: { dataDir, now } });
  admin = (await loginAs(t.app, 'admin')).token;
  smtp = await startSmtpReceiver();
  sms = await startHttpReceiver();
  const commands = createDeferredGatewayCommands();
  const config = loadAlarmNoticeConfig({
    ROADWATCH_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ROADWATCH_SMTP_FROM: 'alarms@roadwatch.test',
    ROADWATCH_SMS_URL: sms.url,
    ROADWATCH_NOTICE_TIMEOUT_S: '5',
  });
  notifier = createAlarmNotifier({ db: t.db, senders: alarmNoticeSenders(config, commands), now });
  effects = createAlarmEffects({ db: t.db, notifier, commands, now });
  ingest = await startTerminalIngest({
    db: t.db,
    bus: createLocalLiveBus(),
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    now,
    idleTimeoutMs: 3_600_000,
    offlineAfterMs: 3_600_000,
    dataDir,
    pipeline: { onAlarmOpened: (alarm) => (dyingBeforeEffects ? undefined : effects.alarmOpened(alarm)) },
  });
  commands.attach(ingest.gateway.commands);
  const rows = await t.db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'terminal_phone', 'protocol_version', 'auth_code'])
    .where('company_id', '=', 1)
    .where('terminal_phone', 'is not', null)
    .orderBy('id', 'desc')
    .limit(14)
    .execute();
  spareVehicles = rows.map((r) => ({
    id: r.id,
    plate: r.plate,
    phone: r.terminal_phone!,
    edition: r.protocol_version === 2019 ? 2019 : 2013,
    authCode: r.auth_code,
  }));
});

afterAll(async () => {
  await Promise.all(terminals.map((term) => term.close()));
  await ingest?.close();
  await effects?.stop();
  await notifier?.stop();
  await Promise.all([smtp?.close(), sms?.close()]);
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A vehicle no other test used, with `type`'s setting saved for it, and its terminal signed in. */
async function vehicleWith<T extends AlarmRuleType>(type: T, edit: (s: Record<string, unknown>) => void) {
  const vehicle = spareVehicles.shift();
  if (!vehicle) throw new Error('the demo data has too few vehicles with a terminal');
  const settings = structuredClone(builtInAlarmRules()[type]) as Record<string, unknown>;
  edit(settings);
  const saved = await callJson(
    t.app,
    'alarmRuleSaveVehicles',
    { type, vehicleIds: [vehicle.id], settings },
    { token: admin },
  );
  expect(saved.body.code).toBe(1);
  // The pipeline may hold the vehicle already (the seed left it online): the saved setting reaches it through the
  // change feed, polled by `tick`.
  clock += 2_000;
  ingest.pipeline.tick(clock);
  await ingest.pipeline.flush();
  const terminal = await TestTerminal.connect(ingest.gateway.port, vehicle.phone, vehicle.edition);
  terminals.push(terminal);
  expect((await terminal.authenticate(vehicle.authCode)).body).toMatchObject({ result: 0 });
  return { ...vehicle, terminal };
}

type Vehicle = Awaited<ReturnType<typeof vehicleWith>>;

function report(v: Vehicle, alarms: AlarmName[], at: number): MessageBody {
  return {
    kind: 'locationReport',
    ...createLocationReport({
      edition: v.edition,
      alarms,
      status: { acc: true, positioned: true },
      latitude: LAT,
      longitude: LON,
      speedKmh: 30,
      directionDeg: 90,
      time: at,
    }),
  };
}

/**
 * Sends reports one second apart and waits until the last is acknowledged: then its batch is committed and the
 * alarms it opened are handed to the effects, whose work (and the notices it queued) is waited for.
 */
async function drive(v: Vehicle, steps: AlarmName[][]): Promise<void> {
  let last = 0;
  for (const alarms of steps) {
    clock += 1_000;
    last = v.terminal.send(0x0200, report(v, alarms, clock));
  }
  await v.terminal.replyTo(last);
  await effects.idle();
  await notifier.idle();
}

const alarmsOf = (vehicleId: number) =>
  t.db
    .selectFrom('alarms')
    .select(['guid', 'first_type', 'second_type', 'level', 'begin_time'])
    .where('vehicle_id', '=', vehicleId)
    .where('begin_time', '>', START)
    .orderBy('begin_time')
    .execute();
const noticesOf = (guid: string) =>
  t.db.selectFrom('alarm_notifications').selectAll().where('alarm_guid', '=', guid).orderBy('id').execute();
const effectOf = (guid: string) =>
  t.db.selectFrom('alarm_effects').selectAll().where('alarm_guid', '=', guid).executeTakeFirst();

const contact = { name: '调度员', phone: '13800000000', email: 'dispatcher@fleet.test' };

describe('alarm effects', () => {
  it('e-mails and texts a level-2 alarm with its plate, type and place once it is stored', async () => {
    const v = await vehicleWith('abnormalFuel', (s) => {
      s.contacts = [contact];
      s.notification = { methods: ['email', 'sms'], perVehiclePerDayMax: 20, reminders: 1 };
    });
    await drive(v, [[], ['fuelAbnormal']]);

    const [alarm] = await alarmsOf(v.id);
    expect(alarm).toMatchObject({ level: 2 });
    const typeName = alarmName(createI18n('zh-CN').t, alarm!.first_type, alarm!.second_type);
    const place = createPlaceResolver().localName(LON, LAT, 'zh-CN');
    expect(place).not.toBe('');
    const mail = smtp.mails.find((m) => m.subject.includes(v.plate));
    expect(mail?.to).toEqual(['dispatcher@fleet.test']);
    expect(mail?.subject).toBe(`报警通知：${v.plate} ${typeName}（中风险）`);
    expect(mail?.text).toContain(place);
    const texts = sms.requests.filter((r) => String(r.body.text).includes(v.plate));
    expect(texts.map((r) => r.body)).toEqual([
      expect.objectContaining({ channel: 'sms', to: '13800000000', text: mail?.text }),
    ]);
    expect((await noticesOf(alarm!.guid)).map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(await effectOf(alarm!.guid)).toMatchObject({ rule_type: 'abnormalFuel', notice: 'recorded' });
  });

  it('speaks the setting’s text in the cab and tells no one else when it has no contacts', async () => {
    const v = await vehicleWith('hijack', (s) => {
      s.terminalNotice = { enabled: true, mode: 'tts', text: '请停车报警' };
    });
    const from = v.terminal.received.length;
    const driven = drive(v, [[], ['sos']]);
    const command = await v.terminal.waitFor((m) => m.header.messageId === 0x8300, from);
    expect(command.body).toMatchObject({ kind: 'textMessage', text: '请停车报警' });
    if (command.body.kind !== 'textMessage') throw new Error('unreachable');
    expect(command.body.flags & TEXT_FLAG_TTS).toBe(TEXT_FLAG_TTS);
    acknowledge(v.terminal, command);
    await driven;
    const [alarm] = await alarmsOf(v.id);
    expect((await noticesOf(alarm!.guid)).map((r) => [r.channel, r.status, r.tts])).toEqual([
      ['terminal', 'sent', 1],
    ]);
  });

  it('shows a zone rule’s own custom notice in the cab when the vehicle enters the zone', async () => {
    const next = spareVehicles[0];
    if (!next) throw new Error('the demo data has too few vehicles with a terminal');
    // A 2 km circle around where the vehicle reports (map areas are stored as drawn, in GCJ-02).
    const [lon, lat] = gcoord.transform([LON, LAT], gcoord.WGS84, gcoord.GCJ02);
    const org = { company_id: 1, department_id: 1, modified_at: START };
    const zone = await t.db
      .insertInto('map_areas')
      .values({ ...org, name: '装卸区', shape: 'circle', lon, lat, radius: 2_000, points: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rule = await t.db
      .insertInto('zone_alarms')
      .values({ ...org, area_id: zone.id, entry: 1, notice: '进入装卸区请限速' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('zone_alarm_vehicles').values({ rule_id: rule.id, vehicle_id: next.id }).execute();
    const v = await vehicleWith('area', () => {});
    const from = v.terminal.received.length;
    const driven = drive(v, [[]]);
    const command = await v.terminal.waitFor((m) => m.header.messageId === 0x8300, from);
    expect(command.body).toMatchObject({ kind: 'textMessage', text: '进入装卸区请限速' });
    acknowledge(v.terminal, command);
    await driven;
    const [entry] = await alarmsOf(v.id);
    expect(entry).toMatchObject({ first_type: ALARM_FIRST_TYPE.zone, second_type: ZONE_ALARM.entry });
    expect((await noticesOf(entry!.guid)).map((r) => [r.channel, r.status])).toEqual([['terminal', 'sent']]);
  });

  it('sends 20 notices a day for one vehicle and records the 21st as not sent', async () => {
    const v = await vehicleWith('hijack', (s) => {
      s.contacts = [contact];
      s.notification = { methods: ['sms'], perVehiclePerDayMax: 20, reminders: 1 };
    });
    const steps: AlarmName[][] = [];
    for (let i = 0; i <= ALARM_NOTICE_LIMITS.perVehiclePerDay; i += 1) steps.push(['sos'], []);
    await drive(v, steps);

    const alarms = await alarmsOf(v.id);
    expect(alarms).toHaveLength(21);
    const texts = sms.requests.filter((r) => String(r.body.text).includes(v.plate));
    expect(texts).toHaveLength(20);
    const statuses = await Promise.all(alarms.map(async (a) => (await noticesOf(a.guid))[0]?.status));
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(20);
    const refused = (await Promise.all(alarms.map(async (a) => (await noticesOf(a.guid))[0]))).filter(
      (r) => r?.status === 'skipped',
    );
    expect(refused.map((r) => r?.reason)).toEqual(['dailyLimit']);
  });

  it('stops at the setting’s own daily cap when it is below 20', async () => {
    const v = await vehicleWith('hijack', (s) => {
      s.contacts = [contact];
      s.notification = { methods: ['sms'], perVehiclePerDayMax: 2, reminders: 1 };
    });
    await drive(v, [['sos'], [], ['sos'], [], ['sos'], []]);
    const alarms = await alarmsOf(v.id);
    const first = await Promise.all(alarms.map(async (a) => (await noticesOf(a.guid))[0]));
    expect(first.map((r) => [r?.status, r?.reason ?? null])).toEqual([
      ['sent', null],
      ['sent', null],
      ['skipped', 'dailyLimit'],
    ]);
  });

  it('sends nothing for an alarm outside the setting’s valid periods', async () => {
    const v = await vehicleWith('hijack', (s) => {
      s.contacts = [contact];
      s.notification = { methods: ['sms', 'email'], perVehiclePerDayMax: 20, reminders: 1 };
      s.periods = [{ start: '08:00', end: '09:00' }];
    });
    const mailsBefore = smtp.mails.length;
    await drive(v, [[], ['sos']]);
    const [alarm] = await alarmsOf(v.id);
    expect(alarm).toBeDefined();
    expect(await noticesOf(alarm!.guid)).toEqual([]);
    expect(sms.requests.filter((r) => String(r.body.text).includes(v.plate))).toEqual([]);
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(await effectOf(alarm!.guid)).toMatchObject({ notice: 'outsidePeriods' });
  });

  it('sends nothing for an alarm type whose setting is switched off', async () => {
    const v = await vehicleWith('abnormalFuel', (s) => {
      s.enabled = false;
      s.contacts = [contact];
      s.notification = { methods: ['sms', 'email'], perVehiclePerDayMax: 20, reminders: 3 };
    });
    await drive(v, [[], ['fuelAbnormal']]);
    const [alarm] = await alarmsOf(v.id);
    expect(alarm).toBeDefined();
    expect(await noticesOf(alarm!.guid)).toEqual([]);
    expect(sms.requests.filter((r) => String(r.body.text).includes(v.plate))).toEqual([]);
    expect(await effectOf(alarm!.guid)).toMatchObject({ notice: 'disabled', capture: 'disabled' });
  });

  it('does not pop up an alarm whose setting turns the platform display off, nor speak one with the sound off', async () => {
    const popUpInfo = async (since: number) =>
      (
        await callJson(
          t.app,
          'getPopUpInfo',
          { lastAlarmTime: since, lastExceptionTime: clock },
          { token: admin },
        )
      ).body.result;
    const hidden = await vehicleWith('hijack', (s) => {
      s.platformDisplay = false;
    });
    let since = clock;
    await drive(hidden, [[], ['sos']]);
    expect(await popUpInfo(since)).toMatchObject({ hasAlarmNewData: false, voiceMessage: '' });

    const silent = await vehicleWith('hijack', (s) => {
      s.alarmSound = false;
    });
    since = clock;
    await drive(silent, [[], ['sos']]);
    expect(await popUpInfo(since)).toMatchObject({ hasAlarmNewData: true, voiceMessage: '' });

    const plain = await vehicleWith('hijack', () => {});
    since = clock;
    await drive(plain, [[], ['sos']]);
    const info = await popUpInfo(since);
    expect(info).toMatchObject({ hasAlarmNewData: true });
    expect(info.voiceMessage).not.toBe('');
  });

  it('has the terminal take the setting’s photos on each channel and lists them with the alarm', async () => {
    const v = await vehicleWith('hijack', (s) => {
      s.capture = { enabled: true, kind: 'photo', channels: [1, 2], count: 2, intervalS: 1 };
    });
    const camera = new TerminalCamera({
      plate: v.plate,
      send: (id, body) => v.terminal.send(id, body),
      sendSubpackaged: (messageId, body, maxBodyBytes) => {
        const frames = encodeSubpackages(
          {
            header: {
              messageId,
              edition: v.edition,
              phone: v.edition === 2019 ? v.phone.padStart(20, '0') : v.phone.padStart(12, '0'),
              serial: v.terminal.nextSerial(),
              protocolVersion: v.edition === 2019 ? 1 : null,
            },
            body,
          },
          maxBodyBytes,
        );
        for (let i = 1; i < frames.length; i += 1) v.terminal.nextSerial();
        v.terminal.write(frames);
        return frames;
      },
      resend: (frames) => v.terminal.write([...frames]),
      location: () =>
        createLocationReport({
          edition: v.edition,
          status: { acc: true, positioned: true },
          latitude: LAT,
          longitude: LON,
          speedKmh: 30,
          directionDeg: 90,
          time: clock,
        }),
      timeText: () => new Date(clock + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    });
    // The camera answers every 0x8801 and 0x8800 the gateway sends, as a terminal's would.
    let seen = v.terminal.received.length;
    let serving = true;
    const confirmed: number[] = [];
    let allConfirmed = () => {};
    // Four photos (2 channels × 2): done once the gateway has said each arrived.
    const fourConfirmed = new Promise<void>((resolve) => (allConfirmed = resolve));
    void (async () => {
      while (serving) {
        const m: Message = await v.terminal.waitFor(
          (x) => x.body.kind === 'cameraShoot' || x.body.kind === 'mediaUploadReply',
          seen,
        );
        seen = v.terminal.received.indexOf(m) + 1;
        if (m.body.kind === 'cameraShoot') camera.onShoot(m.header.serial, m.body);
        else if (m.body.kind === 'mediaUploadReply') {
          camera.onUploadReply(m.body);
          if (m.body.packetIndexes.length === 0) confirmed.push(m.body.mediaId);
          if (confirmed.length >= 4) allConfirmed();
        }
      }
    })();

    await drive(v, [[], ['sos']]);
    const [alarm] = await alarmsOf(v.id);
    expect(await effectOf(alarm!.guid)).toMatchObject({ capture: 'captured', notice: 'none' });
    await fourConfirmed;
    serving = false;

    const stored = await t.db
      .selectFrom('media')
      .select(['id', 'channel', 'alarm_guid'])
      .where('vehicle_id', '=', v.id)
      .orderBy('id')
      .execute();
    expect(stored.map((m) => [m.channel, m.alarm_guid])).toEqual([
      [1, alarm!.guid],
      [1, alarm!.guid],
      [2, alarm!.guid],
      [2, alarm!.guid],
    ]);
    const { body } = await callJson(
      t.app,
      'fetchAlarmMedia',
      {
        vehicleId: v.id,
        pageParamVO: { curPage: 1, pageSize: LIMITS.mediaPageSize },
        startTime: Number(alarm!.begin_time),
        endTime: Number(alarm!.begin_time),
        dataType: 2,
        firstType: alarm!.first_type,
        secondType: alarm!.second_type,
      },
      { token: admin },
    );
    expect(body.code).toBe(1);
    const urls = body.result.data.flatMap((d: { attachmentList: { url: string }[] }) =>
      d.attachmentList.map((a) => a.url),
    );
    expect(urls.sort()).toEqual(stored.map((m) => `mediaFile?id=${m.id}`).sort());
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/alarm/${urls[0]}`,
      headers: { 'x-token': admin },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const decoded = decode(new Uint8Array(image.rawPayload));
    expect(decoded.width).toBeGreaterThan(0);
    expect(decoded.height).toBeGreaterThan(0);
  });

  it('sends the notices of an alarm committed just before the process ended once the next one starts', async () => {
    const v = await vehicleWith('hijack', (s) => {
      s.contacts = [contact];
      s.notification = { methods: ['email'], perVehiclePerDayMax: 20, reminders: 1 };
      s.capture = { enabled: true, kind: 'photo', channels: [1], count: 2, intervalS: 1 };
    });
    dyingBeforeEffects = true;
    try {
      await drive(v, [[], ['sos']]);
    } finally {
      dyingBeforeEffects = false;
    }
    const [alarm] = await alarmsOf(v.id);
    expect(alarm).toBeDefined();
    expect(await effectOf(alarm!.guid)).toBeUndefined();
    expect(smtp.mails.filter((m) => m.subject.includes(v.plate))).toEqual([]);

    // The next process looks back over the last minutes for alarms nobody claimed.
    clock += 5 * 60_000;
    const restarted = createAlarmEffects({
      db: t.db,
      notifier,
      commands: createDeferredGatewayCommands(),
      now,
    });
    try {
      expect(await restarted.recover()).toBeGreaterThanOrEqual(1);
      await restarted.idle();
      await notifier.idle();
      expect(smtp.mails.filter((m) => m.subject.includes(v.plate))).toHaveLength(1);
      // Photos taken minutes later would show another moment: recorded as not taken, with why.
      expect(await effectOf(alarm!.guid)).toMatchObject({ notice: 'recorded', capture: 'failed' });
      expect((await effectOf(alarm!.guid))?.detail).toContain('restart');

      // A second start finds it claimed and tells no one again.
      await restarted.recover();
      await restarted.idle();
      await notifier.idle();
      expect(smtp.mails.filter((m) => m.subject.includes(v.plate))).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});
