import { DAY_MS, ENDPOINTS, type ParkingReportRow } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDayStatsRollup } from '../../src/features/reports/dayStats/createDayStatsRollup';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The parking report on both databases, over stops the daily roll-up found in positions the real pipeline stored
 * from encoded 0x0200 frames (China time, 2026-11-20 = D, the app's clock five days later):
 * - A (the viewer's department): moving at 10:00; stopped 10:01 (ACC on) … 10:12 (ACC off) until it moves at 10:20;
 *   stopped 10:21 → 10:24; stopped 15 s at 10:25 (too short to store); from 23:52 stopped with ACC off over midnight
 *   until 00:20 on D+1 — D+1's positions arrive after D was rolled up.
 * - B (the company's top department, outside the viewer's): stopped 10:05 → 10:40 with ACC on.
 */
const D = Date.parse('2026-11-20T00:00:00+08:00');
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const hm = (h: number, m: number, s = 0) => D + h * 3_600_000 + m * MINUTE + s * 1000;
const range = { startTime: D, endTime: D + 2 * DAY_MS - 1, minMinutes: 5 };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const rollup = () =>
  createDayStatsRollup({ db: t.db, log: { error: () => undefined }, now: () => NOW }).runOnce();

async function addVehicle(companyId: number, departmentId: number, plate: string, phone: string) {
  const [v] = await t.db
    .insertInto('vehicles')
    .values({
      company_id: companyId,
      department_id: departmentId,
      plate,
      terminal_phone: phone,
      terminal_model: 'RW-SIM-ADAS',
      protocol_version: 2019,
      speed_limit_kmh: 80,
      created_at: D,
    })
    .returning('id')
    .execute();
  const vehicle: VehicleTerminalIdentity = {
    vehicleId: v!.id,
    companyId,
    departmentId,
    plate,
    phone,
    terminalModel: 'RW-SIM-ADAS',
    protocolVersion: 2019,
  };
  return vehicle;
}

/** (time, km/h, ACC on) as 0x0200 reports of `vehicle`, through the pipeline. */
async function drive(vehicle: VehicleTerminalIdentity, steps: [number, number, boolean][]) {
  const h = startPipeline(t.db);
  h.clock.now = steps[steps.length - 1]![0];
  h.pipeline.locations(
    vehicle,
    steps.map(([time, speedKmh, acc], i) =>
      report({ time, speedKmh, longitude: 118.7 + i * 0.001, status: { acc } }),
    ),
    h.clock.now,
  );
  await h.pipeline.flush();
  await h.pipeline.close();
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const viewerRow = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', viewerRow.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  a = await addVehicle(viewerRow.company_id, viewerRow.department_id, '苏P0A01', '13977706301');
  b = await addVehicle(viewerRow.company_id, top.id, '苏P0B02', '13977706302');
  await drive(a, [
    [hm(10, 0), 40, true],
    [hm(10, 1), 0, true],
    [hm(10, 2), 0, true],
    [hm(10, 12), 0, false],
    [hm(10, 20), 30, true],
    [hm(10, 21), 0, true],
    [hm(10, 24), 50, true],
    [hm(10, 25), 0, true],
    [hm(10, 25, 15), 60, true],
    [hm(10, 26), 60, true],
    [hm(23, 50), 30, true],
    [hm(23, 52), 0, false],
    [hm(23, 58), 0, false],
  ]);
  await drive(b, [
    [hm(10, 0), 60, true],
    [hm(10, 5), 0, true],
    [hm(10, 15), 0, true],
    [hm(10, 40), 50, true],
  ]);
  await rollup();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

const stored = async (vehicleId: number) =>
  (
    await t.db
      .selectFrom('vehicle_stops')
      .select(['day', 'start_time', 'end_time', 'duration_s', 'acc'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('start_time')
      .execute()
  ).map((r) => [
    Number(r.day),
    Number(r.start_time),
    Number(r.end_time),
    Number(r.duration_s),
    Number(r.acc),
  ]);

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'parkingDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'parkingSummaryReport', { ...range, ...page(), ...input }, { token })).body;
const brief = (rows: ParkingReportRow[] | undefined) =>
  rows?.map((r) => [r.vehicleId, r.startTime, r.endTime, r.durationS, r.acc]);

describe('stops in the daily roll-up', () => {
  it('stores each day its stops of at least 30 s; the open stop ends at the last position so far', async () => {
    expect(await stored(a.vehicleId)).toEqual([
      [D, hm(10, 1), hm(10, 20), 19 * 60, 2],
      [D, hm(10, 21), hm(10, 24), 180, 1],
      [D, hm(23, 52), hm(23, 58), 360, 0],
    ]);
    expect(await stored(b.vehicleId)).toEqual([[D, hm(10, 5), hm(10, 40), 35 * 60, 1]]);
  });

  it('cuts a stop at midnight once the next day arrives, rebuilding the day before on its own mark', async () => {
    await drive(a, [
      [hm(24, 10), 0, false],
      [hm(24, 20), 40, true],
    ]);
    await rollup();
    expect(await stored(a.vehicleId)).toEqual([
      [D, hm(10, 1), hm(10, 20), 19 * 60, 2],
      [D, hm(10, 21), hm(10, 24), 180, 1],
      [D, hm(23, 52), D + DAY_MS, 480, 0],
      [D + DAY_MS, D + DAY_MS, hm(24, 20), 1200, 0],
    ]);
    const marks = await t.db
      .selectFrom('vehicle_day_dirty')
      .select('day')
      .where('vehicle_id', '=', a.vehicleId)
      .execute();
    expect(marks).toEqual([]);
  });
});

describe('parking detail', () => {
  it('refuses a caller without the parkingReport operation', async () => {
    expect(ENDPOINTS.parkingDetailReport.access).toEqual({ operationId: 'parkingReport' });
    expect(ENDPOINTS.exportParkingSummaryReport.access).toEqual({ operationId: 'parkingReport:export' });
    const role = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const granted = await t.db
      .deleteFrom('role_operations')
      .where('role_id', '=', role.role_id)
      .where('operation_id', '=', 'parkingReport')
      .executeTakeFirst();
    const res = await callJson(t.app, 'parkingDetailReport', { ...range, ...page() }, { token: viewer });
    expect(res.status).toBe(403);
    expect(res.body.result ?? null).toBeNull();
    await t.db
      .insertInto('role_operations')
      .values({ role_id: role.role_id, operation_id: 'parkingReport' })
      .execute();
    // The demo viewer reads reports but exports none.
    expect(Number(granted.numDeletedRows)).toBe(1);
  });

  it('lists the stops of at least the minimum, newest first', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(brief(body.result?.data)).toEqual([
      [a.vehicleId, D + DAY_MS, hm(24, 20), 1200, 0],
      [a.vehicleId, hm(23, 52), D + DAY_MS, 480, 0],
      [b.vehicleId, hm(10, 5), hm(10, 40), 2100, 1],
      [a.vehicleId, hm(10, 1), hm(10, 20), 1140, 2],
    ]);
    const first = body.result!.data[0]!;
    // The stop over midnight stands where the vehicle stopped the day before (its 13th position).
    expect(first.plate).toBe('苏P0A01');
    expect(first.lon).toBeCloseTo(118.712, 6);
    expect(first.lat).toBeCloseTo(32.0603, 6);
    const two = await detail(admin, { minMinutes: 2 });
    expect(two.result?.totalRecords).toBe(5);
    expect((await detail(admin, { minMinutes: 0.5 })).result?.totalRecords).toBe(5);
    expect((await detail(admin, { minMinutes: 20 })).result?.totalRecords).toBe(2);
  });

  it('pages and sorts in the database on whitelisted columns only', async () => {
    const second = await detail(admin, page(2, 3));
    expect(second.result?.data.map((r) => r.startTime)).toEqual([hm(10, 1)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([480, 1140, 1200, 2100]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(b.vehicleId);
    for (const field of ['lon', 'start_time', 'v.plate; drop table vehicles']) {
      const res = await callJson(
        t.app,
        'parkingDetailReport',
        { ...range, ...page(), sort: { field, order: 'asc' } },
        { token: admin },
      );
      expect(res.status).toBe(400);
    }
  });

  it('refuses a minimum outside 0.5 – 1440 minutes with a translated message', async () => {
    for (const minMinutes of [0.4, 0, -1, 1441, '5']) {
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const res = await callJson(
          t.app,
          'parkingDetailReport',
          { ...range, ...page(), minMinutes },
          { token: admin, lang },
        );
        expect(res.body.code).toBe(0);
        expect(looksLeaky(res.body.message)).toBe(false);
        if (lang === 'zh-CN') expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    const { minMinutes: _omitted, ...noMinimum } = range;
    expect(
      (await callJson(t.app, 'parkingSummaryReport', { ...noMinimum, ...page() }, { token: admin })).body
        .code,
    ).toBe(0);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(viewer, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 'p0b0' })).result?.totalRecords).toBe(1);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const input = {
      startTime: NOW - 41 * DAY_MS,
      endTime: NOW,
      minMinutes: 5,
      vehicleIds: [a.vehicleId, b.vehicleId],
    };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'parkingDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect((await callJson(t.app, 'exportParkingDetailReport', input, { token: admin })).body.code).toBe(0);
  });
});

describe('parking summary', () => {
  it('adds up each vehicle: stops, total and longest stop, sorted on the whitelist', async () => {
    const body = await summary(admin, { sort: { field: 'totalStopS', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(2);
    const rows = body.result?.data.map((r) => [r.vehicleId, r.stops, r.totalStopS, r.longestStopS]);
    expect(rows).toEqual([
      [a.vehicleId, 3, 1200 + 480 + 1140, 1200],
      [b.vehicleId, 1, 2100, 2100],
    ]);
    const longest = await summary(admin, { sort: { field: 'longestStopS', order: 'desc' } });
    expect(longest.result?.data.map((r) => r.vehicleId)).toEqual([b.vehicleId, a.vehicleId]);
    const unknown = await callJson(
      t.app,
      'parkingSummaryReport',
      { ...range, ...page(), sort: { field: 'duration_s', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
    const year = await summary(admin, { startTime: NOW - 400 * DAY_MS, endTime: NOW });
    expect(year.code).toBe(0);
  });

  it('exports the current query as an xlsx, a row per stop or vehicle, behind parkingReport:export', async () => {
    const res = await call(t.app, 'exportParkingDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(1).getCell(7).value).toBe('ACC');
    expect(sheet.getRow(2).getCell(7).value).toBe('Off');
    expect(sheet.getRow(2).getCell(5).value).toBe(1200);
    const summaryRes = await call(t.app, 'exportParkingSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summaryRes.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect((await call(t.app, 'exportParkingSummaryReport', range, { token: viewer })).statusCode).toBe(403);
    const none = await callJson(
      t.app,
      'exportParkingDetailReport',
      { ...range, minMinutes: 1440 },
      { token: admin },
    );
    expect(none.body.code).toBe(0);
  });
});

describe('late positions', () => {
  it('rebuild the day they fall in: its stops are replaced, the other day is left alone', async () => {
    const nextDay = (await stored(a.vehicleId)).filter((r) => r[0] !== D);
    await drive(a, [[hm(10, 10), 20, true]]);
    await rollup();
    const rows = await stored(a.vehicleId);
    expect(rows.filter((r) => r[0] === D)).toEqual([
      [D, hm(10, 1), hm(10, 10), 540, 1],
      [D, hm(10, 12), hm(10, 20), 480, 0],
      [D, hm(10, 21), hm(10, 24), 180, 1],
      [D, hm(23, 52), D + DAY_MS, 480, 0],
    ]);
    expect(rows.filter((r) => r[0] !== D)).toEqual(nextDay);
  });
});
