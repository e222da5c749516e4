import { TIRE_ALARM_KINDS, tireAlarmBit } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { tyreAlarmNames, type TyreEvent } from '@roadwatch/jt808';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, expireHistory } from '../../src/features/history/historyRetention';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, adasItem, report, startPipeline, tyreItem } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

const LOW = tireAlarmBit('pressureLow');
const HIGH = tireAlarmBit('pressureHigh');
const HOT = tireAlarmBit('temperatureHigh');
const LEAK = tireAlarmBit('slowLeak');
const FAULT = tireAlarmBit('sensorFault');
const tyre = (
  tyrePosition: number,
  alarmTypeFlags: number,
  pressureKpa: number,
  temperatureC: number,
  batteryPercent: number,
): TyreEvent => ({ tyrePosition, alarmTypeFlags, pressureKpa, temperatureC, batteryPercent });

/**
 * The tyre-pressure report on both databases, over TPMS alarms the real pipeline raised from encoded 0x0200 frames
 * carrying tyre-pressure items (0x66):
 * - A (the viewer's department): at minute 3 one item with two tyres — position 0 pressure low (180 kPa, 40 °C,
 *   90 %) and position 3 pressure low + slow leak (150 kPa, 45 °C, 80 %) — sent again at minute 4 (the terminal
 *   re-sends it: no second alarm, no second rows); at minute 9 position 5 temperature high (520 kPa, 95 °C, 70 %).
 *   Also an ADAS alarm at minute 7: not a tyre event.
 * - B (the company's top department): at minute 6 position 1 pressure high (900 kPa, 50 °C, 60 %) and position 2
 *   sensor fault (0 kPa, 0 °C, 0 %).
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const receipts: number[] = [];

const aFirst = () =>
  tyreItem({
    alarmId: 1,
    time: at(3),
    serial: 1,
    events: [tyre(0, LOW, 180, 40, 90), tyre(3, LOW | LEAK, 150, 45, 80)],
  });

function itemsOf(vehicle: 'a' | 'b', m: number) {
  if (vehicle === 'b')
    return m === 6
      ? [
          tyreItem({
            alarmId: 1,
            time: at(6),
            serial: 5,
            events: [tyre(1, HIGH, 900, 50, 60), tyre(2, FAULT, 0, 0, 0)],
          }),
        ]
      : [];
  switch (m) {
    case 3:
    case 4:
      return [aFirst()];
    case 7:
      return [adasItem({ alarmId: 2, eventType: 0x01, level: 2, time: at(7), serial: 2 })];
    case 9:
      return [tyreItem({ alarmId: 3, time: at(9), serial: 3, events: [tyre(5, HOT, 520, 95, 70)] })];
    default:
      return [];
  }
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const viewerRow = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', viewerRow.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  a = await addVehicle(t.db, viewerRow.company_id, viewerRow.department_id, '苏TPA01', '13977707401');
  b = await addVehicle(t.db, viewerRow.company_id, top.id, '苏TPB02', '13977707402');
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 12; m += 1) {
    h.pipeline.locations(a, [report({ time: at(m), speedKmh: 60, items: itemsOf('a', m) })], at(m), {
      reportsStored: () => receipts.push(m),
    });
    h.pipeline.locations(b, [report({ time: at(m), speedKmh: 60, items: itemsOf('b', m) })], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: viewerRow.role_id, operation_id: 'tirePressureReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'tirePressureDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'tirePressureSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('tyre readings kept with their alarm', () => {
  it('names the same alarm bits as the protocol decoder', () => {
    for (const kind of TIRE_ALARM_KINDS) expect(tyreAlarmNames(tireAlarmBit(kind))).toEqual([kind]);
  });

  it('stores one row per tyre event beside its tyre-pressure alarm, once, and every report was acknowledged', async () => {
    const rows = await t.db
      .selectFrom('alarm_tire_events as te')
      .innerJoin('alarms as a', 'a.guid', 'te.alarm_guid')
      .select(['te.vehicle_id', 'te.tire_position', 'te.pressure_kpa', 'a.begin_time', 'a.second_type'])
      .orderBy('te.time')
      .orderBy('te.seq')
      .execute();
    expect(
      rows.map((r) => [Number(r.vehicle_id), r.tire_position, r.pressure_kpa, Number(r.begin_time)]),
    ).toEqual([
      [a.vehicleId, 0, 180, at(3)],
      [a.vehicleId, 3, 150, at(3)],
      [b.vehicleId, 1, 900, at(6)],
      [b.vehicleId, 2, 0, at(6)],
      [a.vehicleId, 5, 520, at(9)],
    ]);
    expect(receipts).toEqual(Array.from({ length: 13 }, (_, m) => m));
  });
});

describe('tyre-pressure detail', () => {
  it('lists one row per tyre event, newest first, with the tyre and kinds in words', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(5);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.time,
        r.tirePosition,
        r.kinds,
        r.pressureKpa,
        r.temperatureC,
        r.batteryPercent,
      ]),
    ).toEqual([
      [a.vehicleId, at(9), 5, ['temperatureHigh'], 520, 95, 70],
      [b.vehicleId, at(6), 1, ['pressureHigh'], 900, 50, 60],
      [b.vehicleId, at(6), 2, ['sensorFault'], 0, 0, 0],
      [a.vehicleId, at(3), 0, ['pressureLow'], 180, 40, 90],
      [a.vehicleId, at(3), 3, ['pressureLow', 'slowLeak'], 150, 45, 80],
    ]);
    const zh = resources['zh-CN'].eventReports.tirePressure;
    expect(body.result?.data[4]).toMatchObject({
      plate: a.plate,
      tirePlace: '第2轴右',
      kindNames: `${zh.kind.pressureLow}, ${zh.kind.slowLeak}`,
      handleStatusName: resources['zh-CN'].handling.handleStatus.unprocessed,
    });
    const en = await callJson(
      t.app,
      'tirePressureDetailReport',
      { ...range, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(en.body.result?.data[4]).toMatchObject({
      tirePlace: 'Axle 2 right',
      kindNames: 'Pressure low, Slow leak',
    });
    expect(en.body.result?.data[3]?.tirePlace).toBe('Axle 1 left');
  });

  it('pages and sorts in the database on whitelisted columns', async () => {
    const second = await detail(admin, page(2, 2));
    expect(second.result?.data.map((r) => r.tirePosition)).toEqual([2, 0]);
    const byPressure = await detail(admin, { sort: { field: 'pressureKpa', order: 'asc' } });
    expect(byPressure.result?.data.map((r) => r.pressureKpa)).toEqual([0, 150, 180, 520, 900]);
    const byTemperature = await detail(admin, { sort: { field: 'temperatureC', order: 'desc' } });
    expect(byTemperature.result?.data[0]?.temperatureC).toBe(95);
    const unknown = await callJson(
      t.app,
      'tirePressureDetailReport',
      { ...range, ...page(), sort: { field: 'alarm_flags', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('filters by alarm kind, vehicle, plate keyword and department', async () => {
    expect((await detail(admin, { kinds: ['pressureLow'] })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { kinds: ['slowLeak', 'temperatureHigh'] })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { kinds: ['sensorFault'] })).result?.data.map((r) => r.tirePosition)).toEqual(
      [2],
    );
    expect((await detail(admin, { kinds: ['batteryLow'] })).result?.totalRecords).toBe(0);
    expect((await detail(admin, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { plate: 'tpa' })).result?.totalRecords).toBe(3);
    expect((await detail(admin, { departmentId: a.departmentId })).result?.totalRecords).toBe(3);
    const bad = await callJson(
      t.app,
      'tirePressureDetailReport',
      { ...range, ...page(), kinds: ['flat'] },
      { token: admin },
    );
    expect(bad.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(viewer, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(viewer)).result?.data.map((r) => r.vehicleId)).toEqual([a.vehicleId]);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
  });
});

describe('query rules', () => {
  const DAY = 86_400_000;
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 900_000 + i);
  const refusals: [string, object, RegExp][] = [
    ['62 days for one vehicle', { startTime: NOW - 62 * DAY, endTime: NOW, vehicleIds: ids(1) }, /61 days/],
    [
      '15 days for 101 vehicles and every alarm kind (more kinds, fewer vehicles)',
      { startTime: NOW - 15 * DAY, endTime: NOW, vehicleIds: ids(101) },
      /100 vehicles/,
    ],
  ];
  it.each(refusals)(
    'refuses %s with code 0 and the translated rule, in both languages',
    async (_, input, text) => {
      for (const name of ['tirePressureDetailReport', 'exportTirePressureDetailReport'] as const) {
        const res = await call(
          t.app,
          name,
          { ...input, ...(name === 'tirePressureDetailReport' ? page() : {}) },
          { token: admin, lang: 'en-US' },
        );
        const body = res.json<{ code: number; message: string; result?: unknown }>();
        expect(body.code).toBe(0);
        expect(body.message).toMatch(text);
        expect(looksLeaky(body.message)).toBe(false);
        expect(body.result ?? null).toBeNull();
      }
      const zh = await callJson(t.app, 'tirePressureDetailReport', { ...input, ...page() }, { token: admin });
      expect(zh.body.code).toBe(0);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fa5]/);
    },
  );

  it('takes 15 days for 101 vehicles when few alarm kinds are chosen', async () => {
    const few = await detail(admin, {
      startTime: NOW - 15 * 86_400_000,
      endTime: NOW,
      vehicleIds: ids(101),
      kinds: ['pressureLow'],
    });
    expect(few.code).toBe(1);
  });

  it('refuses a summary over 12 months', async () => {
    const long = await callJson(
      t.app,
      'tirePressureSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.message).toMatch(/12 months/);
  });
});

describe('tyre-pressure summary', () => {
  it('counts each vehicle by kind, tyres, lowest pressure, highest temperature and last event', async () => {
    const body = await summary(admin, { sort: { field: 'events', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data[0]).toMatchObject({
      vehicleId: a.vehicleId,
      events: 3,
      pressureLow: 2,
      slowLeak: 1,
      temperatureHigh: 1,
      pressureHigh: 0,
      sensorFault: 0,
      tires: 3,
      lowestPressureKpa: 150,
      highestTemperatureC: 95,
      lastTime: at(9),
    });
    expect(body.result?.data[1]).toMatchObject({
      vehicleId: b.vehicleId,
      events: 2,
      pressureHigh: 1,
      sensorFault: 1,
      pressureLow: 0,
      tires: 2,
      lowestPressureKpa: 0,
      highestTemperatureC: 50,
      lastTime: at(6),
    });
    const leaks = await summary(admin, { kinds: ['slowLeak'] });
    expect(leaks.result?.data.map((r) => [r.plate, r.events])).toEqual([[a.plate, 1]]);
    const bySensor = await summary(admin, { sort: { field: 'sensorFault', order: 'desc' } });
    expect(bySensor.result?.data[0]?.vehicleId).toBe(b.vehicleId);
  });

  it('exports detail and summary as xlsx; no export without the grant', async () => {
    const res = await call(
      t.app,
      'exportTirePressureDetailReport',
      { ...range, vehicleIds: [a.vehicleId] },
      { token: admin },
    );
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 3);
    expect(sheet.getRow(2).getCell(1).value).toBe(a.plate);
    expect(sheet.getRow(2).getCell(4).value).toBe('第3轴右');
    const sum = await call(t.app, 'exportTirePressureSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    const refused = await call(t.app, 'exportTirePressureDetailReport', range, { token: viewer });
    expect(refused.statusCode).toBe(403);
  });
});

describe('keeping', () => {
  it('expires the tyre readings with their alarms', async () => {
    const result = await expireHistory(
      t.db,
      at(0) + (DEFAULT_RETENTION.alarmDays + 2) * 86_400_000,
      DEFAULT_RETENTION,
    );
    expect(result.deleted.alarms).toBeGreaterThanOrEqual(4);
    const left = await t.db
      .selectFrom('alarm_tire_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('acknowledges no report whose tyre readings could not be written, and keeps no alarm without them', async () => {
    await sql`drop table alarm_tire_events`.execute(t.db);
    const h = startPipeline(t.db);
    h.clock.now = at(20);
    const acknowledged: number[] = [];
    h.pipeline.locations(
      a,
      [
        report({
          time: at(20),
          items: [tyreItem({ alarmId: 9, time: at(20), serial: 9, events: [tyre(1, LOW, 170, 30, 50)] })],
        }),
      ],
      at(20),
      { reportsStored: () => acknowledged.push(20) },
    );
    // A bad batch is tried again with the next flush, then dropped unacknowledged.
    await h.advance(MINUTE);
    await h.advance(MINUTE);
    await h.pipeline.close();
    expect(acknowledged).toEqual([]);
    const alarms = await t.db.selectFrom('alarms').select('guid').where('begin_time', '=', at(20)).execute();
    expect(alarms).toEqual([]);
  });
});
