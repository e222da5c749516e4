import {
  DEFAULT_DEVICE_EXCEPTION_SETTINGS,
  DEVICE_EXCEPTION_MINUTES,
  DEVICE_EXCEPTION_SETTING_TYPES,
  DEVICE_EXCEPTION_TYPE,
  ONLINE_STATUS,
  type DeviceExceptionSettings,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleTerminalIdentity } from '../src/pipeline/terminalSink';
import { MINUTE, SECOND, report, startPipeline } from './helpers/pipelineFixture';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Device exception settings per company: every range bound accepted and one step outside refused naming the field,
 * nothing written; another company keeps its own; a saved wait changes, within 5 s, whether the running pipeline
 * opens an exception.
 */
let t: TestApp;
let admin = '';
let other = '';
const words = resources['en-US'].deviceExceptionSettings;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

const stored = () => t.db.selectFrom('device_exception_settings').selectAll().orderBy('company_id').execute();
const withMinutes = (type: keyof DeviceExceptionSettings, minutes: number, enabled = true) => ({
  ...DEFAULT_DEVICE_EXCEPTION_SETTINGS,
  [type]: { enabled, minutes },
});
const save = (settings: unknown, token = admin) =>
  callJson(t.app, 'deviceExceptionSettingSave', { settings }, { token, lang: 'en-US' });

const BOUNDS = DEVICE_EXCEPTION_SETTING_TYPES.flatMap((type) => {
  const { min, max } = DEVICE_EXCEPTION_MINUTES[type];
  return [
    { type, accepted: min, refused: min - 1 },
    { type, accepted: max, refused: max + 1 },
  ];
});

describe('device exception settings: ranges', () => {
  it('shows the built-in settings until the company saves its own', async () => {
    const got = await callJson(t.app, 'deviceExceptionSettingGet', {}, { token: admin });
    expect(got.body).toMatchObject({
      code: 1,
      result: { settings: DEFAULT_DEVICE_EXCEPTION_SETTINGS, operator: null, modifiedAt: null },
    });
  });

  it.each(BOUNDS)('$type: $accepted minutes kept, $refused refused', async ({ type, accepted, refused }) => {
    const ok = await save(withMinutes(type, accepted));
    expect(ok.body).toMatchObject({ code: 1, result: { operator: expect.any(String) } });
    const before = await stored();
    const bad = await save(withMinutes(type, refused));
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(0);
    expect(bad.body.message.startsWith(`${words.types[type]} › ${words.minutes}: `)).toBe(true);
    expect(await stored()).toEqual(before);
  });

  it('refuses fractions of a minute and a missing type, in Chinese too', async () => {
    const before = await stored();
    const fraction = await callJson(
      t.app,
      'deviceExceptionSettingSave',
      { settings: withMinutes('signal', 2.5) },
      { token: admin, lang: 'zh-CN' },
    );
    expect(fraction.body).toMatchObject({
      code: 0,
      message: expect.stringContaining('信号异常 › 持续时长（分钟）'),
    });
    const { offline: _dropped, ...missing } = DEFAULT_DEVICE_EXCEPTION_SETTINGS;
    expect((await save(missing)).body).toMatchObject({
      code: 0,
      message: expect.stringContaining(words.types.offline),
    });
    expect(await stored()).toEqual(before);
  });

  it('keeps each company’s settings apart and needs the update operation', async () => {
    expect((await save(withMinutes('positioning', 30))).body.code).toBe(1);
    const theirs = await callJson(t.app, 'deviceExceptionSettingGet', {}, { token: other });
    expect(theirs.body).toMatchObject({
      code: 1,
      result: { settings: DEFAULT_DEVICE_EXCEPTION_SETTINGS, operator: null },
    });
    const mine = await callJson(t.app, 'deviceExceptionSettingGet', {}, { token: admin });
    expect(mine.body).toMatchObject({
      code: 1,
      result: { settings: { positioning: { minutes: 30 } }, modifiedAt: expect.any(Number) },
    });
    const viewer = (await loginAs(t.app, 'viewer')).token;
    const before = await stored();
    expect((await save(DEFAULT_DEVICE_EXCEPTION_SETTINGS, viewer)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('device exception settings reach the pipeline', () => {
  it('a raised signal wait, saved while running, decides whether low signal opens an exception', async () => {
    const v = await t.db
      .selectFrom('vehicles')
      .select(['id', 'plate', 'company_id', 'department_id', 'terminal_phone'])
      .where('company_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('device_exceptions').where('vehicle_id', '=', v.id).execute();
    expect((await save(DEFAULT_DEVICE_EXCEPTION_SETTINGS)).body.code).toBe(1);
    const vehicle: VehicleTerminalIdentity = {
      vehicleId: v.id,
      companyId: v.company_id,
      departmentId: v.department_id,
      plate: v.plate,
      phone: v.terminal_phone ?? '13900000001',
      terminalModel: 'RW-SIM-ADAS',
      protocolVersion: 2019,
    };
    const h = startPipeline(t.db, { offlineAfterMs: 60 * MINUTE });
    const state = await t.db
      .selectFrom('vehicle_states')
      .select('gps_time')
      .where('vehicle_id', '=', v.id)
      .executeTakeFirst();
    h.clock.now = Math.ceil(Math.max(Date.now(), Number(state?.gps_time ?? 0)) / SECOND) * SECOND + MINUTE;
    const signals = () =>
      t.db
        .selectFrom('device_exceptions')
        .select(['begin_time', 'end_time'])
        .where('vehicle_id', '=', v.id)
        .where('type', '=', DEVICE_EXCEPTION_TYPE.signal)
        .orderBy('begin_time')
        .execute();
    const signal = (strength: number): AdditionalItem => ({
      itemId: 0x30,
      type: 'signalStrength',
      signalStrength: strength,
    });
    /** One report a minute for `minutes` minutes at the given strength; returns when the first was sent. */
    async function reportFor(minutes: number, strength: number): Promise<number> {
      const from = h.clock.now;
      for (let m = 0; m <= minutes; m += 1)
        h.pipeline.locations(
          vehicle,
          [report({ time: from + m * MINUTE, items: [signal(strength)] })],
          from + m * MINUTE,
        );
      await h.advance(minutes * MINUTE);
      return from;
    }
    await h.pipeline.flush();

    // The company's 5 minutes: six minutes of very low signal open one.
    const first = await reportFor(6, 3);
    await reportFor(1, 25);
    expect(await signals()).toEqual([{ begin_time: first, end_time: expect.any(Number) }]);

    // Raised to 10 minutes: within 5 s the same six minutes open nothing, eleven do.
    expect((await save(withMinutes('signal', 10))).body.code).toBe(1);
    await h.advance(5 * SECOND);
    await reportFor(6, 3);
    await reportFor(1, 25);
    expect(await signals()).toHaveLength(1);
    const long = await reportFor(11, 3);
    expect((await signals())[1]).toMatchObject({ begin_time: long, end_time: null });
    await reportFor(1, 25);

    // Switched off: no signal exception at all.
    expect((await save(withMinutes('signal', 10, false))).body.code).toBe(1);
    await h.advance(5 * SECOND);
    await reportFor(20, 3);
    expect(await signals()).toHaveLength(2);
    await h.pipeline.close();
  });

  it('a longer offline wait keeps a vehicle offline without an exception until the wait is over', async () => {
    const v = await t.db
      .selectFrom('vehicles')
      .select(['id', 'plate', 'company_id', 'department_id', 'terminal_phone'])
      .where('company_id', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('device_exceptions').where('vehicle_id', '=', v.id).execute();
    expect((await save(withMinutes('offline', 10))).body.code).toBe(1);
    const vehicle: VehicleTerminalIdentity = {
      vehicleId: v.id,
      companyId: v.company_id,
      departmentId: v.department_id,
      plate: v.plate,
      phone: v.terminal_phone ?? '13900000002',
      terminalModel: 'RW-SIM-ADAS',
      protocolVersion: 2019,
    };
    const h = startPipeline(t.db, { offlineAfterMs: 3 * MINUTE });
    const state = await t.db
      .selectFrom('vehicle_states')
      .select('gps_time')
      .where('vehicle_id', '=', v.id)
      .executeTakeFirst();
    h.clock.now = Math.ceil(Math.max(Date.now(), Number(state?.gps_time ?? 0)) / SECOND) * SECOND + MINUTE;
    const offlines = () =>
      t.db
        .selectFrom('device_exceptions')
        .select(['begin_time', 'end_time'])
        .where('vehicle_id', '=', v.id)
        .where('type', '=', DEVICE_EXCEPTION_TYPE.offline)
        .execute();
    const lastSeen = h.clock.now;
    h.pipeline.locations(vehicle, [report({ time: lastSeen })], lastSeen);
    await h.advance(5 * MINUTE);
    const online = await t.db
      .selectFrom('vehicle_states')
      .select('online')
      .where('vehicle_id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(online.online).toBe(ONLINE_STATUS.offline);
    expect(await offlines()).toEqual([]);
    await h.advance(5 * MINUTE);
    expect(await offlines()).toEqual([{ begin_time: lastSeen, end_time: null }]);
    await h.pipeline.close();
  });
});
