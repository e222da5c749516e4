import { DEVICE_EXCEPTION_TYPE, ENDPOINTS } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, NOW } from './eventReportFleet';
import { driveOfflineFleet, type OfflineFleet } from './offlineTrendFleet';

/**
 * The vehicle offline trend report on both databases, over offline episodes the real pipeline's offline detection
 * raised (the plan is in offlineTrendFleet.ts): A offline 5 → 20 and from 25 on (still offline), B offline 10 → 40.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let fleet: OfflineFleet;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const stillOffline = Math.floor((NOW - at(25)) / 1000);
/** The open episode's part of the day: 10:25 to the day's last millisecond. */
const openInDay = Math.floor((DAY_END - at(25)) / 1000);
const dayS = Math.floor((DAY_END - DAY_START) / 1000);
const OP = 'vehicleOfflineTrendReport';

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  fleet = await driveOfflineFleet(t.db, '苏F');
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'offlineTrendDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'offlineTrendSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('operation id', () => {
  it('reads behind vehicleOfflineTrendReport and exports behind its :export', async () => {
    expect(ENDPOINTS.offlineTrendDetailReport.access).toEqual({ operationId: OP });
    expect(ENDPOINTS.offlineTrendSummaryReport.access).toEqual({ operationId: OP });
    expect(ENDPOINTS.exportOfflineTrendDetailReport.access).toEqual({ operationId: `${OP}:export` });
    expect(ENDPOINTS.exportOfflineTrendSummaryReport.access).toEqual({ operationId: `${OP}:export` });
    const refused = await call(t.app, 'offlineTrendDetailReport', { ...range, ...page() }, { token: viewer });
    expect(refused.statusCode).toBe(403);
    const role = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('role_operations').values({ role_id: role.role_id, operation_id: OP }).execute();
    expect((await detail(viewer)).code).toBe(1);
    const noExport = await call(t.app, 'exportOfflineTrendDetailReport', range, { token: viewer });
    expect(noExport.statusCode).toBe(403);
  });
});

describe('offline detail', () => {
  it('lists one row per episode the offline detection raised, newest first', async () => {
    const stored = await t.db
      .selectFrom('device_exceptions')
      .select(['vehicle_id', 'type'])
      .where('vehicle_id', 'in', [fleet.a.vehicleId, fleet.b.vehicleId])
      .execute();
    expect(stored.every((x) => x.type === DEVICE_EXCEPTION_TYPE.offline)).toBe(true);
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(3);
    const { a, b } = fleet;
    expect(body.result?.data.map((r) => [r.vehicleId, r.plate, r.startTime, r.endTime, r.durationS])).toEqual(
      [
        [a.vehicleId, a.plate, at(25), null, stillOffline],
        [b.vehicleId, b.plate, at(10), at(40), 1800],
        [a.vehicleId, a.plate, at(5), at(20), 900],
      ],
    );
    const first = body.result?.data[2];
    expect(first?.lon).toBeCloseTo(118.8019, 6);
    expect(first?.lat).toBeCloseTo(32.0603, 6);
    expect(first?.handleStatusName).toBe(resources['zh-CN'].handling.handleStatus.unprocessed);
  });

  it('pages and sorts on whitelisted columns only', async () => {
    const second = await detail(admin, page(2, 2));
    expect(second.result?.data.map((r) => r.startTime)).toEqual([at(5)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([900, 1800, stillOffline]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(fleet.b.vehicleId);
    for (const field of ['guid', 'begin_time', 'x.type']) {
      const res = await callJson(
        t.app,
        'offlineTrendDetailReport',
        { ...range, ...page(), sort: { field, order: 'asc' } },
        { token: admin },
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(0);
    }
  });

  it('counts an episode that overlaps the range, and filters by vehicle, plate and department', async () => {
    const late = await detail(admin, { startTime: at(30) });
    expect(late.result?.data.map((r) => r.startTime)).toEqual([at(25), at(10)]);
    expect((await detail(admin, { vehicleIds: [fleet.b.vehicleId] })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { plate: 'fa01' })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { departmentId: fleet.a.departmentId })).result?.totalRecords).toBe(2);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.data.map((r) => r.vehicleId)).toEqual([fleet.a.vehicleId, fleet.a.vehicleId]);
    expect((await detail(viewer, { vehicleIds: [fleet.b.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [fleet.a.vehicleId] })).result?.totalRecords).toBe(0);
    const theirs = await summary(other);
    expect(theirs.result?.totalRecords).toBe(0);
    expect(theirs.result?.totals).toEqual({ vehicles: 0, episodes: 0, offlineS: 0 });
  });
});

describe('query rules', () => {
  const DAY = 86_400_000;
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 900_000 + i);
  const refusals: [string, object, RegExp][] = [
    ['62 days for one vehicle', { startTime: NOW - 62 * DAY, endTime: NOW, vehicleIds: ids(1) }, /61 days/],
    [
      '15 days for 201 vehicles',
      { startTime: NOW - 15 * DAY, endTime: NOW, vehicleIds: ids(201) },
      /200 vehicles/,
    ],
  ];
  it.each(refusals)('refuses a detail of %s with code 0 and the translated rule', async (_, input, text) => {
    for (const name of ['offlineTrendDetailReport', 'exportOfflineTrendDetailReport'] as const) {
      const res = await call(
        t.app,
        name,
        { ...input, ...(name === 'offlineTrendDetailReport' ? page() : {}) },
        { token: admin, lang: 'en-US' },
      );
      const body = res.json<{ code: number; message: string; result?: unknown }>();
      expect(body.code).toBe(0);
      expect(body.message).toMatch(text);
      expect(looksLeaky(body.message)).toBe(false);
      expect(body.result ?? null).toBeNull();
    }
    const zh = await callJson(t.app, 'offlineTrendDetailReport', { ...input, ...page() }, { token: admin });
    expect(zh.body.code).toBe(0);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a summary over 12 months and a range ending before it starts', async () => {
    const long = await callJson(
      t.app,
      'offlineTrendSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.message).toMatch(/12 months/);
    const reversed = await callJson(
      t.app,
      'offlineTrendSummaryReport',
      { startTime: DAY_END, endTime: DAY_START, ...page() },
      { token: admin },
    );
    expect(reversed.body.code).toBe(0);
    expect(reversed.status).toBe(400);
  });
});

describe('offline summary', () => {
  it('adds up each vehicle: episodes, time offline in the period, longest, share; and the totals', async () => {
    const body = await summary(admin);
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data.map((r) => [r.vehicleId, r.count, r.offlineS, r.longestS])).toEqual([
      [fleet.a.vehicleId, 2, 900 + openInDay, stillOffline],
      [fleet.b.vehicleId, 1, 1800, 1800],
    ]);
    expect(body.result?.data[0]?.share).toBeCloseTo((900 + openInDay) / dayS, 6);
    expect(body.result?.data[1]?.share).toBeCloseTo(1800 / dayS, 6);
    expect(body.result?.totals).toEqual({ vehicles: 2, episodes: 3, offlineS: 2700 + openInDay });
    expect(body.result?.days).toEqual([{ day: '2026-11-20', vehicles: 2 }]);
  });

  it('counts the vehicles offline on each China day of the range: A stays offline, B came back', async () => {
    const body = await summary(admin, { endTime: DAY_END + 2 * 86_400_000 });
    expect(body.result?.days).toEqual([
      { day: '2026-11-20', vehicles: 2 },
      { day: '2026-11-21', vehicles: 1 },
      { day: '2026-11-22', vehicles: 1 },
    ]);
    const mine = await summary(viewer, { startTime: DAY_START + 86_400_000, endTime: DAY_END + 86_400_000 });
    expect(mine.result?.days).toEqual([{ day: '2026-11-21', vehicles: 1 }]);
    expect((await summary(other)).result?.days).toEqual([{ day: '2026-11-20', vehicles: 0 }]);
  });

  it('cuts episodes at the range start and sorts on its whitelist', async () => {
    const late = await summary(admin, { startTime: at(30), sort: { field: 'plate', order: 'asc' } });
    expect(late.result?.data.map((r) => [r.vehicleId, r.count, r.offlineS])).toEqual([
      [fleet.a.vehicleId, 1, Math.floor((DAY_END - at(30)) / 1000)],
      [fleet.b.vehicleId, 1, 600],
    ]);
    const byCount = await summary(admin, { sort: { field: 'count', order: 'asc' } });
    expect(byCount.result?.data.map((r) => r.vehicleId)).toEqual([fleet.b.vehicleId, fleet.a.vehicleId]);
    const bad = await callJson(
      t.app,
      'offlineTrendSummaryReport',
      { ...range, ...page(), sort: { field: 'offline_s', order: 'asc' } },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    const mine = await summary(viewer);
    expect(mine.result?.data.map((r) => r.vehicleId)).toEqual([fleet.a.vehicleId]);
    expect(mine.result?.totals.episodes).toBe(2);
  });

  it('exports both sides as xlsx, a row per episode and per vehicle; nothing to another company', async () => {
    const res = await call(t.app, 'exportOfflineTrendDetailReport', range, { token: admin });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 3);
    expect(sheet.getRow(2).getCell(1).value).toBe(fleet.a.plate);
    expect(sheet.getRow(2).getCell(4).value).toBe(resources['zh-CN'].eventReports.offlineTrend.stillOffline);
    const sum = await call(t.app, 'exportOfflineTrendSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    const none = await callJson(t.app, 'exportOfflineTrendSummaryReport', range, { token: other });
    expect(none.body.code).toBe(0);
  });
});
