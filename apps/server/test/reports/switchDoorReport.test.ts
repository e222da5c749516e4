import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, driveReportFleet, NOW, type ReportFleet } from './eventReportFleet';

/**
 * The door-opening report on both databases, over the rear-door changes the real pipeline stored from encoded
 * 0x0200 frames (the plan is in eventReportFleet.ts): A opens 3 → 6, 15 → 17 and from 39 on (still open, reported
 * open once more after a restart at 41); B opens 25 → 30.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let fleet: ReportFleet;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const stillOpen = (NOW - at(39)) / 1000;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  fleet = await driveReportFleet(t.db, '苏F');
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const role = await t.db
    .selectFrom('users')
    .select('role_id')
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_operations')
    .values({ role_id: role.role_id, operation_id: 'switchDoorReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'switchDoorDetailReport', { ...range, ...page(), ...input }, { token })).body;

describe('door-opening detail', () => {
  it('pairs each opening with the next closing; an opening without one is still open', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    const { a, b } = fleet;
    expect(body.result?.data.map((r) => [r.vehicleId, r.openTime, r.closeTime, r.durationS])).toEqual([
      [a.vehicleId, at(39), null, stillOpen],
      [b.vehicleId, at(25), at(30), 300],
      [a.vehicleId, at(15), at(17), 120],
      [a.vehicleId, at(3), at(6), 180],
    ]);
    expect(body.result?.totalRecords).toBe(4);
    const stored = await t.db
      .selectFrom('vehicle_switch_events')
      .select('time')
      .where('vehicle_id', '=', a.vehicleId)
      .where('kind', '=', 'door')
      .where('active', '=', 1)
      .execute();
    // The restart's repeated open is stored but is the same episode.
    expect(stored.map((r) => Number(r.time))).toContain(at(41));
  });

  it('pages and sorts in the database on whitelisted columns', async () => {
    const second = await detail(admin, page(2, 3));
    expect(second.result?.data.map((r) => r.openTime)).toEqual([at(3)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([120, 180, 300, stillOpen]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(fleet.b.vehicleId);
    const unknown = await callJson(
      t.app,
      'switchDoorDetailReport',
      { ...range, ...page(), sort: { field: 'time', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === fleet.a.vehicleId)).toBe(true);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [fleet.a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 'fb02' })).result?.totalRecords).toBe(1);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = {
      startTime: NOW - 41 * DAY,
      endTime: NOW,
      vehicleIds: [fleet.a.vehicleId, fleet.b.vehicleId],
    };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'switchDoorDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    const exported = await callJson(t.app, 'exportSwitchDoorDetailReport', input, { token: admin });
    expect(exported.body.code).toBe(0);
  });
});

describe('door-opening summary', () => {
  it('adds up each vehicle: openings, total and longest open time', async () => {
    const { body } = await callJson(
      t.app,
      'switchDoorSummaryReport',
      { ...range, ...page(), sort: { field: 'openings', order: 'desc' } },
      { token: admin },
    );
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data.map((r) => [r.vehicleId, r.openings, r.totalOpenS, r.longestOpenS])).toEqual([
      [fleet.a.vehicleId, 3, 300 + stillOpen, stillOpen],
      [fleet.b.vehicleId, 1, 300, 300],
    ]);
    const other12 = await callJson(
      t.app,
      'switchDoorSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(other12.body.code).toBe(0);
    expect(other12.body.message).toMatch(/12 months/);
    const foreign = await callJson(
      t.app,
      'switchDoorSummaryReport',
      { ...range, ...page() },
      { token: other },
    );
    expect(foreign.body.result?.totalRecords).toBe(0);
  });

  it('exports the current query as an xlsx, a row per episode or vehicle', async () => {
    const res = await call(t.app, 'exportSwitchDoorDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(2).getCell(4).value).toBe('Still open');
    const summary = await call(t.app, 'exportSwitchDoorSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect((await call(t.app, 'exportSwitchDoorSummaryReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
  });
});
