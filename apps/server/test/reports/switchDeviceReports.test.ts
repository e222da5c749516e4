import { ioStatusFlags, type AdditionalItem, type IoStatusName } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The switch-device reports on both databases, over items 0x25 (air conditioning) and 0x2A (Roadwatch's IO profile:
 * hydraulic lift, unloading, head separation) the real pipeline stored from encoded 0x0200 frames, one a minute for
 * minutes 0–40:
 * - A (the viewer's department, a dump truck and tractor in one for the test): cab air conditioning on in minutes
 *   0–9 (0 → 10); hydraulic lift raised in 5–7 (5 → 8) and 12–13 (12 → 14); unloading in 10–29 (10 → 30); head
 *   separated from minute 35 on (still detached);
 * - B (the company's top department): hydraulic lift raised in 20–24 (20 → 25), air conditioning in 30–32;
 * - R (a reefer, top department): its unit (the same 0x25 input) on throughout: the cold-machine report's, never
 *   the air-conditioning report's.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
let r: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const stillOn = (from: number) => Math.trunc((NOW - at(from)) / 1000);

interface Plan {
  ac: (m: number) => boolean;
  io: (m: number) => IoStatusName[];
}
const PLANS: Record<'a' | 'b' | 'r', Plan> = {
  a: {
    ac: (m) => m <= 9,
    io: (m) => [
      ...((m >= 5 && m <= 7) || m === 12 || m === 13 ? (['hydraulicLift'] as const) : []),
      ...(m >= 10 && m <= 29 ? (['unloading'] as const) : []),
      ...(m >= 35 ? (['headSeparated'] as const) : []),
    ],
  },
  b: { ac: (m) => m >= 30 && m <= 32, io: (m) => (m >= 20 && m <= 24 ? ['hydraulicLift'] : []) },
  r: { ac: () => true, io: () => [] },
};

const frame = (plan: Plan, m: number, withIo = true) => {
  const items: AdditionalItem[] = [
    { itemId: 0x25, type: 'vehicleSignals', signalFlags: plan.ac(m) ? 1 << 9 : 0 },
  ];
  if (withIo) items.push({ itemId: 0x2a, type: 'ioStatus', ioFlags: ioStatusFlags(plan.io(m)) });
  return report({ time: at(m), speedKmh: 0, longitude: 118.7969, items });
};

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
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏SA01', '13977707001');
  b = await addVehicle(t.db, me.company_id, top.id, '苏SB02', '13977707002');
  r = await addVehicle(t.db, me.company_id, top.id, '苏SR03', '13977707003');
  await t.db.updateTable('vehicles').set({ refrigerated: 1 }).where('id', '=', r.vehicleId).execute();
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(a, [frame(PLANS.a, m)], at(m));
    h.pipeline.locations(b, [frame(PLANS.b, m)], at(m));
    // The reefer's terminal sends no item 0x2A: it says nothing about body equipment.
    h.pipeline.locations(r, [frame(PLANS.r, m, false)], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();

  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values(
      ['airConditioningReport', 'hydraulicReport', 'unloadReport', 'headSeparationReport'].map(
        (operation_id) => ({
          role_id: me.role_id,
          operation_id,
        }),
      ),
    )
    .execute();
}, 120_000);
afterAll(() => t.close());

type Report = 'airConditioning' | 'hydraulic' | 'unloading' | 'headSeparation';
const detail = async (name: Report, token: string, input: object = {}) =>
  (await callJson(t.app, `${name}DetailReport`, { ...range, ...page(), ...input }, { token })).body;
const summary = async (name: Report, token: string, input: object = {}) =>
  (await callJson(t.app, `${name}SummaryReport`, { ...range, ...page(), ...input }, { token })).body;
const episodes = (body: Awaited<ReturnType<typeof detail>>) =>
  body.result?.data.map((e) => [e.vehicleId, e.startTime, e.endTime, e.durationS]);

describe('switch-device detail', () => {
  it('pairs each switch-on with the next switch-off, latest first; one without a switch-off is still on', async () => {
    expect(episodes(await detail('hydraulic', admin))).toEqual([
      [b.vehicleId, at(20), at(25), 300],
      [a.vehicleId, at(12), at(14), 120],
      [a.vehicleId, at(5), at(8), 180],
    ]);
    expect(episodes(await detail('unloading', admin))).toEqual([[a.vehicleId, at(10), at(30), 1200]]);
    expect(episodes(await detail('headSeparation', admin))).toEqual([
      [a.vehicleId, at(35), null, stillOn(35)],
    ]);
  });

  it('lists the air conditioning of vehicles that are not reefers; a reefer unit is the cold-machine report', async () => {
    expect(episodes(await detail('airConditioning', admin))).toEqual([
      [b.vehicleId, at(30), at(33), 180],
      [a.vehicleId, at(0), at(10), 600],
    ]);
    const cold = await callJson(t.app, 'coldMachineDetailReport', { ...range, ...page() }, { token: admin });
    expect(cold.body.result?.data.map((e) => e.vehicleId)).toEqual([r.vehicleId]);
  });

  it('stores nothing for body equipment a terminal does not report', async () => {
    const rows = await t.db
      .selectFrom('vehicle_switch_events')
      .select('kind')
      .where('vehicle_id', '=', r.vehicleId)
      .where('kind', 'in', ['hydraulic', 'unloading', 'headSeparated'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('pages and sorts in the database on whitelisted columns only', async () => {
    const second = await detail('hydraulic', admin, page(2, 2));
    expect(second.result?.totalRecords).toBe(3);
    expect(second.result?.data.map((e) => e.startTime)).toEqual([at(5)]);
    const byDuration = await detail('hydraulic', admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((e) => e.durationS)).toEqual([120, 180, 300]);
    const byPlate = await detail('hydraulic', admin, { sort: { field: 'plate', order: 'asc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(a.vehicleId);
    const unknown = await callJson(
      t.app,
      'hydraulicDetailReport',
      { ...range, ...page(), sort: { field: 'open_time', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail('hydraulic', viewer);
    expect(mine.result?.totalRecords).toBe(2);
    expect(mine.result?.data.every((e) => e.vehicleId === a.vehicleId)).toBe(true);
    for (const name of ['airConditioning', 'hydraulic', 'unloading', 'headSeparation'] as const) {
      expect((await detail(name, other)).result?.totalRecords).toBe(0);
      expect((await detail(name, other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
      expect((await summary(name, other)).result?.totalRecords).toBe(0);
    }
    expect((await detail('hydraulic', admin, { plate: 'sb02' })).result?.totalRecords).toBe(1);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'unloadingDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect(
      (await callJson(t.app, 'exportHeadSeparationDetailReport', input, { token: admin })).body.code,
    ).toBe(0);
  });
});

describe('switch-device summary', () => {
  it('adds up each vehicle: episodes, total and longest, share of the range on', async () => {
    const body = await summary('hydraulic', admin, { sort: { field: 'episodes', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data.map((s) => [s.vehicleId, s.episodes, s.totalS, s.longestS])).toEqual([
      [a.vehicleId, 2, 300, 180],
      [b.vehicleId, 1, 300, 300],
    ]);
    const rangeS = (DAY_END - DAY_START) / 1000;
    expect(body.result?.data[0]?.share).toBeCloseTo(300 / rangeS, 6);
    const sep = await summary('headSeparation', admin);
    // The separation still going counts up to the range's end for the share.
    expect(sep.result?.data[0]?.share).toBeCloseTo((DAY_END - at(35)) / 1000 / rangeS, 4);
    const tooLong = await summary('airConditioning', admin, {
      startTime: NOW - 400 * 86_400_000,
      endTime: NOW,
    });
    expect(tooLong.code).toBe(0);
    const res = await callJson(
      t.app,
      'airConditioningSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(res.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx, a row per episode or vehicle, behind the export operation', async () => {
    const res = await call(t.app, 'exportHeadSeparationDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 1);
    expect(sheet.getRow(1).getCell(3).value).toBe('Detached');
    expect(sheet.getRow(2).getCell(4).value).toBe('Still detached');
    const sum = await call(t.app, 'exportHydraulicSummaryReport', range, { token: admin, lang: 'zh-CN' });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect(sumBook.worksheets[0]!.getRow(1).getCell(3).value).toBe('举升次数');
    expect((await call(t.app, 'exportUnloadingSummaryReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t.app, 'exportAirConditioningDetailReport', range, { token: viewer })).statusCode,
    ).toBe(403);
  });
});
