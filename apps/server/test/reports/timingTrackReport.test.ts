import type { PositionReportRow } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDayStatsRollup } from '../../src/features/reports/dayStats/createDayStatsRollup';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, driveReportFleet, NOW, type ReportFleet } from './eventReportFleet';

/**
 * The timing-tracking report on both databases, over the positions the real pipeline stored from encoded 0x0200
 * frames (eventReportFleet.ts): A reported minutes 0–41, B minutes 0–40, all on one China day.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let fleet: ReportFleet;
const range = { startTime: DAY_START, endTime: DAY_END };
const DAY = 86_400_000;
const page = (curPage: number, pageSize: number) => ({ pageParamVO: { curPage, pageSize } });
const minutes = (rows: PositionReportRow[] | undefined) =>
  (rows ?? []).map((r) => [r.plate.slice(-3), (r.gpsTime - at(0)) / 60_000]);
const rollup = () =>
  createDayStatsRollup({ db: t.db, log: { error: () => undefined }, now: () => NOW }).runOnce();

const detail = async (token: string, input: object) =>
  (await callJson(t.app, 'timingTrackDetailReport', { ...range, ...input }, { token })).body;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  fleet = await driveReportFleet(t.db, '苏T');
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

/** Pages of the query the user scrolls through: rows, where the vehicles meet, the far end. */
async function scrolled() {
  const first = await detail(admin, page(1, 20));
  const third = await detail(admin, page(3, 20));
  const last = await detail(admin, page(5, 20));
  const newest = await detail(admin, { ...page(1, 3), order: 'desc' });
  return { first, third, last, newest };
}

describe('timing tracking detail', () => {
  let beforeRollup: Awaited<ReturnType<typeof scrolled>>;

  it('lists every stored position, vehicle by vehicle in time order, and seeks to any page', async () => {
    beforeRollup = await scrolled();
    const { first, third, last, newest } = beforeRollup;
    expect(first.code).toBe(1);
    expect(first.result?.totalRecords).toBe(42 + 41);
    expect(minutes(first.result?.data)).toEqual(Array.from({ length: 20 }, (_, m) => ['A01', m]));
    // Rows 40–59: A's minutes 40 and 41, then B from its first report.
    expect(minutes(third.result?.data)).toEqual([
      ['A01', 40],
      ['A01', 41],
      ...Array.from({ length: 18 }, (_, m) => ['B02', m]),
    ]);
    expect(minutes(last.result?.data)).toEqual([
      ['B02', 38],
      ['B02', 39],
      ['B02', 40],
    ]);
    expect(minutes(newest.result?.data)).toEqual([
      ['A01', 41],
      ['A01', 40],
      ['A01', 39],
    ]);
    const row = first.result?.data[5];
    expect(row).toMatchObject({ vehicleId: fleet.a.vehicleId, speedKmh: 100, acc: true });
    expect(row?.lon).toBeCloseTo(118.7969 + 5 * 0.001, 6);
  });

  it('counts from the daily roll-up once it has run, with the same pages', async () => {
    await rollup();
    const dirty = await t.db.selectFrom('vehicle_day_dirty').selectAll().execute();
    expect(dirty).toEqual([]);
    expect(await scrolled()).toEqual(beforeRollup);
  });

  it('cuts the range inside a day: minutes 10 to 20 of both vehicles', async () => {
    const body = await detail(admin, { startTime: at(10), endTime: at(20), ...page(1, 50) });
    expect(body.result?.totalRecords).toBe(22);
    expect(minutes(body.result?.data).slice(9, 13)).toEqual([
      ['A01', 19],
      ['A01', 20],
      ['B02', 10],
      ['B02', 11],
    ]);
  });

  it("shows a department's vehicles to its user, nothing to another company", async () => {
    const role = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const refused = await callJson(
      t.app,
      'timingTrackDetailReport',
      { ...range, ...page(1, 20) },
      { token: viewer },
    );
    expect(refused.status).toBe(403);
    await t.db
      .insertInto('role_operations')
      .values({ role_id: role.role_id, operation_id: 'timingTrackReport' })
      .execute();
    const own = await detail(viewer, page(1, 100));
    expect(own.result?.totalRecords).toBe(42);
    expect(new Set(own.result?.data.map((r) => r.vehicleId))).toEqual(new Set([fleet.a.vehicleId]));
    const foreign = await detail(other, page(1, 20));
    expect(foreign.result).toEqual({ data: [], totalRecords: 0 });
  });

  it('refuses a span the detail rules forbid, in the reader language, writing nothing', async () => {
    const body = (
      await callJson(
        t.app,
        'timingTrackDetailReport',
        { startTime: NOW - 70 * DAY, endTime: NOW - DAY, ...page(1, 20) },
        { token: admin, lang: 'en-US' },
      )
    ).body;
    expect(body.code).toBe(0);
    expect(body.message).toMatch(/61/);
    expect(looksLeaky(body.message)).toBe(false);
    const bad = await callJson(
      t.app,
      'timingTrackDetailReport',
      { ...range, ...page(1, 20), order: 'sideways' },
      { token: admin },
    );
    expect(bad.body.code).toBe(0);
  });

  it('exports the query in the page order as an xlsx', async () => {
    const res = await call(t.app, 'exportTimingTrackDetailReport', range, { token: admin, lang: 'en-US' });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 83);
    expect(sheet.getRow(1).getCell(3).value).toBe(resources['en-US'].eventReports.timingTrack.gpsTime);
    expect(sheet.getRow(2).getCell(1).value).toBe(fleet.a.plate);
    expect(sheet.getRow(84).getCell(1).value).toBe(fleet.b.plate);
  });
});

describe('timing tracking summary', () => {
  it('sums each vehicle from the roll-up: days, positions, first and last report', async () => {
    const { body } = await callJson(
      t.app,
      'timingTrackReportSummary',
      { ...range, pageParamVO: { curPage: 1, pageSize: 10 } },
      { token: admin },
    );
    expect(body.result?.data.map((r) => [r.plate, r.days, r.points, r.firstTime, r.lastTime])).toEqual([
      [fleet.a.plate, 1, 42, at(0), at(41)],
      [fleet.b.plate, 1, 41, at(0), at(40)],
    ]);
  });
});
