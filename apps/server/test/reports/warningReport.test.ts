import { resources } from '@roadwatch/core/i18n';
import type { AlarmName } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The warning report on both databases, over the pre-warning bits of encoded 0x0200 frames the real pipeline
 * stored as device alarms:
 * - A (the viewer's department): overspeed warning in minutes 3–5 (3 → 6), fatigue warning 10–11 (10 → 12), the
 *   collision/rollover warning (2019 bit 29) from minute 20 to the last report (still set). The overspeed alarm bit
 *   at minute 15 is an alarm, not a warning: not in the report.
 * - B (the company's top department): overspeed warning in minutes 7–8 (7 → 9).
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const stillSet = (NOW - at(20)) / 1000;

function bitsOf(vehicle: 'a' | 'b', m: number): AlarmName[] {
  if (vehicle === 'b') return m === 7 || m === 8 ? ['overspeedWarning'] : [];
  const bits: AlarmName[] = [];
  if (m >= 3 && m <= 5) bits.push('overspeedWarning');
  if (m === 10 || m === 11) bits.push('fatigueDrivingWarning');
  if (m === 15) bits.push('overspeed');
  if (m >= 20) bits.push('collisionRollover');
  return bits;
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const viewerRow = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', viewerRow.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  a = await addVehicle(t.db, viewerRow.company_id, viewerRow.department_id, '苏WNA01', '13977708401');
  b = await addVehicle(t.db, viewerRow.company_id, top.id, '苏WNB02', '13977708402');
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 25; m += 1) {
    h.pipeline.locations(a, [report({ time: at(m), speedKmh: 60, alarms: bitsOf('a', m) })], at(m));
    h.pipeline.locations(b, [report({ time: at(m), speedKmh: 50, alarms: bitsOf('b', m) })], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: viewerRow.role_id, operation_id: 'warningDetailReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'warningDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'warningSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('warning detail', () => {
  it('lists one row per pre-warning the pipeline stored, newest first', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(4);
    expect(
      body.result?.data.map((r) => [r.vehicleId, r.kind, r.startTime, r.endTime, r.durationS, r.speedKmh]),
    ).toEqual([
      [a.vehicleId, 'collisionWarning', at(20), null, stillSet, 60],
      [a.vehicleId, 'fatigueDrivingWarning', at(10), at(12), 120, 60],
      [b.vehicleId, 'overspeedWarning', at(7), at(9), 120, 50],
      [a.vehicleId, 'overspeedWarning', at(3), at(6), 180, 60],
    ]);
    expect(body.result?.data[3]).toMatchObject({
      plate: a.plate,
      handleStatusName: resources['zh-CN'].handling.handleStatus.unprocessed,
    });
  });

  it('pages and sorts in the database; filters by kind, vehicle, plate and department', async () => {
    expect((await detail(admin, page(2, 3))).result?.data.map((r) => r.startTime)).toEqual([at(3)]);
    const byDuration = await detail(admin, { sort: { field: 'durationS', order: 'asc' } });
    expect(byDuration.result?.data.map((r) => r.durationS)).toEqual([120, 120, 180, stillSet]);
    expect((await detail(admin, { kinds: ['overspeedWarning'] })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { plate: 'wna' })).result?.totalRecords).toBe(3);
    expect((await detail(admin, { departmentId: a.departmentId })).result?.totalRecords).toBe(3);
    const bad = await callJson(
      t.app,
      'warningDetailReport',
      { ...range, ...page(), kinds: ['overspeed'] },
      { token: admin },
    );
    expect(bad.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
  });

  it('refuses a detail range over the rule with the translated rule, in both languages', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 62 * DAY, endTime: NOW, vehicleIds: [900_001] };
    for (const name of ['warningDetailReport', 'exportWarningDetailReport'] as const) {
      const res = await call(
        t.app,
        name,
        { ...input, ...(name === 'warningDetailReport' ? page() : {}) },
        { token: admin, lang: 'en-US' },
      );
      const body = res.json<{ code: number; message: string }>();
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/61 days/);
      expect(looksLeaky(body.message)).toBe(false);
    }
    const zh = await callJson(t.app, 'warningDetailReport', { ...input, ...page() }, { token: admin });
    expect(zh.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const long = await callJson(
      t.app,
      'warningSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(long.body.message).toMatch(/12 months/);
  });
});

describe('warning summary', () => {
  it('counts each vehicle by kind, with the summed duration', async () => {
    const body = await summary(admin, { sort: { field: 'total', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(2);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.total,
        r.durationS,
        r.overspeedWarning,
        r.fatigueDrivingWarning,
        r.collisionWarning,
        r.rolloverWarning,
      ]),
    ).toEqual([
      [a.vehicleId, 3, 300 + stillSet, 1, 1, 1, 0],
      [b.vehicleId, 1, 120, 1, 0, 0, 0],
    ]);
    expect((await summary(viewer)).result?.data.map((r) => r.vehicleId)).toEqual([a.vehicleId]);
  });

  it('exports detail and summary as xlsx; no export without the grant', async () => {
    const res = await call(
      t.app,
      'exportWarningDetailReport',
      { ...range, vehicleIds: [a.vehicleId] },
      {
        token: admin,
      },
    );
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 3);
    expect(sheet.getRow(2).getCell(3).value).toBe(resources['zh-CN'].alarm.deviceAlarmKind.collisionWarning);
    const sum = await call(t.app, 'exportWarningSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    const refused = await call(t.app, 'exportWarningDetailReport', range, { token: viewer });
    expect(refused.statusCode).toBe(403);
  });
});
