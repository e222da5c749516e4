import gcoord from 'gcoord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../src/db/connect';
import { placePasses } from '../../src/features/reports/placeTrace/placePasses';
import { localeFor } from '../../src/http/requestLocale';
import { zoneShapeOf } from '../../src/pipeline/zones/zoneGeometry';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW, T0 } from './eventReportFleet';

/**
 * The place-tracing reports on both databases, over positions the real pipeline stored from encoded 0x0200 frames
 * (one a minute, minutes 0–40). The point P, a circle of 500 m about it, and WGS-84 offsets from it:
 * - NEAR: 0.002° north of P (0.002 × 111 320 = 222.64 m, inside); CORNER: about 450 m east and 450 m north (636 m,
 *   outside the circle but inside its box); FAR: outside every place; YARD: the customer's yard.
 * - A (the viewer's department): NEAR in minutes 3–9 but P itself at minute 6; FAR 10–14; YARD 15–17; FAR 18–19;
 *   NEAR 20–22; CORNER 23; NEAR 24–25; FAR after.
 * - B (the company's top department): NEAR in minutes 5–24, FAR otherwise.
 * Around P: A passes 3→9 (7 positions, 360 s, nearest 0 m), 20→22 (3, 120 s, 223 m) and 24→25 (2, 60 s, 223 m;
 * CORNER broke the run); B passes 5→24 (20, 1140 s, 223 m).
 * The stored areas (drawn in GCJ-02): the depot square around P holds CORNER too, so A passes 3→9 and 20→25 (6,
 * 300 s) and B 5→24; the yard circle (300 m) holds A's 15→17 (3, 120 s).
 */
type Pair = [number, number];
const gcj = (p: Pair): Pair => gcoord.transform(p, gcoord.WGS84, gcoord.GCJ02) as Pair;
const P: Pair = [118.805, 32.065];
const NEAR: Pair = [118.805, 32.067];
const CORNER: Pair = [118.805 + 450 / (111_320 * Math.cos((32.065 * Math.PI) / 180)), 32.065 + 450 / 111_320];
const FAR: Pair = [118.795, 32.055];
const YARD: Pair = [118.785, 32.0552];
const DEPOT_SQUARE: Pair[] = [
  [118.8, 32.06],
  [118.81, 32.06],
  [118.81, 32.07],
  [118.8, 32.07],
];
const where = {
  a: (m: number): Pair =>
    m === 6
      ? P
      : (m >= 3 && m <= 9) || (m >= 20 && m <= 22) || m === 24 || m === 25
        ? NEAR
        : m === 23
          ? CORNER
          : m >= 15 && m <= 17
            ? YARD
            : FAR,
  b: (m: number): Pair => (m >= 5 && m <= 24 ? NEAR : FAR),
};

let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a = 0;
let b = 0;
let depot = 0;
let yard = 0;
let foreignArea = 0;
const range = { startTime: DAY_START, endTime: DAY_END };
const around = { ...range, lon: P[0], lat: P[1], radiusM: 500 };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

async function addArea(
  db: Database,
  org: { company_id: number; department_id: number },
  area: { name: string; shape: 'polygon' | 'circle'; points: Pair[]; radius: number },
): Promise<number> {
  const points = area.points.map(gcj);
  const [lon, lat] = points[0]!;
  const row = await db
    .insertInto('map_areas')
    .values({
      ...org,
      name: area.name,
      shape: area.shape,
      lon,
      lat,
      radius: area.radius,
      points: area.shape === 'polygon' ? JSON.stringify(points) : '[]',
      // Shared with the whole company: a department user traces through the company's areas.
      share_mode: 'company',
      modified_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const frame = (p: Pair, m: number) => report({ time: at(m), longitude: p[0], latitude: p[1], speedKmh: 30 });

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
  const va = await addVehicle(t.db, org.company_id, org.department_id, '苏TA01', '13977707301');
  const vb = await addVehicle(t.db, org.company_id, top.id, '苏TB02', '13977707302');
  a = va.vehicleId;
  b = vb.vehicleId;
  const areaOrg = { company_id: org.company_id, department_id: top.id };
  depot = await addArea(t.db, areaOrg, { name: 'Depot', shape: 'polygon', points: DEPOT_SQUARE, radius: 0 });
  yard = await addArea(t.db, areaOrg, {
    name: 'Customer yard',
    shape: 'circle',
    points: [YARD],
    radius: 300,
  });
  const otherOrg = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'other_admin')
    .executeTakeFirstOrThrow();
  foreignArea = await addArea(t.db, otherOrg, {
    name: 'Elsewhere',
    shape: 'polygon',
    points: DEPOT_SQUARE,
    radius: 0,
  });
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(va, [frame(where.a(m), m)], at(m));
    h.pipeline.locations(vb, [frame(where.b(m), m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values([
      { role_id: org.role_id, operation_id: 'aroundDetailReport' },
      { role_id: org.role_id, operation_id: 'epidemicVehicleReport' },
    ])
    .execute();
}, 120_000);
afterAll(() => t.close());

const aroundDetail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'aroundDetailReport', { ...around, ...page(), ...input }, { token })).body;
const aroundSummary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'aroundSummaryReport', { ...around, ...page(), ...input }, { token })).body;
const epidemicDetail = async (token: string, input: object = {}) =>
  (
    await callJson(
      t.app,
      'epidemicVehicleDetailReport',
      { ...range, areaIds: [depot, yard], ...page(), ...input },
      { token },
    )
  ).body;
const epidemicSummary = async (token: string, input: object = {}) =>
  (
    await callJson(
      t.app,
      'epidemicVehicleSummaryReport',
      { ...range, areaIds: [depot, yard], ...page(), ...input },
      { token },
    )
  ).body;

describe('around detail', () => {
  it('cuts each vehicle’s positions inside the circle into passes, a position outside breaking a run', async () => {
    const body = await aroundDetail(admin);
    expect(body.code).toBe(1);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.firstTime,
        r.lastTime,
        r.durationS,
        r.nearestM,
        r.positions,
      ]),
    ).toEqual([
      [a, at(24), at(25), 60, 223, 2],
      [a, at(20), at(22), 120, 223, 3],
      [b, at(5), at(24), 1140, 223, 20],
      [a, at(3), at(9), 360, 0, 7],
    ]);
    expect(body.result?.totalRecords).toBe(4);
    expect(body.result?.data[0]).toMatchObject({ plate: '苏TA01', areaId: null });
  });

  it('pages and sorts on the server on whitelisted columns', async () => {
    expect((await aroundDetail(admin, page(2, 3))).result?.data.map((r) => r.firstTime)).toEqual([at(3)]);
    const byTime = await aroundDetail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byTime.result?.data.map((r) => r.durationS)).toEqual([60, 120, 360, 1140]);
    const byNearest = await aroundDetail(admin, { sort: { field: 'nearestM', order: 'asc' } });
    expect(byNearest.result?.data[0]?.nearestM).toBe(0);
    const unknown = await callJson(
      t.app,
      'aroundDetailReport',
      { ...around, ...page(), sort: { field: 'gps_time', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.body.code).toBe(0);
  });

  it('finds nothing when the circle holds no position, and less with a smaller radius', async () => {
    const small = await aroundDetail(admin, { radiusM: 100 });
    expect(small.result?.data.map((r) => [r.vehicleId, r.firstTime, r.positions])).toEqual([[a, at(6), 1]]);
    expect((await aroundDetail(admin, { lon: 118.9, lat: 32.2 })).result?.totalRecords).toBe(0);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await aroundDetail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a)).toBe(true);
    expect((await aroundDetail(other)).result?.totalRecords).toBe(0);
    expect((await aroundDetail(other, { vehicleIds: [a, b] })).result?.totalRecords).toBe(0);
    expect((await aroundSummary(other)).result?.totalRecords).toBe(0);
    expect((await aroundDetail(admin, { plate: 'tb0' })).result?.totalRecords).toBe(1);
  });

  it('refuses a window over a day, a radius out of bounds or a point off the globe with code 0 and the rule', async () => {
    const DAY = 86_400_000;
    for (const [input, en] of [
      [{ endTime: DAY_START + 2 * DAY }, /1 days/],
      [{ radiusM: 20 }, /./],
      [{ radiusM: 6000 }, /./],
      [{ lat: 91 }, /./],
    ] as const) {
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const res = await callJson(
          t.app,
          'aroundDetailReport',
          { ...around, ...page(), ...input },
          { token: admin, lang },
        );
        expect(res.body.code).toBe(0);
        expect(res.body.result ?? null).toBeNull();
        expect(looksLeaky(res.body.message)).toBe(false);
        expect(res.body.message).toMatch(lang === 'en-US' ? en : /[\u4e00-\u9fa5]/);
      }
      expect(
        (await callJson(t.app, 'exportAroundSummaryReport', { ...around, ...input }, { token: admin })).body
          .code,
      ).toBe(0);
    }
  });
});

describe('around positions bound', () => {
  it('refuses a query reading more positions in the box than the bound, with the translated rule', async () => {
    const shape = zoneShapeOf('circle', P, 500, [])!;
    const place = [{ areaId: null, areaName: '', shape }];
    const all = sql<SqlBool>`v.id in (${sql.join([a, b])})`;
    // 33 positions fall in the circle's box over the day (A's 13 with CORNER, B's 20): a bound of 40 reads them all.
    expect(await placePasses(t.db, localeFor('en-US').t, all, range, place, 40)).toHaveLength(4);
    await expect(placePasses(t.db, localeFor('en-US').t, all, range, place, 10)).rejects.toMatchObject({
      messageKey: 'errors.reportQueryRefused',
      params: {
        reason: 'More than 10 positions fall in the area: narrow the range, the areas or the vehicles',
      },
    });
  });
});

describe('around summary', () => {
  it('adds up each vehicle: passes, time inside, first entry and last exit; a plate drills to its passes', async () => {
    const body = await aroundSummary(admin, { sort: { field: 'passes', order: 'desc' } });
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.passes,
        r.durationS,
        r.firstTime,
        r.lastTime,
        r.positions,
      ]),
    ).toEqual([
      [a, 3, 540, at(3), at(25), 12],
      [b, 1, 1140, at(5), at(24), 20],
    ]);
    expect((await aroundDetail(admin, { vehicleIds: [b] })).result?.totalRecords).toBe(1);
  });
});

describe('epidemic vehicles', () => {
  it('traces passes through the chosen stored areas (GCJ-02 outlines against WGS-84 positions)', async () => {
    const body = await epidemicDetail(admin, { sort: { field: 'firstTime', order: 'asc' } });
    expect(body.code).toBe(1);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.areaName,
        r.firstTime,
        r.lastTime,
        r.durationS,
        r.positions,
      ]),
    ).toEqual([
      [a, 'Depot', at(3), at(9), 360, 7],
      [b, 'Depot', at(5), at(24), 1140, 20],
      [a, 'Customer yard', at(15), at(17), 120, 3],
      [a, 'Depot', at(20), at(25), 300, 6],
    ]);
    expect(body.result?.data.every((r) => r.nearestM === null)).toBe(true);
    const yardOnly = await epidemicDetail(admin, { areaIds: [yard] });
    expect(yardOnly.result?.data.map((r) => [r.vehicleId, r.areaId])).toEqual([[a, yard]]);
  });

  it('adds up each vehicle and area', async () => {
    const body = await epidemicSummary(admin, { sort: { field: 'durationS', order: 'desc' } });
    expect(
      body.result?.data.map((r) => [r.vehicleId, r.areaName, r.passes, r.durationS, r.firstTime, r.lastTime]),
    ).toEqual([
      [b, 'Depot', 1, 1140, at(5), at(24)],
      [a, 'Depot', 2, 660, at(3), at(25)],
      [a, 'Customer yard', 1, 120, at(15), at(17)],
    ]);
    expect((await epidemicSummary(admin, page(2, 2))).result?.data).toHaveLength(1);
  });

  it('keeps areas and vehicles to their company and department', async () => {
    const mine = await epidemicDetail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a)).toBe(true);
    for (const [token, areaIds] of [
      [admin, [foreignArea]],
      [other, [depot]],
      [admin, [depot, 2_000_000]],
    ] as const) {
      const res = await epidemicDetail(token, { areaIds });
      expect(res.code).toBe(0);
      expect(res.result ?? null).toBeNull();
      expect(looksLeaky(res.message)).toBe(false);
    }
    expect((await epidemicDetail(other, { areaIds: [foreignArea] })).result?.totalRecords).toBe(0);
    const areas = await callJson(t.app, 'epidemicVehicleAreas', {}, { token: admin });
    expect(areas.body.result).toEqual([
      { id: yard, name: 'Customer yard', shape: 'circle' },
      { id: depot, name: 'Depot', shape: 'polygon' },
    ]);
    const theirs = await callJson(t.app, 'epidemicVehicleAreas', {}, { token: other });
    expect((theirs.body.result as { id: number }[]).map((r) => r.id)).toEqual([foreignArea]);
  });

  it('refuses a window over 14 days or no area with code 0 and the rule', async () => {
    const DAY = 86_400_000;
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const long = await callJson(
        t.app,
        'epidemicVehicleDetailReport',
        { ...range, startTime: DAY_START - 15 * DAY, areaIds: [depot], ...page() },
        { token: admin, lang },
      );
      expect(long.body.code).toBe(0);
      expect(long.body.message).toMatch(lang === 'en-US' ? /14 days/ : /14/);
      const none = await callJson(
        t.app,
        'epidemicVehicleSummaryReport',
        { ...range, areaIds: [], ...page() },
        { token: admin, lang },
      );
      expect(none.body.code).toBe(0);
    }
  });
});

describe('place trace exports and access', () => {
  it('exports the current query as an xlsx, a row per pass or per vehicle', async () => {
    const res = await call(t.app, 'exportAroundDetailReport', around, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(1).getCell(6).value).toBe('Nearest (m)');
    const sum = await call(
      t.app,
      'exportEpidemicVehicleSummaryReport',
      { ...range, areaIds: [depot, yard] },
      { token: admin },
    );
    const book2 = new Workbook();
    await book2.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(book2.worksheets[0]!.rowCount).toBe(1 + 3);
    expect(book2.worksheets[0]!.getRow(1).getCell(3).value).toBe('区域');
    const none = await callJson(t.app, 'exportAroundDetailReport', around, { token: other });
    expect(none.body.code).toBe(0);
  });

  it('needs the report’s operation id to read and its export id to export', async () => {
    for (const name of ['exportAroundDetailReport', 'exportAroundSummaryReport'] as const)
      expect((await call(t.app, name, around, { token: viewer })).statusCode).toBe(403);
    for (const name of ['exportEpidemicVehicleDetailReport', 'exportEpidemicVehicleSummaryReport'] as const)
      expect((await call(t.app, name, { ...range, areaIds: [depot] }, { token: viewer })).statusCode).toBe(
        403,
      );
  });
});
