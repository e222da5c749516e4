import type { AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The trailer report on both databases, over item 0xE4 (Roadwatch's trailer coupling profile) and the odometer of
 * item 0x01 the real pipeline stored from encoded 0x0200 frames, one a minute for minutes 0–40, the odometer 1 km
 * further each minute. Trailers of company 1: T1 (device TR-1, linked head A) and T2 (devices TR-2 and TR-2B,
 * linked head B); company 2 has trailer X9 with device TR-9 and its own head O.
 * - A (the viewer's department): TR-1 in minutes 0–9, a zero-length item (no trailer) in 10–14, TR-2 in 15–24 (A is
 *   not a linked head of T2), TR-9 in 25–29 (company 2's number: unregistered here), TR-1 from 30 (still coupled);
 * - B (the company's top department): no item in 0–4, TR-2B in 5–14, none in 15–24, TR-2 in 25–34, none from 35;
 * - O (company 2): TR-9 throughout.
 * An episode ends at the next position (which names another trailer or none); the last one at its own last
 * position (minute 40), still coupled.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
let o: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const SPAN = DAY_END - DAY_START;
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

/** The trailer number of a minute's report: a string, null (a zero-length item) or undefined (no item). */
const TRAILERS: Record<'a' | 'b' | 'o', (m: number) => string | null | undefined> = {
  a: (m) => (m <= 9 ? 'TR-1' : m <= 14 ? null : m <= 24 ? 'TR-2' : m <= 29 ? 'TR-9' : 'TR-1'),
  b: (m) => (m <= 4 ? undefined : m <= 14 ? 'TR-2B' : m <= 24 ? null : m <= 34 ? 'TR-2' : null),
  o: () => 'TR-9',
};

const frame = (trailerNo: string | null | undefined, odometerKm: number, m: number) => {
  const items: AdditionalItem[] = [{ itemId: 0x01, type: 'mileage', mileageKm: odometerKm + m }];
  if (trailerNo !== undefined) items.push({ itemId: 0xe4, type: 'trailerCoupling', trailerNo });
  return report({ time: at(m), speedKmh: 60, longitude: 118.7969 + m * 0.01, items });
};

const device = (deviceNo: string, type: 'wired' | 'wireless' = 'wired') => ({
  name: '挂车终端',
  deviceNo,
  type,
});

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
  const theirs = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'other_admin')
    .executeTakeFirstOrThrow();
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏TA01', '13977709001');
  b = await addVehicle(t.db, me.company_id, top.id, '苏TB02', '13977709002');
  o = await addVehicle(t.db, theirs.company_id, theirs.department_id, '皖TO03', '13977709003');

  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const trailer = async (token: string, input: object) =>
    expect(
      (await callJson(t.app, 'trailerAdd', { useCategory: 'longHaul', ...input }, { token })).body,
    ).toMatchObject({ code: 1 });
  await trailer(admin, {
    plateNumber: '苏T0001挂',
    departmentId: top.id,
    headIds: [a.vehicleId],
    devices: [device('TR-1')],
  });
  await trailer(admin, {
    plateNumber: '苏T0002挂',
    departmentId: top.id,
    headIds: [b.vehicleId],
    devices: [device('TR-2'), device('TR-2B', 'wireless')],
  });
  await trailer(other, {
    plateNumber: '皖X0009挂',
    departmentId: theirs.department_id,
    headIds: [o.vehicleId],
    devices: [device('TR-9')],
  });

  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(a, [frame(TRAILERS.a(m), 1_000, m)], at(m));
    h.pipeline.locations(b, [frame(TRAILERS.b(m), 2_000, m)], at(m));
    h.pipeline.locations(o, [frame(TRAILERS.o(m), 3_000, m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  await t.db
    .insertInto('role_operations')
    .values({ role_id: me.role_id, operation_id: 'trailerReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'trailerDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'trailerSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('trailer number stored with each position', () => {
  it('keeps the device number of item 0xE4, null for a zero-length item or none', async () => {
    const rows = await t.db
      .selectFrom('track_points')
      .select(['vehicle_id', 'gps_time', 'trailer_no'])
      .where('vehicle_id', 'in', [a.vehicleId, b.vehicleId])
      .where('gps_time', 'in', [at(0), at(12), at(20)])
      .orderBy('vehicle_id')
      .orderBy('gps_time')
      .execute();
    expect(rows.map((r) => r.trailer_no)).toEqual(['TR-1', null, 'TR-2', null, 'TR-2B', null]);
  });
});

describe('trailer detail', () => {
  it('cuts each head into coupling runs, latest first, resolving numbers through the company’s trailers', async () => {
    const body = await detail(admin);
    expect(body.result?.totalRecords).toBe(6);
    expect(
      body.result?.data.map((e) => [
        e.vehicleId,
        e.trailerPlate,
        e.trailerNo,
        e.coupledAt,
        e.uncoupledAt,
        e.durationS,
        e.distanceKm,
        e.linkedHead,
      ]),
    ).toEqual([
      // Still coupled at the range's last position: ends there, no uncoupling.
      [a.vehicleId, '苏T0001挂', 'TR-1', at(30), null, 600, 10, true],
      // Company 2's device number resolves to nothing here.
      [a.vehicleId, null, 'TR-9', at(25), at(30), 300, 5, false],
      [b.vehicleId, '苏T0002挂', 'TR-2', at(25), at(35), 600, 10, true],
      // A is not one of T2's linked heads.
      [a.vehicleId, '苏T0002挂', 'TR-2', at(15), at(25), 600, 10, false],
      // T2's second device: a run of its own.
      [b.vehicleId, '苏T0002挂', 'TR-2B', at(5), at(15), 600, 10, true],
      [a.vehicleId, '苏T0001挂', 'TR-1', at(0), at(10), 600, 10, true],
    ]);
    expect(body.result?.data[2]).toMatchObject({ plate: '苏TB02', trailerId: expect.any(Number) });
    expect(body.result?.data[1]?.trailerId).toBeNull();
  });

  it('narrows to one trailer by plate or device number, pages and sorts in the database on whitelisted columns', async () => {
    const t2 = await detail(admin, { trailer: '苏T0002挂' });
    expect(t2.result?.data.map((e) => [e.vehicleId, e.coupledAt])).toEqual([
      [b.vehicleId, at(25)],
      [a.vehicleId, at(15)],
      [b.vehicleId, at(5)],
    ]);
    expect((await detail(admin, { trailer: 'TR-9' })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { trailer: '皖X0009挂' })).result?.totalRecords).toBe(0);
    const second = await detail(admin, page(2, 4));
    expect(second.result?.totalRecords).toBe(6);
    expect(second.result?.data.map((e) => e.coupledAt)).toEqual([at(5), at(0)]);
    const shortest = await detail(admin, { sort: { field: 'durationS', order: 'asc' }, ...page(1, 1) });
    expect(shortest.result?.data[0]?.durationS).toBe(300);
    const byTrailer = await detail(admin, { sort: { field: 'trailerPlate', order: 'asc' }, ...page(1, 1) });
    expect(byTrailer.result?.data[0]?.trailerNo).toBe('TR-9');
    for (const bad of [
      { sort: { field: 'trailer_no', order: 'asc' } },
      { trailer: 'X'.repeat(33) },
      { trailer: 42 },
    ]) {
      const res = await callJson(
        t.app,
        'trailerDetailReport',
        { ...range, ...page(), ...bad },
        { token: admin },
      );
      expect(res.status).toBe(400);
    }
  });

  it('shows a department user only its heads, another company only its own heads and trailers', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(4);
    expect(mine.result?.data.every((e) => e.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(viewer, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(0);
    const theirs = await detail(other);
    expect(
      theirs.result?.data.map((e) => [e.vehicleId, e.trailerPlate, e.linkedHead, e.uncoupledAt]),
    ).toEqual([[o.vehicleId, '皖X0009挂', true, null]]);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.data.map((s) => s.trailerPlate)).toEqual(['皖X0009挂']);
    expect((await detail(admin, { plate: 'tb02' })).result?.totalRecords).toBe(2);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'trailerDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect((await callJson(t.app, 'exportTrailerDetailReport', input, { token: admin })).body.code).toBe(0);
  });
});

describe('trailer summary', () => {
  it('adds up each trailer: couplings, heads, time, distance, share of the range, last head; longest first', async () => {
    const body = await summary(admin);
    expect(body.result?.totalRecords).toBe(3);
    expect(
      body.result?.data.map((s) => [
        s.trailerPlate,
        s.trailerNo,
        s.couplings,
        s.heads,
        s.coupledS,
        s.distanceKm,
        s.coupledShare,
        s.lastHeadId,
      ]),
    ).toEqual([
      // T2: A 15–25, B 5–15 and 25–35; its devices' lowest number names it; B's 25–35 is its latest coupling.
      ['苏T0002挂', 'TR-2', 3, 2, 1_800, 30, Math.round((1_800_000 / SPAN) * 10_000) / 10_000, b.vehicleId],
      ['苏T0001挂', 'TR-1', 2, 1, 1_200, 20, Math.round((1_200_000 / SPAN) * 10_000) / 10_000, a.vehicleId],
      [null, 'TR-9', 1, 1, 300, 5, Math.round((300_000 / SPAN) * 10_000) / 10_000, a.vehicleId],
    ]);
    expect(body.result?.data[0]).toMatchObject({ lastHeadPlate: '苏TB02', coupledShare: 0.0208 });
    const byCouplings = await summary(admin, { sort: { field: 'couplings', order: 'asc' } });
    expect(byCouplings.result?.data.map((s) => s.trailerNo)).toEqual(['TR-9', 'TR-1', 'TR-2']);
    const mine = await summary(viewer);
    expect(mine.result?.data.map((s) => [s.trailerNo, s.couplings])).toEqual([
      ['TR-1', 2],
      ['TR-2', 1],
      ['TR-9', 1],
    ]);
    // The drill-down: the summary row's trailer as the detail's filter.
    const drilled = await detail(admin, { trailer: body.result?.data[0]?.trailerPlate });
    expect(drilled.result?.totalRecords).toBe(body.result?.data[0]?.couplings);
    const res = await callJson(
      t.app,
      'trailerSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx, a row per episode or trailer, behind the export operation', async () => {
    const res = await call(t.app, 'exportTrailerDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 6);
    expect(sheet.getRow(1).getCell(1).value).toBe('Trailer');
    expect(sheet.getRow(2).getCell(6).value).toBe('Still coupled');
    expect(sheet.getRow(3).getCell(1).value).toBe('TR-9 (Unregistered)');
    expect(sheet.getRow(5).getCell(9).value).toBe('Unlisted head');
    const sum = await call(t.app, 'exportTrailerSummaryReport', range, { token: admin, lang: 'zh-CN' });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 3);
    expect(sumBook.worksheets[0]!.getRow(1).getCell(1).value).toBe('挂车车牌');
    expect(sumBook.worksheets[0]!.getRow(2).getCell(8).value).toBe(2.08);
    expect((await call(t.app, 'exportTrailerSummaryReport', range, { token: viewer })).statusCode).toBe(403);
  });
});
