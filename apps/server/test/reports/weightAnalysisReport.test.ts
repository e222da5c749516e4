import type { AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The weight analysis report on both databases, over item 0xE3 (Roadwatch's load sensor profile) and the odometer
 * of item 0x01 the real pipeline stored from encoded 0x0200 frames, one a minute for minutes 0–40, the odometer
 * 1 km further each minute:
 * - A (the viewer's department, rated 10,000 kg: empty below 1,000 kg, overloaded above 10,000 kg): 500 kg in
 *   minutes 0–4, 8,000 in 5–14, 11,000 in 15 and 12,000 in 16–19, 9,000 in 20–29 (minute 25's sensor has no
 *   weighing: no break), 0 from 30;
 * - B (the company's top department, rated 20,000 kg): 15,000 in 0–19, 25,000 in 20–24, 18,000 in 25–29, 21,000
 *   from 30;
 * - C (top department, no rated load): weighs 30,000 throughout and is not judged.
 * An episode ends at the next episode's first weighing, the last one at its own last weighing (minute 40).
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
let c: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

const LOADS: Record<'a' | 'b' | 'c', (m: number) => number | null> = {
  a: (m) =>
    m <= 4
      ? 500
      : m <= 14
        ? 8_000
        : m === 15
          ? 11_000
          : m <= 19
            ? 12_000
            : m === 25
              ? null
              : m <= 29
                ? 9_000
                : 0,
  b: (m) => (m <= 19 ? 15_000 : m <= 24 ? 25_000 : m <= 29 ? 18_000 : 21_000),
  c: () => 30_000,
};

const frame = (load: number | null, odometerKm: number, m: number) => {
  const items: AdditionalItem[] = [
    { itemId: 0x01, type: 'mileage', mileageKm: odometerKm + m },
    { itemId: 0xe3, type: 'loadWeight', loadKg: load },
  ];
  return report({ time: at(m), speedKmh: 60, longitude: 118.7969 + m * 0.01, items });
};

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', me.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏WA01', '13977708001');
  b = await addVehicle(t.db, me.company_id, top.id, '苏WB02', '13977708002');
  c = await addVehicle(t.db, me.company_id, top.id, '苏WC03', '13977708003');
  await t.db.updateTable('vehicles').set({ load_kg: 10_000 }).where('id', '=', a.vehicleId).execute();
  await t.db.updateTable('vehicles').set({ load_kg: 20_000 }).where('id', '=', b.vehicleId).execute();
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(a, [frame(LOADS.a(m), 1_000, m)], at(m));
    h.pipeline.locations(b, [frame(LOADS.b(m), 2_000, m)], at(m));
    h.pipeline.locations(c, [frame(LOADS.c(m), 3_000, m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();

  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: me.role_id, operation_id: 'weightAnalysisReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'weightDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'weightSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('load stored with each position', () => {
  it('keeps the weighing of item 0xE3 in kg, null where the sensor had none', async () => {
    const rows = await t.db
      .selectFrom('track_points')
      .select(['gps_time', 'load_kg'])
      .where('vehicle_id', '=', a.vehicleId)
      .where('gps_time', 'in', [at(15), at(25), at(30)])
      .orderBy('gps_time')
      .execute();
    expect(rows.map((r) => r.load_kg)).toEqual([11_000, null, 0]);
  });
});

describe('weight analysis detail', () => {
  it('cuts each vehicle into runs of one state, latest first, with duration, loads, rate and distance', async () => {
    const body = await detail(admin);
    expect(body.result?.totalRecords).toBe(9);
    expect(
      body.result?.data.map((e) => [
        e.vehicleId,
        e.state,
        e.startTime,
        e.endTime,
        e.durationS,
        e.avgLoadKg,
        e.maxLoadKg,
        e.loadRate,
        e.distanceKm,
      ]),
    ).toEqual([
      [a.vehicleId, 'empty', at(30), at(40), 600, 0, 0, 0, 10],
      [b.vehicleId, 'overloaded', at(30), at(40), 600, 21_000, 21_000, 1.05, 10],
      [b.vehicleId, 'loaded', at(25), at(30), 300, 18_000, 18_000, 0.9, 5],
      // Minute 25 has no weighing: minute 24's interval runs to minute 26 (2 km), still one run of nine weighings.
      [a.vehicleId, 'loaded', at(20), at(30), 600, 9_000, 9_000, 0.9, 10],
      [b.vehicleId, 'overloaded', at(20), at(25), 300, 25_000, 25_000, 1.25, 5],
      // (11,000 + 4 × 12,000) / 5 = 11,800 kg, 1.18 of the rated 10,000.
      [a.vehicleId, 'overloaded', at(15), at(20), 300, 11_800, 12_000, 1.18, 5],
      [a.vehicleId, 'loaded', at(5), at(15), 600, 8_000, 8_000, 0.8, 10],
      [a.vehicleId, 'empty', at(0), at(5), 300, 500, 500, 0.05, 5],
      [b.vehicleId, 'loaded', at(0), at(20), 1_200, 15_000, 15_000, 0.75, 20],
    ]);
    expect(body.result?.data.some((e) => e.vehicleId === c.vehicleId)).toBe(false);
    expect(body.result?.data[1]).toMatchObject({ plate: '苏WB02', ratedLoadKg: 20_000 });
  });

  it('narrows to the chosen states, pages and sorts in the database on whitelisted columns only', async () => {
    const over = await detail(admin, { states: ['overloaded'] });
    expect(over.result?.data.map((e) => [e.vehicleId, e.startTime])).toEqual([
      [b.vehicleId, at(30)],
      [b.vehicleId, at(20)],
      [a.vehicleId, at(15)],
    ]);
    const second = await detail(admin, page(2, 4));
    expect(second.result?.totalRecords).toBe(9);
    expect(second.result?.data.map((e) => e.startTime)).toEqual([at(20), at(15), at(5), at(0)]);
    const longest = await detail(admin, { sort: { field: 'durationS', order: 'desc' }, ...page(1, 1) });
    expect(longest.result?.data[0]?.durationS).toBe(1_200);
    const heaviest = await detail(admin, { sort: { field: 'maxLoadKg', order: 'desc' }, ...page(1, 2) });
    expect(heaviest.result?.data.map((e) => e.maxLoadKg)).toEqual([25_000, 21_000]);
    const unknown = await callJson(
      t.app,
      'weightDetailReport',
      { ...range, ...page(), sort: { field: 'load_kg', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(5);
    expect(mine.result?.data.every((e) => e.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(viewer, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 'wb02' })).result?.totalRecords).toBe(4);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'weightDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect((await callJson(t.app, 'exportWeightDetailReport', input, { token: admin })).body.code).toBe(0);
  });
});

describe('weight analysis summary', () => {
  it('adds up each vehicle: time and distance per state, heaviest weighing, overloads; most overloads first', async () => {
    const body = await summary(admin);
    expect(body.result?.totalRecords).toBe(2);
    expect(
      body.result?.data.map((s) => [
        s.vehicleId,
        s.emptyS,
        s.loadedS,
        s.overloadedS,
        s.emptyKm,
        s.loadedKm,
        s.overloadedKm,
        s.maxLoadKg,
        s.maxLoadRate,
        s.overloadCount,
      ]),
    ).toEqual([
      [b.vehicleId, 0, 1_500, 900, 0, 25, 15, 25_000, 1.25, 2],
      [a.vehicleId, 900, 1_200, 300, 15, 20, 5, 12_000, 1.2, 1],
    ]);
    const byPlate = await summary(admin, { sort: { field: 'plate', order: 'asc' } });
    expect(byPlate.result?.data.map((s) => s.vehicleId)).toEqual([a.vehicleId, b.vehicleId]);
    const mine = await summary(viewer);
    expect(mine.result?.data.map((s) => s.vehicleId)).toEqual([a.vehicleId]);
    const res = await callJson(
      t.app,
      'weightSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx, a row per episode or vehicle, behind the export operation', async () => {
    const res = await call(t.app, 'exportWeightDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 9);
    expect(sheet.getRow(1).getCell(4).value).toBe('Load state');
    expect(sheet.getRow(3).getCell(4).value).toBe('Overloaded');
    expect(sheet.getRow(3).getCell(10).value).toBe(105);
    const sum = await call(t.app, 'exportWeightSummaryReport', range, { token: admin, lang: 'zh-CN' });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect(sumBook.worksheets[0]!.getRow(1).getCell(12).value).toBe('超载次数');
    expect((await call(t.app, 'exportWeightSummaryReport', range, { token: viewer })).statusCode).toBe(403);
  });
});
