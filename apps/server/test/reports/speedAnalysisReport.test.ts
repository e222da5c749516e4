import { chinaDayStart, DAY_MS, type DayStatRow, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDayStatsRollup } from '../../src/features/reports/dayStats/createDayStatsRollup';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline, type PipelineHarness } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The speed analysis: 0x0200 reports of two vehicles through the real pipeline, rolled up by the daily roll-up, give
 * the time and odometer distance in each speed band that a hand calculation gives.
 */
const NOW = Date.now();
const D2 = chinaDayStart(NOW) - DAY_MS;
const D1 = D2 - DAY_MS;

let t: TestApp;
let h: PipelineHarness;
let admin: string;
let otherAdmin: string;
let viewer: string;
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;

async function addVehicle(id: number, departmentId: number): Promise<VehicleTerminalIdentity> {
  const plate = `测S${id}`;
  const phone = `13788${String(id).padStart(7, '0')}`;
  await t.db
    .insertInto('vehicles')
    .values({
      id,
      company_id: 1,
      department_id: departmentId,
      plate,
      terminal_phone: phone,
      terminal_model: 'RW-SIM-ADAS',
      protocol_version: 2019,
      speed_limit_kmh: 80,
      created_at: NOW - 30 * DAY_MS,
    })
    .execute();
  return {
    vehicleId: id,
    companyId: 1,
    departmentId,
    plate,
    phone,
    terminalModel: 'RW-SIM-ADAS',
    protocolVersion: 2019,
  };
}

/** (minute after `start`, km/h, odometer km) as 0x0200 reports of `vehicle` with the mileage item 0x01. */
function drive(vehicle: VehicleTerminalIdentity, start: number, steps: [number, number, number][]) {
  h.pipeline.locations(
    vehicle,
    steps.map(([min, speedKmh, km]) =>
      report({
        time: start + min * MINUTE,
        speedKmh,
        items: [{ itemId: 0x01, type: 'mileage', mileageKm: km }],
      }),
    ),
    NOW,
  );
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const viewerDept = await t.db
    .selectFrom('users as u')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .select(['d.id', 'd.path', 'u.role_id'])
    .where('u.user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const outside = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', 1)
    .where('path', 'not like', `${viewerDept.path}%`)
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The read-only sub-user may open this report: it then shows its department's vehicles only.
  await t.db
    .insertInto('role_operations')
    .values({ role_id: viewerDept.role_id, operation_id: 'speedAnalysisReport' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  a = await addVehicle(990_201, viewerDept.id);
  b = await addVehicle(990_202, outside.id);
  h = startPipeline(t.db);
  h.clock.now = NOW;
  admin = (await loginAs(t.app, 'admin')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  // a, D1 08:00. Each position counts the time to the next one in its own speed's band, with the odometer step:
  // 0 km/h standing; 30 → 1–40 60 s 0.5 km; 50 → 40–60 60 s 0.8 km; 70 → 60–80 120 s 2.3 km;
  // 90 → 80–100 60 s 1.5 km; 110 → over 100 60 s 1.8 km; 0.5 km/h standing; 45 then 22 min without data: a gap,
  // in no band (its 3.1 km are mileage, not band distance). Bands 360 s, 6.9 km: 69 km/h.
  drive(a, D1 + 8 * 60 * MINUTE, [
    [0, 0, 1000],
    [1, 30, 1000],
    [2, 50, 1000.5],
    [3, 70, 1001.3],
    [5, 90, 1003.6],
    [6, 110, 1005.1],
    [7, 0.5, 1006.9],
    [8, 45, 1006.9],
    [30, 0, 1010],
  ]);
  // a, D2: 60 → 60–80 60 s 1 km. b, D2: 20 → 1–40 180 s 1 km (20 km/h).
  drive(a, D2 + 10 * 60 * MINUTE, [
    [0, 60, 2000],
    [1, 0, 2001],
  ]);
  drive(b, D2 + 9 * 60 * MINUTE, [
    [0, 20, 500],
    [3, 0, 501],
  ]);
  await h.pipeline.flush();
  await createDayStatsRollup({ db: t.db, log: { error: () => undefined }, now: () => NOW }).runOnce();
});

afterAll(async () => {
  await h?.pipeline.close();
  await t?.close();
});

const range = { startTime: D1, endTime: D2 + DAY_MS - 1 };
const page = (pageSize = 10, curPage = 1) => ({ pageParamVO: { curPage, pageSize } });
const mine = () => ({ ...range, vehicleIds: [a.vehicleId, b.vehicleId] });
const bands = (r: DayStatRow) => [
  [r.band1S, r.band1Km],
  [r.band2S, r.band2Km],
  [r.band3S, r.band3Km],
  [r.band4S, r.band4Km],
  [r.band5S, r.band5Km],
];

describe('the speed analysis', () => {
  it('gives each vehicle and day its time and distance per speed band, sorted in SQL as asked', async () => {
    const { body } = await callJson(
      t.app,
      'speedAnalysisReportDetail',
      { ...mine(), ...page(), sortField: 'bandAvgSpeed', sortOrder: 'desc' },
      { token: admin },
    );
    expect(body.code).toBe(1);
    const rows = body.result!.data;
    expect(body.result?.totalRecords).toBe(3);
    expect(rows.map((r) => [r.plate, r.day, r.bandAvgSpeed, r.maxSpeed])).toEqual([
      [a.plate, D1, 69, 110],
      [a.plate, D2, 60, 60],
      [b.plate, D2, 20, 20],
    ]);
    expect(bands(rows[0]!)).toEqual([
      [60, 0.5],
      [60, 0.8],
      [120, 2.3],
      [60, 1.5],
      [60, 1.8],
    ]);
    // The roll-up's own figures of the day stay: its mileage counts the gap's odometer step, its driving time the
    // minute at 0.5 km/h too.
    expect(rows[0]).toMatchObject({ mileageKm: 10, drivingS: 360 + 60 });
    expect(bands(rows[2]!)[0]).toEqual([180, 1]);
  });

  it('sums the bands per vehicle over the range, and a plate drills down to its days', async () => {
    const { body } = await callJson(
      t.app,
      'speedAnalysisReportSummary',
      { ...mine(), ...page() },
      { token: admin },
    );
    const rowA = body.result!.data.find((r) => r.vehicleId === a.vehicleId)!;
    expect(rowA).toMatchObject({ days: 2, maxSpeed: 110, bandAvgSpeed: 67.7 }); // 7.9 km in 420 s
    expect(bands(rowA)).toEqual([
      [60, 0.5],
      [60, 0.8],
      [180, 3.3],
      [60, 1.5],
      [60, 1.8],
    ]);
    const drill = await callJson(
      t.app,
      'speedAnalysisReportDetail',
      { ...range, vehicleIds: [a.vehicleId], ...page() },
      { token: admin },
    );
    expect(drill.body.result?.data.map((r) => r.day)).toEqual([D1, D2]);
  });

  it('exports the detail and the summary as xlsx files of every row of the query', async () => {
    for (const [name, rows] of [
      ['exportSpeedAnalysisReportDetail', 3],
      ['exportSpeedAnalysisReportSummary', 2],
    ] as const) {
      const res = await call(t.app, name, mine(), { token: admin });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(1 + rows);
      expect(sheet.getRow(1).values).toContain('60–80 km/h 时长');
    }
  });

  it('shows another company none of these vehicles and a department-scoped user only its department', async () => {
    const other = await callJson(
      t.app,
      'speedAnalysisReportDetail',
      { ...mine(), ...page() },
      { token: otherAdmin },
    );
    expect(other.body.result?.totalRecords).toBe(0);
    const file = await callJson(t.app, 'exportSpeedAnalysisReportSummary', mine(), { token: otherAdmin });
    expect(file.body.code).toBe(0);
    const { body } = await callJson(
      t.app,
      'speedAnalysisReportSummary',
      { ...mine(), ...page() },
      { token: viewer },
    );
    expect(body.result?.data.map((r) => r.vehicleId)).toEqual([a.vehicleId]);
  });
});

const fill = (text: string, max: number) => text.replace('{{max}}', String(max));

describe.each<Language>(['zh-CN', 'en-US'])('the query rules on the server (%s)', (lang) => {
  const v = () => resources[lang].validation;
  const refused = async (input: object, text: string) => {
    const { status, body } = await callJson(
      t.app,
      'speedAnalysisReportDetail',
      { ...input, ...page() },
      { token: admin, lang },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, message: text });
    expect(looksLeaky(body.message)).toBe(false);
    expect(body.result ?? null).toBeNull();
    const file = await callJson(t.app, 'exportSpeedAnalysisReportDetail', input, { token: admin, lang });
    expect(file.body).toMatchObject({ code: 0, message: text });
  };

  it('refuses more than one vehicle over 31 days', () =>
    refused(
      { startTime: D2 - 40 * DAY_MS, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] },
      fill(v().reportOneVehicle, 61),
    ));

  it('refuses any span over 61 days', () =>
    refused(
      { startTime: D2 - 70 * DAY_MS, endTime: NOW, vehicleIds: [a.vehicleId] },
      fill(v().dateSpanDays, 61),
    ));

  it('refuses a summary over twelve months (400, translated)', async () => {
    const { status, body } = await callJson(
      t.app,
      'speedAnalysisReportSummary',
      { startTime: NOW - 400 * DAY_MS, endTime: NOW, ...page() },
      { token: admin, lang },
    );
    expect(status).toBe(400);
    expect(body.code).toBe(0);
    expect(looksLeaky(body.message)).toBe(false);
  });
});
