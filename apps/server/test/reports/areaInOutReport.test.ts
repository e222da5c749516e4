import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, NOW } from './eventReportFleet';
import { addVehicle, addZone, type Pair } from './zoneFleet';

/**
 * The area entry and exit report on both databases, over the zone entry and exit alarms the real pipeline raised
 * from encoded 0x0200 frames (one a minute, minutes 0–40) for two zones the test draws with entry and exit rules:
 * - A (the viewer's department): in the depot in minutes 3–9 (3 → 10), in the customer's yard in minutes 15–19
 *   (15 → 20), in the depot again from minute 30 on (still inside). After minute 40 the pipeline restarts and
 *   minute 41 reports A in the depot: the entry is raised once more and is the same visit.
 * - B (the company's top department): in the depot in minutes 5–24 (5 → 25).
 */
const OUTSIDE: Pair = [118.795, 32.055];
const DEPOT: Pair = [118.805, 32.065];
const YARD: Pair = [118.785, 32.0552];
const DEPOT_SQUARE: Pair[] = [
  [118.8, 32.06],
  [118.81, 32.06],
  [118.81, 32.07],
  [118.8, 32.07],
];
const where = {
  a: (m: number): Pair => ((m >= 3 && m <= 9) || m >= 30 ? DEPOT : m >= 15 && m <= 19 ? YARD : OUTSIDE),
  b: (m: number): Pair => (m >= 5 && m <= 24 ? DEPOT : OUTSIDE),
};

let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a = 0;
let b = 0;
let depot = 0;
let yard = 0;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const stillInside = (NOW - at(30)) / 1000;

const frame = (p: Pair, m: number) => report({ time: at(m), longitude: p[0], latitude: p[1], speedKmh: 60 });

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const org = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', org.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const va = await addVehicle(t.db, org.company_id, org.department_id, '苏ZA01', '13977706301');
  const vb = await addVehicle(t.db, org.company_id, top.id, '苏ZB02', '13977706302');
  a = va.vehicleId;
  b = vb.vehicleId;
  const zoneOrg = { company_id: org.company_id, department_id: top.id };
  depot = await addZone(t.db, zoneOrg, { name: 'Depot', shape: 'polygon', points: DEPOT_SQUARE, radius: 0 }, [
    a,
    b,
  ]);
  yard = await addZone(
    t.db,
    zoneOrg,
    { name: 'Customer yard', shape: 'circle', points: [YARD], radius: 300 },
    [a],
  );
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(va, [frame(where.a(m), m)], at(m));
    h.pipeline.locations(vb, [frame(where.b(m), m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  // A restart: the vehicle's visit is forgotten and the first report in the depot raises the entry again.
  const again = startPipeline(t.db);
  again.clock.now = at(41);
  again.pipeline.locations(va, [frame(where.a(41), 41)], at(41));
  await again.advance(MINUTE);
  await again.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: org.role_id, operation_id: 'areaInOutReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'areaInOutDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'areaInOutSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('area entry and exit detail', () => {
  it('pairs each entry with the next exit of the zone; a vehicle that has not left is still inside', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(
      body.result?.data.map((r) => [r.vehicleId, r.areaName, r.enterTime, r.exitTime, r.durationS]),
    ).toEqual([
      [a, 'Depot', at(30), null, stillInside],
      [a, 'Customer yard', at(15), at(20), 300],
      [b, 'Depot', at(5), at(25), 1200],
      [a, 'Depot', at(3), at(10), 420],
    ]);
    expect(body.result?.totalRecords).toBe(4);
    const first = body.result!.data[0]!;
    expect(first.areaId).toBe(depot);
    expect(first.lon).toBeCloseTo(DEPOT[0], 5);
    expect(first.lat).toBeCloseTo(DEPOT[1], 5);
    // The restart's repeated entry is stored but is the same visit.
    const entries = await t.db
      .selectFrom('alarms')
      .select('begin_time')
      .where('vehicle_id', '=', a)
      .where('first_type', '=', 5)
      .where('second_type', '=', 1)
      .execute();
    expect(entries.map((r) => Number(r.begin_time))).toContain(at(41));
  });

  it('narrows to one zone', async () => {
    const body = await detail(admin, { areaId: yard });
    expect(body.result?.data.map((r) => [r.vehicleId, r.enterTime])).toEqual([[a, at(15)]]);
    expect((await detail(admin, { areaId: depot })).result?.totalRecords).toBe(3);
  });

  it('pages and sorts in the database on whitelisted columns', async () => {
    const second = await detail(admin, page(2, 3));
    expect(second.result?.data.map((r) => r.enterTime)).toEqual([at(3)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([300, 420, 1200, stillInside]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(b);
    const byZone = await detail(admin, { sort: { field: 'areaName', order: 'asc' } });
    expect(byZone.result?.data[0]?.areaName).toBe('Customer yard');
    const unknown = await callJson(
      t.app,
      'areaInOutDetailReport',
      { ...range, ...page(), sort: { field: 'exit_time', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a)).toBe(true);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a] })).result?.totalRecords).toBe(0);
    expect((await detail(other, { areaId: depot })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 'zb0' })).result?.totalRecords).toBe(1);
  });

  it('needs the report’s operation id to read and its export id to export', async () => {
    expect(
      (await callJson(t.app, 'areaInOutSummaryReport', { ...range, ...page() }, { token: viewer })).status,
    ).toBe(200);
    for (const name of ['exportAreaInOutDetailReport', 'exportAreaInOutSummaryReport'] as const)
      expect((await call(t.app, name, range, { token: viewer })).statusCode).toBe(403);
    const role = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const revoked = await t.db
      .deleteFrom('role_operations')
      .where('role_id', '=', role.role_id)
      .where('operation_id', '=', 'areaInOutReport')
      .executeTakeFirst();
    expect(Number(revoked.numDeletedRows)).toBe(1);
    try {
      const read = await callJson(t.app, 'areaInOutDetailReport', { ...range, ...page() }, { token: viewer });
      expect(read.status).toBe(403);
      expect((await callJson(t.app, 'areaInOutZones', {}, { token: viewer })).status).toBe(403);
    } finally {
      await t.db
        .insertInto('role_operations')
        .values({ role_id: role.role_id, operation_id: 'areaInOutReport' })
        .execute();
    }
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a, b] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'areaInOutDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    const exported = await callJson(t.app, 'exportAreaInOutDetailReport', input, { token: admin });
    expect(exported.body.code).toBe(0);
  });
});

describe('area entry and exit summary', () => {
  it('adds up each vehicle and zone: visits, total and longest stay, first entry and last exit', async () => {
    const body = await summary(admin, { sort: { field: 'totalS', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(3);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.areaName,
        r.visits,
        r.totalS,
        r.longestS,
        r.firstEnterTime,
        r.lastExitTime,
      ]),
    ).toEqual([
      [a, 'Depot', 2, 420 + stillInside, stillInside, at(3), at(10)],
      [b, 'Depot', 1, 1200, 1200, at(5), at(25)],
      [a, 'Customer yard', 1, 300, 300, at(15), at(20)],
    ]);
    const byVisits = await summary(admin, { sort: { field: 'visits', order: 'asc' }, areaId: depot });
    expect(byVisits.result?.data.map((r) => [r.vehicleId, r.visits])).toEqual([
      [b, 1],
      [a, 2],
    ]);
    // A plate drills to that vehicle's visits.
    expect((await detail(admin, { vehicleIds: [a] })).result?.totalRecords).toBe(3);
    const tooLong = await callJson(
      t.app,
      'areaInOutSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(tooLong.body.code).toBe(0);
    expect(tooLong.body.message).toMatch(/12 months/);
  });

  it('offers the zones the company’s rules watch, to its own users only', async () => {
    const mine = await callJson(t.app, 'areaInOutZones', {}, { token: admin });
    expect(mine.body.result).toEqual([
      { id: yard, name: 'Customer yard' },
      { id: depot, name: 'Depot' },
    ]);
    expect((await callJson(t.app, 'areaInOutZones', {}, { token: other })).body.result).toEqual([]);
  });

  it('exports the current query as an xlsx, a row per visit or vehicle and zone', async () => {
    const res = await call(t.app, 'exportAreaInOutDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(1).getCell(3).value).toBe('Zone');
    expect(sheet.getRow(2).getCell(5).value).toBe('Still inside');
    const sum = await call(
      t.app,
      'exportAreaInOutSummaryReport',
      { ...range, areaId: depot },
      { token: admin },
    );
    const book2 = new Workbook();
    await book2.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(book2.worksheets[0]!.rowCount).toBe(1 + 2);
    const none = await callJson(t.app, 'exportAreaInOutDetailReport', range, { token: other });
    expect(none.body.code).toBe(0);
  });
});
