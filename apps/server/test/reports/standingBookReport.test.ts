import type { AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDayStatsRollup } from '../../src/features/reports/dayStats/createDayStatsRollup';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle } from './eventReportFleet';

/**
 * The vehicle ledger on both databases, in March 2030 (after the demo's data, so nothing else falls in the range
 * 1–10 March); every figure below is worked out by hand.
 * - A (the viewer's department): drives 120 km on 3 March and 80 km on 5 March (odometer through the real
 *   pipeline, added up by the daily roll-up), 50 km on 28 February (outside). Costs in the range: refuellings of
 *   363.60 yuan (50.5 L) and 288.00 (40 L), a repair of 1,200.00, an insurance premium of 3,500.00, a tax of 100.00,
 *   an accident's loss of 200.00, a car wash of 50.00 = 5,701.60 yuan over 200 km = 28.51 yuan/km; a certificate
 *   without a fee (not listed) and other costs on 28 February and 11 March (outside).
 * - B (the company's top department): a tyre of 1,500.00 and a police check of 300.00 on 10 March, no km.
 * - C (another company): a refuelling of 216.00 and another cost of 500.00 in the range, seen only by its company,
 *   which sees nothing of A and B.
 */
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(`${iso}+08:00`);
const NOW = at('2030-03-25T12:00:00');
const range = { startTime: at('2030-03-01T00:00:00'), endTime: at('2030-03-10T23:59:59.999') };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
let c: VehicleTerminalIdentity;

/** Drives `v` from `km` at 60 km/h for `minutes` minutes starting at `start`, one report a minute, 1 km a minute. */
async function drive(v: VehicleTerminalIdentity, start: number, km: number, minutes: number) {
  const h = startPipeline(t.db);
  h.clock.now = start;
  for (let m = 0; m <= minutes; m += 1) {
    const items: AdditionalItem[] = [{ itemId: 0x01, type: 'mileage', mileageKm: km + m }];
    h.pipeline.locations(v, [report({ time: start + m * MINUTE, speedKmh: 60, items })], start + m * MINUTE);
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
}

async function records(v: VehicleTerminalIdentity) {
  const owner = { company_id: v.companyId, vehicle_id: v.vehicleId };
  return {
    refuel: (time: number, litres: number, fen: number, station: string) =>
      t.db
        .insertInto('refuels')
        .values({
          ...owner,
          refuel_time: time,
          fuel_type: 'regular',
          litres,
          unit_price_fen: 720,
          amount_fen: fen,
          station,
        })
        .execute(),
    other: (day: number, fen: number, item: string) =>
      t.db
        .insertInto('other_cost_records')
        .values({ ...owner, cost_day: day, item, amount_fen: fen })
        .execute(),
  };
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const topOf = async (companyId: number) =>
    (
      await t.db
        .selectFrom('departments')
        .select('id')
        .where('company_id', '=', companyId)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏LA01', '13977709001');
  b = await addVehicle(t.db, me.company_id, await topOf(me.company_id), '苏LB02', '13977709002');
  const otherCompany = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('user_name', '=', 'other_admin')
    .executeTakeFirstOrThrow();
  c = await addVehicle(
    t.db,
    otherCompany.company_id,
    await topOf(otherCompany.company_id),
    '苏LC03',
    '13977709003',
  );

  await drive(a, at('2030-02-28T09:00:00'), 950, 50);
  await drive(a, at('2030-03-03T09:00:00'), 1_000, 120);
  await drive(a, at('2030-03-05T09:00:00'), 1_120, 80);
  await createDayStatsRollup({ db: t.db, log: { error: () => undefined }, now: () => NOW }).runOnce();

  const ownerA = { company_id: a.companyId, vehicle_id: a.vehicleId };
  const A = await records(a);
  await A.refuel(at('2030-03-03T10:00:00'), 50.5, 36_360, '中石化虹桥站');
  await A.refuel(at('2030-03-06T18:30:00'), 40, 28_800, '');
  await t.db
    .insertInto('repair_records')
    .values({
      ...ownerA,
      repair_day: at('2030-03-04T00:00:00'),
      plant: '安吉修理厂',
      items: '刹车片',
      amount_fen: 120_000,
      status: 'done',
    })
    .execute();
  await t.db
    .insertInto('insurance_policies')
    .values({
      ...ownerA,
      insurance_type: 'commercial',
      policy_no: 'P-2030-01',
      insurer: 'PICC',
      start_day: at('2030-03-02T00:00:00'),
      end_day: at('2031-03-01T00:00:00'),
      premium_fen: 350_000,
    })
    .execute();
  await t.db
    .insertInto('vehicle_fees')
    .values({
      ...ownerA,
      fee_type: 'tax',
      amount_fen: 10_000,
      paid_day: at('2030-03-09T00:00:00'),
      start_day: at('2030-03-09T00:00:00'),
      end_day: at('2031-03-08T00:00:00'),
    })
    .execute();
  await t.db
    .insertInto('accident_records')
    .values({
      ...ownerA,
      accident_time: at('2030-03-07T15:00:00'),
      place: '沪宁高速',
      description: '追尾',
      loss_fen: 20_000,
    })
    .execute();
  await t.db
    .insertInto('vehicle_certificates')
    .values({
      ...ownerA,
      kind: 'licence',
      certificate_no: 'C-1',
      start_day: at('2030-03-02T00:00:00'),
      end_day: at('2031-03-01T00:00:00'),
      fee_fen: null,
    })
    .execute();
  await A.other(at('2030-03-08T00:00:00'), 5_000, '洗车');
  await A.other(at('2030-02-28T00:00:00'), 99_900, 'outside');
  await A.other(at('2030-03-11T00:00:00'), 77_700, 'outside');

  const ownerB = { company_id: b.companyId, vehicle_id: b.vehicleId };
  await t.db
    .insertInto('tyre_records')
    .values({
      ...ownerB,
      axle: 1,
      position: 'left',
      brand: 'Michelin',
      model: 'X Multi',
      unit_price_fen: 150_000,
      change_day: at('2030-03-10T00:00:00'),
      mileage_at_change_km: 1000,
      limit_km: 90_000,
      reminder_km: 1000,
    })
    .execute();
  await t.db
    .insertInto('police_check_records')
    .values({ ...ownerB, cost_day: at('2030-03-10T00:00:00'), item: '年检', amount_fen: 30_000 })
    .execute();

  const C = await records(c);
  await C.refuel(at('2030-03-03T10:00:00'), 30, 21_600, 'x');
  await C.other(at('2030-03-05T00:00:00'), 50_000, 'x');

  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: me.role_id, operation_id: 'standingBookReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'standingBookDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'standingBookSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('vehicle ledger detail', () => {
  it('lists each cost record of the range with its category, yuan, litres and note, latest first', async () => {
    const body = await detail(admin);
    expect(body.result?.totalRecords).toBe(9);
    expect(body.result?.data.map((r) => [r.vehicleId, r.at, r.category, r.amount, r.litres, r.note])).toEqual(
      [
        [b.vehicleId, at('2030-03-10T00:00:00'), 'tyre', 1_500, null, 'Michelin · X Multi'],
        [b.vehicleId, at('2030-03-10T00:00:00'), 'fees', 300, null, '年检'],
        [a.vehicleId, at('2030-03-09T00:00:00'), 'fees', 100, null, ''],
        [a.vehicleId, at('2030-03-08T00:00:00'), 'other', 50, null, '洗车'],
        [a.vehicleId, at('2030-03-07T15:00:00'), 'accident', 200, null, '沪宁高速 · 追尾'],
        [a.vehicleId, at('2030-03-06T18:30:00'), 'refuel', 288, 40, ''],
        [a.vehicleId, at('2030-03-04T00:00:00'), 'repair', 1_200, null, '安吉修理厂 · 刹车片'],
        [a.vehicleId, at('2030-03-03T10:00:00'), 'refuel', 363.6, 50.5, '中石化虹桥站'],
        [a.vehicleId, at('2030-03-02T00:00:00'), 'insurance', 3_500, null, 'PICC · P-2030-01'],
      ],
    );
    expect(body.result?.data[0]).toMatchObject({ plate: '苏LB02', id: expect.stringMatching(/^tyre-\d+$/) });
    expect(new Set(body.result?.data.map((r) => r.id)).size).toBe(9);
  });

  it('narrows to categories and vehicles, pages and sorts in the database on whitelisted columns only', async () => {
    const fuel = await detail(admin, { categories: ['refuel'] });
    expect(fuel.result?.data.map((r) => r.amount)).toEqual([288, 363.6]);
    const fees = await detail(admin, { categories: ['fees'], vehicleIds: [b.vehicleId] });
    expect(fees.result?.data.map((r) => r.note)).toEqual(['年检']);
    const second = await detail(admin, page(2, 4));
    expect(second.result?.totalRecords).toBe(9);
    expect(second.result?.data.map((r) => r.category)).toEqual(['accident', 'refuel', 'repair', 'refuel']);
    const dearest = await detail(admin, { sort: { field: 'amount', order: 'desc' }, ...page(1, 3) });
    expect(dearest.result?.data.map((r) => r.amount)).toEqual([3_500, 1_500, 1_200]);
    const byCategory = await detail(admin, { sort: { field: 'category', order: 'asc' }, ...page(1, 3) });
    expect(byCategory.result?.data.map((r) => r.category)).toEqual(['refuel', 'refuel', 'repair']);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' }, ...page(1, 2) });
    expect(byPlate.result?.data.map((r) => r.vehicleId)).toEqual([b.vehicleId, b.vehicleId]);
    const unknown = await callJson(
      t.app,
      'standingBookDetailReport',
      { ...range, ...page(), sort: { field: 'amount_fen', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
    const badCategory = await callJson(
      t.app,
      'standingBookDetailReport',
      { ...range, ...page(), categories: ['reimbursement'] },
      { token: admin },
    );
    expect(badCategory.status).toBe(400);
  });

  it('shows a department user only its department, another company only its own', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(7);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(viewer, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(0);
    const theirs = await detail(other);
    expect(theirs.result?.data.map((r) => [r.vehicleId, r.amount])).toEqual([
      [c.vehicleId, 500],
      [c.vehicleId, 216],
    ]);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(admin, { vehicleIds: [c.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(admin, { plate: 'lb0' })).result?.totalRecords).toBe(2);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'standingBookDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(res.body.result ?? null).toBeNull();
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect((await callJson(t.app, 'exportStandingBookDetailReport', input, { token: admin })).body.code).toBe(
      0,
    );
    const oneVehicle = await detail(admin, { ...input, vehicleIds: [a.vehicleId] });
    expect(oneVehicle.code).toBe(1);
    const backwards = await callJson(
      t.app,
      'standingBookDetailReport',
      { startTime: range.endTime, endTime: range.startTime, ...page() },
      { token: admin },
    );
    expect(backwards.body.result ?? null).toBeNull();
  });
});

describe('vehicle ledger summary', () => {
  it('adds up each vehicle: mileage, litres, yuan per category, total and cost per km; dearest first', async () => {
    const body = await summary(admin);
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data).toEqual([
      {
        vehicleId: a.vehicleId,
        plate: '苏LA01',
        departmentName: expect.any(String),
        mileageKm: 200,
        litres: 90.5,
        costs: {
          refuel: 651.6,
          repair: 1_200,
          maintenance: 0,
          tyre: 0,
          insurance: 3_500,
          fees: 100,
          accident: 200,
          other: 50,
        },
        total: 5_701.6,
        costPerKm: 28.51,
      },
      {
        vehicleId: b.vehicleId,
        plate: '苏LB02',
        departmentName: expect.any(String),
        mileageKm: 0,
        litres: 0,
        costs: {
          refuel: 0,
          repair: 0,
          maintenance: 0,
          tyre: 1_500,
          insurance: 0,
          fees: 300,
          accident: 0,
          other: 0,
        },
        total: 1_800,
        costPerKm: null,
      },
    ]);
    const byPlate = await summary(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data.map((s) => s.vehicleId)).toEqual([b.vehicleId, a.vehicleId]);
    const byKm = await summary(admin, { sort: { field: 'mileageKm', order: 'asc' }, ...page(2, 1) });
    expect(byKm.result?.data.map((s) => s.vehicleId)).toEqual([a.vehicleId]);
    const fuel = await summary(admin, { categories: ['refuel'] });
    expect(fuel.result?.data.map((s) => [s.vehicleId, s.total, s.costPerKm])).toEqual([
      [a.vehicleId, 651.6, 3.26],
    ]);
  });

  it('lists a vehicle that only drove, and keeps to the scope and the 12-month range', async () => {
    const driven = await summary(admin, {
      startTime: at('2030-02-28T00:00:00'),
      endTime: at('2030-02-28T23:59:59.999'),
      categories: ['tyre'],
    });
    expect(driven.result?.data.map((s) => [s.vehicleId, s.mileageKm, s.total, s.costPerKm])).toEqual([
      [a.vehicleId, 50, 0, 0],
    ]);
    expect((await summary(viewer)).result?.data.map((s) => s.vehicleId)).toEqual([a.vehicleId]);
    expect((await summary(other)).result?.data.map((s) => [s.vehicleId, s.total])).toEqual([
      [c.vehicleId, 716],
    ]);
    expect((await summary(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    const res = await callJson(
      t.app,
      'standingBookSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx, a row per record or vehicle, behind the export operation', async () => {
    const res = await call(t.app, 'exportStandingBookDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 9);
    expect(sheet.getRow(1).getCell(4).value).toBe('Category');
    expect(sheet.getRow(2).getCell(1).value).toBe('2030-03-10');
    expect(sheet.getRow(2).getCell(4).value).toBe('Tyres');
    expect(sheet.getRow(2).getCell(5).value).toBe(1_500);
    expect(sheet.getRow(9).getCell(6).value).toBe(50.5);
    const sum = await call(t.app, 'exportStandingBookSummaryReport', range, { token: admin, lang: 'zh-CN' });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    const sumSheet = sumBook.worksheets[0]!;
    expect(sumSheet.rowCount).toBe(1 + 2);
    expect(sumSheet.getRow(1).getCell(5).value).toBe('加油(元)');
    expect(sumSheet.getRow(2).getCell(13).value).toBe(5_701.6);
    expect(sumSheet.getRow(2).getCell(14).value).toBe(28.51);
    expect(sumSheet.getRow(3).getCell(14).value ?? null).toBeNull();
    expect((await call(t.app, 'exportStandingBookSummaryReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
  });
});
