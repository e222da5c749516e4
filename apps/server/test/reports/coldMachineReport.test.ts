import type { AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The refrigeration unit report on both databases, over the unit's run signal (item 0x25) the real pipeline stored
 * from encoded 0x0200 frames, one a minute for minutes 0–40:
 * - A (the viewer's department): on in minutes 0–9 (0 → 10), 20–24 (20 → 25) and from 35 on (still running; after a
 *   restart minute 41 reports it on once more: the same run);
 * - B (the company's top department): on in minutes 5–11 (5 → 12).
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const running = Math.trunc((NOW - at(35)) / 1000);
const runsA = (m: number) => m <= 9 || (m >= 20 && m <= 24) || m >= 35;
const runsB = (m: number) => m >= 5 && m <= 11;

const frame = (on: boolean, m: number) => {
  const items: AdditionalItem[] = [{ itemId: 0x25, type: 'vehicleSignals', signalFlags: on ? 1 << 9 : 0 }];
  return report({ time: at(m), speedKmh: 40, longitude: 118.7969 + m * 0.001, items });
};

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
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏RA01', '13977706901');
  b = await addVehicle(t.db, me.company_id, top.id, '苏RB02', '13977706902');
  // The unit report reads reefers only; the same input on another vehicle is its cab air conditioning.
  await t.db
    .updateTable('vehicles')
    .set({ refrigerated: 1 })
    .where('id', 'in', [a.vehicleId, b.vehicleId])
    .execute();
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(a, [frame(runsA(m), m)], at(m));
    h.pipeline.locations(b, [frame(runsB(m), m)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  const again = startPipeline(t.db);
  again.clock.now = at(41);
  again.pipeline.locations(a, [frame(true, 41)], at(41));
  await again.advance(MINUTE);
  await again.pipeline.close();

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
    .values({ role_id: role.role_id, operation_id: 'coldMachineReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'coldMachineDetailReport', { ...range, ...page(), ...input }, { token })).body;

describe('refrigeration unit detail', () => {
  it('pairs each switch-on with the next switch-off; a run without one is still running', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(body.result?.data.map((r) => [r.vehicleId, r.onTime, r.offTime, r.durationS])).toEqual([
      [a.vehicleId, at(35), null, running],
      [a.vehicleId, at(20), at(25), 300],
      [b.vehicleId, at(5), at(12), 420],
      [a.vehicleId, at(0), at(10), 600],
    ]);
    expect(body.result?.totalRecords).toBe(4);
    const stored = await t.db
      .selectFrom('vehicle_switch_events')
      .select('time')
      .where('vehicle_id', '=', a.vehicleId)
      .where('kind', '=', 'cooler')
      .where('active', '=', 1)
      .execute();
    // The restart's repeated switch-on is stored but is the same run.
    expect(stored.map((r) => Number(r.time))).toContain(at(41));
  });

  it('lists the run already going when the range begins, and cuts it to the range for the share', async () => {
    const late = { startTime: at(7), endTime: DAY_END };
    const body = await detail(admin, late);
    expect(body.result?.data.map((r) => [r.vehicleId, r.onTime, r.offTime, r.durationS])).toEqual([
      [a.vehicleId, at(35), null, running],
      [a.vehicleId, at(20), at(25), 300],
      [b.vehicleId, at(5), at(12), 420],
      [a.vehicleId, at(0), at(10), 600],
    ]);
    const { body: sum } = await callJson(
      t.app,
      'coldMachineSummaryReport',
      { ...late, ...page(), sort: { field: 'runs', order: 'desc' } },
      { token: admin },
    );
    const rangeS = (DAY_END - at(7)) / 1000;
    // A: 3 of its first run's minutes, 5, and the open run to the range's end; B: 5 of its 7 minutes.
    expect(sum.result?.data[0]?.runShare).toBeCloseTo((180 + 300 + (DAY_END - at(35)) / 1000) / rangeS, 4);
    expect(sum.result?.data[1]?.runShare).toBeCloseTo(300 / rangeS, 6);
  });

  it('pages and sorts in the database on whitelisted columns only', async () => {
    expect((await detail(admin, page(2, 3))).result?.data.map((r) => r.onTime)).toEqual([at(0)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([300, 420, 600, running]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(b.vehicleId);
    const unknown = await callJson(
      t.app,
      'coldMachineDetailReport',
      { ...range, ...page(), sort: { field: 'time', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 'rb02' })).result?.totalRecords).toBe(1);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'coldMachineDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect((await callJson(t.app, 'exportColdMachineDetailReport', input, { token: admin })).body.code).toBe(
      0,
    );
  });
});

describe('refrigeration unit summary', () => {
  it('adds up each vehicle: runs, total and longest run, share of the range running', async () => {
    const { body } = await callJson(
      t.app,
      'coldMachineSummaryReport',
      { ...range, ...page(), sort: { field: 'runs', order: 'desc' } },
      { token: admin },
    );
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data.map((r) => [r.vehicleId, r.runs, r.totalRunS, r.longestRunS])).toEqual([
      [a.vehicleId, 3, 900 + running, running],
      [b.vehicleId, 1, 420, 420],
    ]);
    const rangeS = (DAY_END - DAY_START) / 1000;
    const [ra, rb] = body.result?.data ?? [];
    // A's open run counts up to the range's end only.
    expect(ra?.runShare).toBeCloseTo((900 + (DAY_END - at(35)) / 1000) / rangeS, 4);
    expect(rb?.runShare).toBeCloseTo(420 / rangeS, 6);
    const tooLong = await callJson(
      t.app,
      'coldMachineSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(tooLong.body.code).toBe(0);
    expect(tooLong.body.message).toMatch(/12 months/);
    const foreign = await callJson(
      t.app,
      'coldMachineSummaryReport',
      { ...range, ...page() },
      { token: other },
    );
    expect(foreign.body.result?.totalRecords).toBe(0);
  });

  it('exports the current query as an xlsx, a row per run or vehicle, behind the export operation', async () => {
    const res = await call(t.app, 'exportColdMachineDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(2).getCell(4).value).toBe('Running');
    const summary = await call(t.app, 'exportColdMachineSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect((await call(t.app, 'exportColdMachineSummaryReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'exportColdMachineDetailReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
  });
});
