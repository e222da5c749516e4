import { OVERSPEED_SOURCE } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, driveReportFleet, NOW, type ReportFleet } from './eventReportFleet';

/**
 * The overspeed alarm report on both databases, over alarms the real pipeline raised from encoded 0x0200 frames
 * (the plan is in eventReportFleet.ts): A has a platform overspeed 5 → 8 (top 110 km/h), a terminal alarm 20 → 23
 * and one from minute 38 still going; B a platform overspeed 10 → 12.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let fleet: ReportFleet;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const stillGoing = (NOW - at(38)) / 1000;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  fleet = await driveReportFleet(t.db, '苏E');
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
    .values({ role_id: role.role_id, operation_id: 'overspeedAlarmReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'overspeedDetailReport', { ...range, ...page(), ...input }, { token })).body;

describe('overspeed detail', () => {
  it('lists one row per alarm the pipeline raised, newest first, with its figures', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(4);
    const { a, b } = fleet;
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.source,
        r.startTime,
        r.endTime,
        r.durationS,
        r.maxSpeedKmh,
      ]),
    ).toEqual([
      [a.vehicleId, OVERSPEED_SOURCE.terminal, at(38), null, stillGoing, 70],
      [a.vehicleId, OVERSPEED_SOURCE.terminal, at(20), at(23), 180, 70],
      [b.vehicleId, OVERSPEED_SOURCE.platform, at(10), at(12), 120, 100],
      [a.vehicleId, OVERSPEED_SOURCE.platform, at(5), at(8), 180, 110],
    ]);
    const platform = body.result?.data[3];
    expect(platform).toMatchObject({ plate: a.plate, speedLimitKmh: 80, lon: 118.8019 });
    expect(body.result?.data[0]?.speedLimitKmh).toBeNull();
    expect(platform?.handleStatusName).toBe(resources['zh-CN'].handling.handleStatus.unprocessed);
  });

  it('pages and sorts in the database on whitelisted columns', async () => {
    const second = await detail(admin, { ...page(2, 3) });
    expect(second.result?.data.map((r) => r.startTime)).toEqual([at(5)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([120, 180, 180, stillGoing]);
    const unknown = await callJson(
      t.app,
      'overspeedDetailReport',
      { ...range, ...page(), sort: { field: 'guid', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('filters by vehicle, plate keyword, department and source', async () => {
    expect((await detail(admin, { vehicleIds: [fleet.b.vehicleId] })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { plate: 'ea01' })).result?.totalRecords).toBe(3);
    expect((await detail(admin, { sources: [OVERSPEED_SOURCE.platform] })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { departmentId: fleet.a.departmentId })).result?.totalRecords).toBe(3);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.data.every((r) => r.vehicleId === fleet.a.vehicleId)).toBe(true);
    expect(mine.result?.totalRecords).toBe(3);
    expect((await detail(viewer, { vehicleIds: [fleet.b.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [fleet.a.vehicleId] })).result?.totalRecords).toBe(0);
    const summary = await callJson(
      t.app,
      'overspeedSummaryReport',
      { ...range, ...page() },
      { token: other },
    );
    expect(summary.body.result?.totalRecords).toBe(0);
  });
});

describe('query rules', () => {
  const DAY = 86_400_000;
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 900_000 + i);
  const refusals: [string, object, RegExp][] = [
    [
      '41 days for two vehicles',
      { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: ids(2) },
      /one vehicle/,
    ],
    ['62 days for one vehicle', { startTime: NOW - 62 * DAY, endTime: NOW, vehicleIds: ids(1) }, /61 days/],
    [
      '15 days for 201 vehicles',
      { startTime: NOW - 15 * DAY, endTime: NOW, vehicleIds: ids(201) },
      /200 vehicles/,
    ],
    [
      'archived data over 11 days',
      { startTime: NOW - 220 * DAY, endTime: NOW - 209 * DAY, vehicleIds: ids(1) },
      /10 days/,
    ],
    [
      'archived data for 31 vehicles',
      { startTime: NOW - 220 * DAY, endTime: NOW - 219 * DAY, vehicleIds: ids(31) },
      /30 vehicles/,
    ],
  ];
  it.each(refusals)(
    'refuses %s with code 0 and the translated rule, in both languages',
    async (_, input, text) => {
      const before = await t.db
        .selectFrom('alarms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      for (const name of ['overspeedDetailReport', 'exportOverspeedDetailReport'] as const) {
        const res = await call(
          t.app,
          name,
          { ...input, ...(name === 'overspeedDetailReport' ? page() : {}) },
          {
            token: admin,
            lang: 'en-US',
          },
        );
        const body = res.json<{ code: number; message: string; result?: unknown }>();
        expect(body.code).toBe(0);
        expect(body.message).toMatch(text);
        expect(looksLeaky(body.message)).toBe(false);
        expect(body.result ?? null).toBeNull();
      }
      const zh = await callJson(t.app, 'overspeedDetailReport', { ...input, ...page() }, { token: admin });
      expect(zh.body.code).toBe(0);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fa5]/);
      const after = await t.db
        .selectFrom('alarms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(Number(after?.n)).toBe(Number(before?.n));
    },
  );

  it('refuses a summary over 12 months and a range ending before it starts', async () => {
    const long = await callJson(
      t.app,
      'overspeedSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.message).toMatch(/12 months/);
    const reversed = await callJson(
      t.app,
      'overspeedDetailReport',
      { startTime: DAY_END, endTime: DAY_START, ...page() },
      { token: admin },
    );
    expect(reversed.body.code).toBe(0);
    expect(reversed.status).toBe(400);
  });
});

describe('overspeed summary', () => {
  it('adds up each vehicle: alarms, duration, top speed', async () => {
    const { body } = await callJson(
      t.app,
      'overspeedSummaryReport',
      { ...range, ...page(), sort: { field: 'count', order: 'desc' } },
      { token: admin },
    );
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data.map((r) => [r.vehicleId, r.count, r.durationS, r.maxSpeedKmh])).toEqual([
      [fleet.a.vehicleId, 3, 360 + stillGoing, 110],
      [fleet.b.vehicleId, 1, 120, 100],
    ]);
    const viewerSummary = await callJson(
      t.app,
      'overspeedSummaryReport',
      { ...range, ...page() },
      { token: viewer },
    );
    expect(viewerSummary.body.result?.data.map((r) => r.vehicleId)).toEqual([fleet.a.vehicleId]);
  });

  it('exports the current query as an xlsx with a row per alarm; no export without the grant', async () => {
    const res = await call(
      t.app,
      'exportOverspeedDetailReport',
      { ...range, vehicleIds: [fleet.a.vehicleId] },
      {
        token: admin,
      },
    );
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 3);
    expect(sheet.getRow(2).getCell(1).value).toBe(fleet.a.plate);
    const summary = await call(t.app, 'exportOverspeedSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    const refused = await call(t.app, 'exportOverspeedDetailReport', range, { token: viewer });
    expect(refused.statusCode).toBe(403);
    const none = await callJson(t.app, 'exportOverspeedSummaryReport', range, { token: other });
    expect(none.body.code).toBe(0);
  });
});
