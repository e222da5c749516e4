import { HAZARD_LEVEL, alarmIconTypeOf } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { BlindSpotItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, adasItem, dsmItem, report, startPipeline } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The AI analysis report on both databases, over active-safety alarms the real pipeline raised from encoded 0x0200
 * frames carrying ADAS (0x64), DSM (0x65) and blind-spot (0x67) items:
 * - A (the viewer's department): a second-level forward collision at minute 2; a first-level phone call 5 → 8; a
 *   left blind-spot alarm at minute 12; a lane departure from minute 30, still going. Also an ADAS road-sign record
 *   (not an alarm) and the overspeed alarm bit (a device alarm): neither is in the report.
 * - B (the company's top department): a second-level fatigue alarm at minute 10.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

function blindSpot(alarmId: number, eventType: number, time: number): BlindSpotItem {
  return {
    itemId: 0x67,
    type: 'blindSpot',
    alarmId,
    flagStatus: 0,
    eventType,
    speedKmh: 35,
    altitudeM: 12,
    latitude: 32.0603,
    longitude: 118.7969,
    time: new Date(time).toISOString(),
    vehicleStatusFlags: 1,
    alarmIdentification: {
      layout: 'jiangsu',
      terminalId: 'RW00001',
      time: new Date(time).toISOString(),
      serial: 9,
      attachmentCount: 0,
      reserved: 0,
    },
  };
}

/** What A's and B's active-safety boxes send in minute m. */
function itemsOf(vehicle: 'a' | 'b', m: number) {
  if (vehicle === 'b')
    return m === 10 ? [dsmItem({ alarmId: 1, eventType: 0x01, level: 2, time: at(m), serial: 5 })] : [];
  switch (m) {
    case 2:
      return [adasItem({ alarmId: 1, eventType: 0x01, level: 2, time: at(m), speedKmh: 72 })];
    case 5:
      return [dsmItem({ alarmId: 2, eventType: 0x02, level: 1, time: at(m), flagStatus: 1, serial: 1 })];
    case 8:
      return [dsmItem({ alarmId: 2, eventType: 0x02, level: 1, time: at(m), flagStatus: 2, serial: 2 })];
    case 12:
      return [blindSpot(3, 0x02, at(m))];
    case 15:
      return [adasItem({ alarmId: 4, eventType: 0x10, level: 1, time: at(m), serial: 3 })];
    case 30:
      return [adasItem({ alarmId: 5, eventType: 0x02, level: 1, time: at(m), flagStatus: 1, serial: 4 })];
    default:
      return [];
  }
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
  a = await addVehicle(t.db, viewerRow.company_id, viewerRow.department_id, '苏AIA01', '13977707301');
  b = await addVehicle(t.db, viewerRow.company_id, top.id, '苏AIB02', '13977707302');
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 35; m += 1) {
    const alarms = m >= 20 && m <= 22 ? (['overspeed'] as const) : [];
    h.pipeline.locations(
      a,
      [report({ time: at(m), speedKmh: 60, alarms: [...alarms], items: itemsOf('a', m) })],
      at(m),
    );
    h.pipeline.locations(b, [report({ time: at(m), speedKmh: 60, items: itemsOf('b', m) })], at(m));
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: viewerRow.role_id, operation_id: 'aiAnalysisReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'aiAnalysisDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'aiAnalysisSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('AI analysis detail', () => {
  it('lists one row per active-safety alarm the pipeline raised, newest first, translated', async () => {
    const body = await detail(admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(5);
    expect(
      body.result?.data.map((r) => [r.vehicleId, r.category, r.alarmType, r.level, r.startTime, r.endTime]),
    ).toEqual([
      [a.vehicleId, 'adas', alarmIconTypeOf('laneDeparture'), HAZARD_LEVEL.medium, at(30), null],
      [a.vehicleId, 'bsd', alarmIconTypeOf('blindAreaLeft'), HAZARD_LEVEL.medium, at(12), at(12)],
      [b.vehicleId, 'dsm', alarmIconTypeOf('fatigue'), HAZARD_LEVEL.high, at(10), at(10)],
      [a.vehicleId, 'dsm', alarmIconTypeOf('phone'), HAZARD_LEVEL.medium, at(5), at(8)],
      [a.vehicleId, 'adas', alarmIconTypeOf('forwardCollision'), HAZARD_LEVEL.high, at(2), at(2)],
    ]);
    const zh = resources['zh-CN'].alarm;
    const collision = body.result?.data[4];
    expect(collision).toMatchObject({
      plate: a.plate,
      alarmTypeName: zh.alarmIconType.forwardCollision,
      levelName: zh.hazardLevel.high,
      speedKmh: 72,
      lon: 118.7969,
      handleStatusName: resources['zh-CN'].handling.handleStatus.unprocessed,
    });
    const en = await callJson(
      t.app,
      'aiAnalysisDetailReport',
      { ...range, ...page() },
      {
        token: admin,
        lang: 'en-US',
      },
    );
    expect(en.body.result?.data[4]?.alarmTypeName).toBe(
      resources['en-US'].alarm.alarmIconType.forwardCollision,
    );
  });

  it('pages and sorts in the database on whitelisted columns', async () => {
    const second = await detail(admin, page(2, 3));
    expect(second.result?.data.map((r) => r.startTime)).toEqual([at(5), at(2)]);
    const byLevel = await detail(admin, { sort: { field: 'level', order: 'desc' } });
    expect(byLevel.result?.data.map((r) => r.startTime)).toEqual([at(10), at(2), at(30), at(12), at(5)]);
    const byPlate = await detail(admin, { sort: { field: 'plate', order: 'desc' } });
    expect(byPlate.result?.data[0]?.vehicleId).toBe(b.vehicleId);
    const unknown = await callJson(
      t.app,
      'aiAnalysisDetailReport',
      { ...range, ...page(), sort: { field: 'guid', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('filters by category, vehicle, plate keyword and department', async () => {
    expect((await detail(admin, { categories: ['adas'] })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { categories: ['dsm', 'bsd'] })).result?.totalRecords).toBe(3);
    expect((await detail(admin, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { plate: 'aia' })).result?.totalRecords).toBe(4);
    expect((await detail(admin, { departmentId: a.departmentId })).result?.totalRecords).toBe(4);
    const bad = await callJson(
      t.app,
      'aiAnalysisDetailReport',
      { ...range, ...page(), categories: ['tyre'] },
      { token: admin },
    );
    expect(bad.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await detail(viewer);
    expect(mine.result?.totalRecords).toBe(4);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await detail(viewer, { vehicleIds: [b.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await detail(other)).result?.totalRecords).toBe(0);
    expect((await detail(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await summary(other)).result?.totalRecords).toBe(0);
  });
});

describe('query rules', () => {
  const DAY = 86_400_000;
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 900_000 + i);
  const refusals: [string, object, RegExp][] = [
    ['62 days for one vehicle', { startTime: NOW - 62 * DAY, endTime: NOW, vehicleIds: ids(1) }, /61 days/],
    [
      '15 days for 201 vehicles',
      { startTime: NOW - 15 * DAY, endTime: NOW, vehicleIds: ids(201) },
      /200 vehicles/,
    ],
  ];
  it.each(refusals)(
    'refuses %s with code 0 and the translated rule, in both languages',
    async (_, input, text) => {
      for (const name of ['aiAnalysisDetailReport', 'exportAiAnalysisDetailReport'] as const) {
        const res = await call(
          t.app,
          name,
          { ...input, ...(name === 'aiAnalysisDetailReport' ? page() : {}) },
          { token: admin, lang: 'en-US' },
        );
        const body = res.json<{ code: number; message: string; result?: unknown }>();
        expect(body.code).toBe(0);
        expect(body.message).toMatch(text);
        expect(looksLeaky(body.message)).toBe(false);
        expect(body.result ?? null).toBeNull();
      }
      const zh = await callJson(t.app, 'aiAnalysisDetailReport', { ...input, ...page() }, { token: admin });
      expect(zh.body.code).toBe(0);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fa5]/);
    },
  );

  it('refuses a summary over 12 months', async () => {
    const long = await callJson(
      t.app,
      'aiAnalysisSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.message).toMatch(/12 months/);
  });
});

describe('AI analysis summary', () => {
  it('counts each vehicle by category and level', async () => {
    const body = await summary(admin, { sort: { field: 'total', order: 'desc' } });
    expect(body.result?.totalRecords).toBe(2);
    expect(
      body.result?.data.map((r) => [r.vehicleId, r.total, r.adas, r.dsm, r.bsd, r.high, r.medium, r.low]),
    ).toEqual([
      [a.vehicleId, 4, 2, 1, 1, 1, 3, 0],
      [b.vehicleId, 1, 0, 1, 0, 1, 0, 0],
    ]);
    const dsmOnly = await summary(admin, { categories: ['dsm'], sort: { field: 'plate', order: 'asc' } });
    expect(dsmOnly.result?.data.map((r) => [r.plate, r.total])).toEqual([
      [a.plate, 1],
      [b.plate, 1],
    ]);
    expect((await summary(viewer)).result?.data.map((r) => r.vehicleId)).toEqual([a.vehicleId]);
  });

  it('exports detail and summary as xlsx; no export without the grant', async () => {
    const res = await call(
      t.app,
      'exportAiAnalysisDetailReport',
      { ...range, vehicleIds: [a.vehicleId] },
      {
        token: admin,
      },
    );
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(2).getCell(1).value).toBe(a.plate);
    expect(sheet.getRow(2).getCell(7).value).toBe(resources['zh-CN'].eventReports.aiAnalysis.ongoing);
    const sum = await call(t.app, 'exportAiAnalysisSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    const refused = await call(t.app, 'exportAiAnalysisDetailReport', range, { token: viewer });
    expect(refused.statusCode).toBe(403);
  });
});
