import type { DriverIdentity } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The driver IC card shift report on both databases, over 0x0702 card reports and 0x0200 positions (odometer item
 * 0x01) the real pipeline stored, one position a minute for minutes 0–40:
 * - A (the viewer's department, odometer 1000 + m/2 km): 张三 (card C001) in at 2, out at 20; 李四 (C002) in at 25,
 *   no pull (not signed out);
 * - B (the company's top department, odometer 500 + m km): 张三 in at 30, out at 35.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

const chinaTime = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
const card = (state: 1 | 2, m: number, name = '', code = ''): DriverIdentity => ({
  kind: 'driverIdentity',
  state,
  time: chinaTime(at(m)),
  readResult: state === 1 ? 0 : null,
  driverName: state === 1 ? name : null,
  certificateCode: state === 1 ? code : null,
  issuingAgency: state === 1 ? '南京' : null,
  certificateExpiry: state === 1 ? '2030-01-01' : null,
  driverIdNumber: null,
});
const position = (m: number, km: number) =>
  report({ time: at(m), speedKmh: 40, items: [{ itemId: 0x01, type: 'mileage', mileageKm: km }] });

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
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏DA01', '13977708001');
  b = await addVehicle(t.db, me.company_id, top.id, '苏DB02', '13977708002');
  const cards: Record<number, [VehicleTerminalIdentity, DriverIdentity][]> = {
    2: [[a, card(1, 2, '张三', 'C001')]],
    20: [[a, card(2, 20)]],
    25: [[a, card(1, 25, '李四', 'C002')]],
    30: [[b, card(1, 30, '张三', 'C001')]],
    35: [[b, card(2, 35)]],
  };
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 40; m += 1) {
    h.pipeline.locations(a, [position(m, 1000 + m / 2)], at(m));
    h.pipeline.locations(b, [position(m, 500 + m)], at(m));
    for (const [v, c] of cards[m] ?? []) h.pipeline.driverCard?.(v, c, at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
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
    .values({ role_id: role.role_id, operation_id: 'driverIcReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'driverShiftDetailReport', { ...range, ...page(), ...input }, { token })).body;

describe('driver card shift detail', () => {
  it('pairs each card read with the next pull, with the odometer’s distance between them', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.driverName,
        r.cardNumber,
        r.signInTime,
        r.signOutTime,
        r.durationS,
        r.mileageKm,
      ]),
    ).toEqual([
      [b.vehicleId, '张三', 'C001', at(30), at(35), 300, 5],
      [a.vehicleId, '李四', 'C002', at(25), null, null, null],
      [a.vehicleId, '张三', 'C001', at(2), at(20), 1080, 9],
    ]);
  });

  it('pages, sorts on whitelisted columns and filters by driver name or card', async () => {
    expect((await detail(admin, page(2, 2))).result?.data.map((r) => r.signInTime)).toEqual([at(2)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'desc' } });
    expect(byDuration.result?.data[0]?.durationS).toBe(1080);
    expect((await detail(admin, { driver: 'c002' })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { driver: '张' })).result?.totalRecords).toBe(2);
    const unknown = await callJson(
      t.app,
      'driverShiftDetailReport',
      { ...range, ...page(), sort: { field: 'time', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(2);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'driverShiftDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
  });
});

describe('driver card shift summary', () => {
  it('adds up each driver: shifts, vehicles, signed-out time and mileage', async () => {
    const { body } = await callJson(
      t.app,
      'driverShiftSummaryReport',
      { ...range, ...page(), sort: { field: 'shifts', order: 'desc' } },
      { token: admin },
    );
    expect(body.result?.totalRecords).toBe(2);
    expect(
      body.result?.data.map((r) => [r.driverName, r.cardNumber, r.shifts, r.vehicles, r.totalS, r.mileageKm]),
    ).toEqual([
      ['张三', 'C001', 2, 2, 1380, 14],
      ['李四', 'C002', 1, 1, 0, 0],
    ]);
    const tooLong = await callJson(
      t.app,
      'driverShiftSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(tooLong.body.code).toBe(0);
    expect(tooLong.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx, behind the export operation', async () => {
    const res = await call(t.app, 'exportDriverShiftDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 3);
    expect(sheet.getRow(3).getCell(6).value).toBe('Not signed out');
    const summary = await call(t.app, 'exportDriverShiftSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect((await call(t.app, 'exportDriverShiftDetailReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
  });
});
