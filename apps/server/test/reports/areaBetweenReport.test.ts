import type { Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, NOW } from './eventReportFleet';
import { addVehicle, addZone, type Pair } from './zoneFleet';

/**
 * The area-between report on both databases, over the zone alarms the real pipeline raised from encoded 0x0200 frames
 * (one a minute, minutes 0–40, each with the odometer item 0x01) for two zones the test draws:
 * - A (the viewer's department, odometer 1000 + minute km): depot 3–9 (3 → 10), yard 15–19 (15 → 20), depot 30–33
 *   (30 → 34), yard from 37 (still inside). After minute 40 the pipeline restarts and minute 41 reports A in the
 *   yard: the entry is raised once more and is the same visit, no trip.
 *   Trips: depot → yard 10 → 15 (300 s, 5 km); yard → depot 20 → 30 (600 s, 10 km); depot → yard 34 → 37 (180 s,
 *   3 km).
 * - B (the company's top department, odometer 500 + minute / 2 km): depot 5–24 (5 → 25), yard 35–39 (35 → 40).
 *   Trip: depot → yard 25 → 35 (600 s, 512.5 → 517.5 km: 5 km).
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
const inside = (m: number, from: number, to: number) => m >= from && m <= to;
const where = {
  a: (m: number): Pair =>
    inside(m, 3, 9) || inside(m, 30, 33) ? DEPOT : inside(m, 15, 19) || m >= 37 ? YARD : OUTSIDE,
  b: (m: number): Pair => (inside(m, 5, 24) ? DEPOT : inside(m, 35, 39) ? YARD : OUTSIDE),
};
const odometer = { a: (m: number) => 1000 + m, b: (m: number) => 500 + m / 2 };

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

const frame = (p: Pair, m: number, km: number) =>
  report({
    time: at(m),
    longitude: p[0],
    latitude: p[1],
    speedKmh: 60,
    items: [{ itemId: 0x01, type: 'mileage', mileageKm: km }],
  });

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
  const va = await addVehicle(t.db, org.company_id, org.department_id, '苏ZA11', '13977706311');
  const vb = await addVehicle(t.db, org.company_id, top.id, '苏ZB12', '13977706312');
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
    [a, b],
  );
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(va, [frame(where.a(m), m, odometer.a(m))], at(m));
    h.pipeline.locations(vb, [frame(where.b(m), m, odometer.b(m))], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  const again = startPipeline(t.db);
  again.clock.now = at(41);
  again.pipeline.locations(va, [frame(where.a(41), 41, odometer.a(41))], at(41));
  await again.advance(MINUTE);
  await again.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  // The read-only sub-user may open this report: it then shows its department's vehicles only.
  await t.db
    .insertInto('role_operations')
    .values({ role_id: org.role_id, operation_id: 'areaBetweenReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'areaBetweenDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'areaBetweenSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('area-between detail', () => {
  it('lists each trip from one zone to the next other zone, with travel time and odometer mileage', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.fromAreaName,
        r.leftAt,
        r.toAreaName,
        r.arrivedAt,
        r.travelS,
        r.mileageKm,
      ]),
    ).toEqual([
      [a, 'Depot', at(34), 'Customer yard', at(37), 180, 3],
      [b, 'Depot', at(25), 'Customer yard', at(35), 600, 5],
      [a, 'Customer yard', at(20), 'Depot', at(30), 600, 10],
      [a, 'Depot', at(10), 'Customer yard', at(15), 300, 5],
    ]);
    expect(body.result?.totalRecords).toBe(4);
    expect(body.result?.data[0]).toMatchObject({ fromAreaId: depot, toAreaId: yard });
  });

  it('narrows to trips from a zone, to a zone, or between the two', async () => {
    expect((await detail(admin, { fromAreaId: depot })).result?.totalRecords).toBe(3);
    const toDepot = await detail(admin, { toAreaId: depot });
    expect(toDepot.result?.data.map((r) => [r.vehicleId, r.arrivedAt])).toEqual([[a, at(30)]]);
    expect((await detail(admin, { fromAreaId: depot, toAreaId: depot })).result?.totalRecords).toBe(0);
  });

  it('pages and sorts in the database on whitelisted columns', async () => {
    const second = await detail(admin, page(2, 3));
    expect(second.result?.data.map((r) => r.arrivedAt)).toEqual([at(15)]);
    const byTime = await detail(admin, { sort: { field: 'travelS', order: 'asc' } });
    expect(byTime.result?.data.map((r) => r.travelS)).toEqual([180, 300, 600, 600]);
    const byKm = await detail(admin, { sort: { field: 'mileageKm', order: 'desc' } });
    expect(byKm.result?.data[0]?.mileageKm).toBe(10);
    const unknown = await callJson(
      t.app,
      'areaBetweenDetailReport',
      { ...range, ...page(), sort: { field: 'left_at', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });
});

describe('area-between summary', () => {
  it('sums each vehicle and zone pair; the drill-down lists that vehicle’s trips', async () => {
    const body = await summary(admin, { sort: { field: 'trips', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(3);
    expect(body.result?.data[0]).toMatchObject({
      vehicleId: a,
      fromAreaName: 'Depot',
      toAreaName: 'Customer yard',
      trips: 2,
      totalS: 480,
      avgS: 240,
      shortestS: 180,
      longestS: 300,
      mileageKm: 8,
    });
    const drill = await detail(admin, { vehicleIds: [a], fromAreaId: depot, toAreaId: yard });
    expect(drill.result?.data.map((r) => r.arrivedAt)).toEqual([at(37), at(15)]);
  });

  it('exports detail and summary as xlsx files of every row', async () => {
    for (const [name, rows] of [
      ['exportAreaBetweenDetailReport', 4],
      ['exportAreaBetweenSummaryReport', 3],
    ] as const) {
      const res = await call(t.app, name, range, { token: admin });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new Workbook();
      await book.xlsx.load(res.rawPayload as never);
      expect(book.worksheets[0]!.actualRowCount).toBe(rows + 1);
    }
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a)).toBe(true);
    expect((await summary(viewer)).result?.data.map((r) => r.vehicleId)).toEqual([a, a]);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a], fromAreaId: depot })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
    expect((await callJson(t.app, 'areaBetweenZones', {}, { token: other })).body.result).toEqual([]);
    const zones = await callJson(t.app, 'areaBetweenZones', {}, { token: admin });
    expect(zones.body.result?.map((z) => z.name)).toEqual(['Customer yard', 'Depot']);
  });
});

describe.each<Language>(['zh-CN', 'en-US'])('the query rules on the server (%s)', (lang) => {
  it('refuses a detail over 61 days with code 0 and the translated rule, and leaks nothing', async () => {
    const input = { startTime: NOW - 70 * 86_400_000, endTime: NOW, vehicleIds: [a] };
    const text = resources[lang].validation.dateSpanDays.replace('{{max}}', '61');
    const { status, body } = await callJson(
      t.app,
      'areaBetweenDetailReport',
      { ...input, ...page() },
      { token: admin, lang },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: text });
    expect(body.result ?? null).toBeNull();
    expect(looksLeaky(body.message)).toBe(false);
    const file = await callJson(t.app, 'exportAreaBetweenDetailReport', input, { token: admin, lang });
    expect(file.body).toMatchObject({ code: 0, message: text });
  });
});
