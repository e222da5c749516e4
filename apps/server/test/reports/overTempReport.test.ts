import { encodeTemperatureItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The over-temperature details and statistics on both databases, over the temperature alarms the real pipeline
 * raised from encoded 0x0200 frames with a probe item, one a minute for minutes 0–40 (every probe 2…8 °C; an alarm
 * opens beyond the 2 °C warning margin and ends at the first reading back within it):
 * - A (the viewer's department), probe 1: 11, 12.5, 14, 11.5 in minutes 5–8, 9 at minute 9 (too warm 5 → 9); 12,
 *   13.5, 15, 14, 13 from minute 36 (still too warm). Probe 2: −1, −3.5, −0.5 in minutes 20–22 (too cold 20 → 23).
 * - B (the company's top department), probe 1: 10.5, 12, 11 in minutes 10–12 (too warm 10 → 13).
 * Every other reading is 5 °C.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a = 0;
let b = 0;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const ongoing = (NOW - at(36)) / 1000;
const MODEL = 'RW-SIM-REEFER';

const PLAN: Record<'a' | 'b', Record<number, (m: number) => number>> = {
  a: {
    1: (m) => ({ 5: 11, 6: 12.5, 7: 14, 8: 11.5, 9: 9, 36: 12, 37: 13.5, 38: 15, 39: 14, 40: 13 })[m] ?? 5,
    2: (m) => ({ 20: -1, 21: -3.5, 22: -0.5 })[m] ?? 5,
  },
  b: { 1: (m) => ({ 10: 10.5, 11: 12, 12: 11 })[m] ?? 5 },
};

async function addReefer(
  db: Database,
  companyId: number,
  departmentId: number,
  plate: string,
  phone: string,
  probes: number[],
): Promise<VehicleTerminalIdentity> {
  const [v] = await db
    .insertInto('vehicles')
    .values({
      company_id: companyId,
      department_id: departmentId,
      plate,
      terminal_phone: phone,
      terminal_model: MODEL,
      protocol_version: 2019,
      refrigerated: 1,
      speed_limit_kmh: 80,
      created_at: at(0),
    })
    .returning('id')
    .execute();
  for (const probe of probes)
    await db
      .insertInto('temp_points')
      .values({
        company_id: companyId,
        department_id: departmentId,
        vehicle_id: v!.id,
        probe_no: probe,
        name: `Probe ${probe}`,
        min_c: 2,
        max_c: 8,
      })
      .execute();
  return {
    vehicleId: v!.id,
    companyId,
    departmentId,
    plate,
    phone,
    terminalModel: MODEL,
    protocolVersion: 2019,
  };
}

function frame(plan: Record<number, (m: number) => number>, m: number) {
  const readings = Object.entries(plan).map(([probe, f]) => ({ probe: Number(probe), temperatureC: f(m) }));
  return report({
    time: at(m),
    speedKmh: 40,
    longitude: 118.7969 + m * 0.001,
    items: [encodeTemperatureItem(MODEL, readings)],
  });
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', me.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const va = await addReefer(t.db, me.company_id, me.department_id, '苏T0A01', '13977708101', [1, 2]);
  const vb = await addReefer(t.db, me.company_id, top.id, '苏T0B02', '13977708102', [1]);
  a = va.vehicleId;
  b = vb.vehicleId;
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(va, [frame(PLAN.a, m)], at(m));
    h.pipeline.locations(vb, [frame(PLAN.b, m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  // The seeded viewer may read the details route (both its views), not the statistics route, and export neither.
}, 120_000);
afterAll(() => t.close());

const detail = async (
  token: string,
  input: object = {},
  name: 'overTempDetailReportDetail' | 'overTempStatReportDetail' = 'overTempDetailReportDetail',
) => (await callJson(t.app, name, { ...range, ...page(), ...input }, { token })).body;
const stats = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'overTempStatReportSummary', { ...range, ...page(), ...input }, { token })).body;

describe('over-temperature details', () => {
  it('lists each alarm the pipeline raised as an episode: limit, extreme, place, newest first', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.probeNo,
        r.side,
        r.startTime,
        r.endTime,
        r.durationS,
        r.limitC,
        r.extremeC,
      ]),
    ).toEqual([
      [a, 1, 'high', at(36), null, ongoing, 8, 15],
      [a, 2, 'low', at(20), at(23), 180, 2, -3.5],
      [b, 1, 'high', at(10), at(13), 180, 8, 12],
      [a, 1, 'high', at(5), at(9), 240, 8, 14],
    ]);
    expect(body.result?.totalRecords).toBe(4);
    const first = body.result!.data[3]!;
    expect([first.lon, first.lat, first.pointName, first.plate]).toEqual([
      118.8019,
      32.0603,
      'Probe 1',
      '苏T0A01',
    ]);
    expect(first.handleStatusName).not.toBe('');
    // The episodes are the stored alarms, not a second reading of the temperatures.
    const alarms = await t.db
      .selectFrom('alarms')
      .select('guid')
      .where('vehicle_id', 'in', [a, b])
      .where('first_type', '=', 3)
      .execute();
    expect(body.result!.data.map((r) => r.id).sort()).toEqual(alarms.map((r) => r.guid).sort());
  });

  it('filters by probe number and side', async () => {
    const probe2 = await detail(admin, { probeNo: 2 });
    expect(probe2.result?.data.map((r) => [r.vehicleId, r.side])).toEqual([[a, 'low']]);
    const high = await detail(admin, { side: 'high' });
    expect(high.result?.totalRecords).toBe(3);
    expect((await detail(admin, { side: 'low', probeNo: 1 })).result?.totalRecords).toBe(0);
  });

  it('pages and sorts in the database on whitelisted columns only', async () => {
    const second = await detail(admin, page(2, 3));
    expect(second.result?.data.map((r) => r.startTime)).toEqual([at(5)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([180, 180, 240, ongoing]);
    const byExtreme = await detail(admin, { sort: { field: 'extremeC', order: 'desc' } });
    expect(byExtreme.result?.data.map((r) => r.extremeC)).toEqual([15, 14, 12, -3.5]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(b);
    for (const sort of [
      { field: 'begin_time', order: 'asc' },
      { field: 'extremeC', order: 'sideways' },
    ]) {
      const res = await callJson(
        t.app,
        'overTempDetailReportDetail',
        { ...range, ...page(), sort },
        { token: admin },
      );
      expect(res.status).toBe(400);
    }
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a)).toBe(true);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a] })).result?.totalRecords).toBe(0);
    expect((await stats(other)).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 't0b' })).result?.totalRecords).toBe(1);
  });

  it('checks each route its own operation id, and its export id', async () => {
    const status = async (name: 'overTempDetailReportSummary' | 'overTempStatReportSummary') =>
      (await callJson(t.app, name, { ...range, ...page() }, { token: viewer })).status;
    expect(await status('overTempDetailReportSummary')).toBe(200);
    expect(await status('overTempStatReportSummary')).toBe(403);
    for (const name of ['exportOverTempDetailReportSummary', 'exportOverTempDetailReportDetail'] as const)
      expect((await call(t.app, name, range, { token: viewer })).statusCode).toBe(403);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a, b] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'overTempDetailReportDetail',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect(
      (await callJson(t.app, 'exportOverTempDetailReportDetail', input, { token: admin })).body.code,
    ).toBe(0);
    for (const bad of [
      { probeNo: 0 },
      { probeNo: 1.5 },
      { side: 'warm' },
      { startTime: DAY_END, endTime: DAY_START },
    ]) {
      const res = await callJson(
        t.app,
        'overTempStatReportSummary',
        { ...range, ...page(), ...bad },
        { token: admin },
      );
      expect(res.body.code).toBe(0);
      expect(looksLeaky(res.body.message)).toBe(false);
    }
  });
});

describe('over-temperature statistics', () => {
  const rangeS = (DAY_END - DAY_START) / 1000;
  const ongoingInDay = Math.floor((DAY_END - at(36)) / 1000);

  it('adds up each vehicle probe: episodes by side, time out of range, its share, extremes', async () => {
    const body = await stats(admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(3);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.probeNo,
        r.count,
        r.highCount,
        r.lowCount,
        r.durationS,
        r.highestC,
        r.lowestC,
      ]),
    ).toEqual([
      [a, 1, 2, 2, 0, 240 + ongoing, 15, null],
      [a, 2, 1, 0, 1, 180, null, -3.5],
      [b, 1, 1, 1, 0, 180, 12, null],
    ]);
    const [a1, a2] = body.result!.data;
    expect(a1!.share).toBeCloseTo((240 + ongoingInDay) / rangeS, 6);
    expect(a2!.share).toBeCloseTo(180 / rangeS, 6);
    const warm = await stats(admin, { side: 'high' });
    expect(warm.result?.data.map((r) => [r.vehicleId, r.probeNo])).toEqual([
      [a, 1],
      [b, 1],
    ]);
  });

  it('sorts on whitelisted columns, rows without a value last', async () => {
    const byLowest = await stats(admin, { sort: { field: 'lowestC', order: 'asc' } });
    expect(byLowest.result?.data.map((r) => r.lowestC)).toEqual([-3.5, null, null]);
    const byHighest = await stats(admin, { sort: { field: 'highestC', order: 'asc' } });
    expect(byHighest.result?.data.map((r) => r.highestC)).toEqual([12, 15, null]);
    const byPlate = await stats(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(b);
    const byShare = await stats(admin, { sort: { field: 'share', order: 'asc' } });
    expect(byShare.result?.data.map((r) => r.durationS)).toEqual([180, 180, 240 + ongoing]);
    const unknown = await callJson(
      t.app,
      'overTempStatReportSummary',
      { ...range, ...page(), sort: { field: 'in_range_s', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
    const long = await callJson(
      t.app,
      'overTempStatReportSummary',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx, a row per episode or probe', async () => {
    const res = await call(t.app, 'exportOverTempDetailReportDetail', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(2).getCell(6).value).toBe('Going on');
    expect(sheet.getRow(2).getCell(4).value).toBe('Too warm');
    const summary = await call(
      t.app,
      'exportOverTempStatReportSummary',
      { ...range, probeNo: 1 },
      { token: admin },
    );
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    const none = await callJson(t.app, 'exportOverTempStatReportSummary', range, { token: other });
    expect(none.body.code).toBe(0);
  });
});
