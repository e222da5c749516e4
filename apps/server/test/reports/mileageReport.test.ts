import { chinaDayStart, DAY_MS, type DayStatRow, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDayStatsRollup } from '../../src/features/reports/dayStats/createDayStatsRollup';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { looksLeaky } from '../helpers/messages';
import { MINUTE, report, startPipeline, type PipelineHarness } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/** The pipeline's and the API's clock: real time, so the seeded demo days are recent data. */
const NOW = Date.now();
/** Two China days before today (D1) and yesterday (D2), 08:00 and 10:00. */
const D2 = chinaDayStart(NOW) - DAY_MS;
const D1 = D2 - DAY_MS;

let t: TestApp;
let h: PipelineHarness;
let admin: string;
let otherAdmin: string;
let viewer: string;
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const rollup = () =>
  createDayStatsRollup({ db: t.db, log: { error: () => undefined }, now: () => NOW }).runOnce();

async function addVehicle(id: number, departmentId: number): Promise<VehicleTerminalIdentity> {
  const plate = `测R${id}`;
  const phone = `13799${String(id).padStart(7, '0')}`;
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
      speed_limit_kmh: 55,
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

/** (minute after `start`, km/h, odometer km) as reports of `vehicle`. */
function drive(vehicle: VehicleTerminalIdentity, start: number, steps: [number, number, number][]) {
  const reports = steps.map(([min, speedKmh, km]) =>
    report({
      time: start + min * MINUTE,
      speedKmh,
      items: [{ itemId: 0x01, type: 'mileage', mileageKm: km }],
    }),
  );
  h.pipeline.locations(vehicle, reports, NOW);
}

const stats = (vehicleId: number) =>
  t.db
    .selectFrom('vehicle_day_stats')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .orderBy('day')
    .execute();

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  const viewerDept = await t.db
    .selectFrom('users as u')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .select(['d.id', 'd.path'])
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
  a = await addVehicle(990_001, viewerDept.id);
  b = await addVehicle(990_002, outside.id);
  h = startPipeline(t.db);
  h.clock.now = NOW;
  admin = (await loginAs(t.app, 'admin')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
});

afterAll(async () => {
  await h?.pipeline.close();
  await t?.close();
});

describe('the daily roll-up', () => {
  it('turns points written through the pipeline into exact day rows', async () => {
    // D1: 3 min moving (1000 → 1003 km), a stop, 20 min without data, 1 min moving (→ 1003.5 km).
    drive(a, D1 + 8 * 60 * MINUTE, [
      [0, 0, 1000],
      [1, 60, 1000],
      [2, 60, 1001],
      [3, 60, 1002],
      [4, 0, 1003],
      [24, 30, 1003],
      [25, 0, 1003.5],
    ]);
    drive(a, D2 + 10 * 60 * MINUTE, [
      [0, 50, 1010],
      [1, 0, 1011],
    ]);
    drive(b, D2 + 9 * 60 * MINUTE, [
      [0, 40, 500],
      [2, 70, 502],
    ]);
    await h.pipeline.flush();
    const marks = await t.db
      .selectFrom('vehicle_day_dirty')
      .select(['vehicle_id', 'day'])
      .where('vehicle_id', 'in', [a.vehicleId, b.vehicleId])
      .orderBy('vehicle_id')
      .orderBy('day')
      .execute();
    expect(marks.map((m) => [m.vehicle_id, Number(m.day)])).toEqual([
      [a.vehicleId, D1],
      [a.vehicleId, D2],
      [b.vehicleId, D2],
    ]);
    await rollup();
    const rows = await stats(a.vehicleId);
    expect(rows.map((r) => ({ ...r, day: Number(r.day) }))).toMatchObject([
      {
        day: D1,
        company_id: 1,
        points: 7,
        start_km: 1000,
        end_km: 1003.5,
        mileage_km: 3.5,
        driving_s: 240,
        max_speed: 60,
      },
      { day: D2, points: 2, start_km: 1010, end_km: 1011, mileage_km: 1, driving_s: 60, max_speed: 50 },
    ]);
    expect((await stats(b.vehicleId))[0]).toMatchObject({
      mileage_km: 2,
      driving_s: 120,
      overspeed_points: 1,
    });
    const left = await t.db.selectFrom('vehicle_day_dirty').select('vehicle_id').execute();
    expect(left).toEqual([]);
  });

  it('rebuilds a past day when a late point for it arrives', async () => {
    drive(a, D1 + 20 * 60 * MINUTE, [[0, 0, 1005]]);
    await h.pipeline.flush();
    await rollup();
    const [d1, d2] = await stats(a.vehicleId);
    expect(d1).toMatchObject({ points: 8, end_km: 1005, mileage_km: 5, driving_s: 240 });
    expect(d2).toMatchObject({ points: 2, mileage_km: 1 });
  });
});

const range = { startTime: D1, endTime: D2 + DAY_MS - 1 };
const page = (pageSize = 10, curPage = 1) => ({ pageParamVO: { curPage, pageSize } });
const mine = () => ({ ...range, vehicleIds: [a.vehicleId, b.vehicleId] });

describe('the reports', () => {
  it('lists one detail row per vehicle and day, sorted in SQL as asked', async () => {
    const { body } = await callJson(t.app, 'mileageReportDetail', { ...mine(), ...page() }, { token: admin });
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(3);
    const byKm = await callJson(
      t.app,
      'mileageReportDetail',
      { ...mine(), ...page(), sortField: 'mileageKm', sortOrder: 'desc' },
      { token: admin },
    );
    expect(byKm.body.result?.data.map((r) => [r.plate, r.day, r.mileageKm])).toEqual([
      [a.plate, D1, 5],
      [b.plate, D2, 2],
      [a.plate, D2, 1],
    ]);
    const first = byKm.body.result!.data[0]!;
    expect(first).toMatchObject({ startKm: 1000, endKm: 1005, drivingS: 240, avgSpeed: 52.5, points: 8 });
  });

  it('sums per vehicle with totals over the whole query', async () => {
    const { body } = await callJson(
      t.app,
      'drivingStatReportSummary',
      { ...mine(), ...page() },
      { token: admin },
    );
    const rows = body.result!.data;
    const rowA = rows.find((r) => r.vehicleId === a.vehicleId)!;
    expect(rowA).toMatchObject({
      days: 2,
      mileageKm: 6,
      avgDayKm: 3,
      drivingS: 300,
      maxSpeed: 60,
      points: 10,
    });
    expect(rowA.startKm).toBeNull();
    expect(body.result?.totals).toEqual({ vehicles: 2, days: 3, mileageKm: 8, drivingS: 420, points: 12 });
  });

  it('pages and sorts the summary of every vehicle in scope', async () => {
    const all = { startTime: D1, endTime: NOW };
    const sorted = { ...all, sortField: 'mileageKm', sortOrder: 'desc' };
    const one = await callJson(
      t.app,
      'mileageReportSummary',
      { ...sorted, ...page(10, 1) },
      { token: admin },
    );
    const two = await callJson(
      t.app,
      'mileageReportSummary',
      { ...sorted, ...page(10, 2) },
      { token: admin },
    );
    const total = one.body.result!.totalRecords;
    expect(total).toBeGreaterThan(10);
    const rows = [...one.body.result!.data, ...two.body.result!.data];
    expect(rows).toHaveLength(Math.min(total, 20));
    expect(new Set(rows.map((r) => r.vehicleId)).size).toBe(rows.length);
    const km = rows.map((r) => r.mileageKm);
    expect(km).toEqual([...km].sort((x, y) => y - x));
  });

  it('exports the detail as an xlsx of every row of the query', async () => {
    const res = await call(t.app, 'exportMileageReportDetail', mine(), { token: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.actualRowCount).toBe(1 + 3);
  });

  it('shows another company none of these vehicles', async () => {
    const detail = await callJson(
      t.app,
      'mileageReportDetail',
      { ...mine(), ...page() },
      { token: otherAdmin },
    );
    expect(detail.body.result?.totalRecords).toBe(0);
    const summary = await callJson(
      t.app,
      'mileageReportSummary',
      { ...mine(), ...page() },
      { token: otherAdmin },
    );
    expect(summary.body.result?.totals.vehicles).toBe(0);
    const file = await callJson(t.app, 'exportMileageReportSummary', mine(), { token: otherAdmin });
    expect(file.body.code).toBe(0);
  });

  it('shows a department-scoped user only its department', async () => {
    const { body } = await callJson(
      t.app,
      'mileageReportSummary',
      { ...mine(), ...page() },
      { token: viewer },
    );
    expect(body.result?.data.map((r: DayStatRow) => r.vehicleId)).toEqual([a.vehicleId]);
    const everything = await callJson(
      t.app,
      'mileageReportDetail',
      { ...range, ...page(200) },
      { token: viewer },
    );
    const paths = await t.db
      .selectFrom('vehicles as v')
      .innerJoin('departments as d', 'd.id', 'v.department_id')
      .select(['v.id', 'd.path'])
      .where(
        'v.id',
        'in',
        everything.body.result!.data.map((r) => r.vehicleId),
      )
      .execute();
    const own = await t.db
      .selectFrom('users as u')
      .innerJoin('departments as d', 'd.id', 'u.department_id')
      .select('d.path')
      .where('u.user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    expect(paths.every((p) => p.path.startsWith(own.path))).toBe(true);
  });
});

const ARCHIVED = chinaDayStart(NOW) - 220 * DAY_MS;
const fill = (text: string, max: number) => text.replace('{{max}}', String(max));

describe.each<Language>(['zh-CN', 'en-US'])('the query rules (%s)', (lang) => {
  const v = () => resources[lang].validation;
  const refused = async (input: object, text: string) => {
    const { status, body } = await callJson(
      t.app,
      'mileageReportDetail',
      { ...input, ...page() },
      { token: admin, lang },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.message).toBe(text);
    expect(looksLeaky(body.message)).toBe(false);
    expect(body.result ?? null).toBeNull();
    const file = await callJson(t.app, 'exportDrivingStatReportDetail', input, { token: admin, lang });
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

  it('refuses archived data over more than 10 days', () =>
    refused(
      { startTime: ARCHIVED, endTime: ARCHIVED + 12 * DAY_MS, vehicleIds: [a.vehicleId] },
      fill(v().reportArchiveDays, 10),
    ));

  it('refuses archived data for more than 30 vehicles', () =>
    refused(
      {
        startTime: ARCHIVED,
        endTime: ARCHIVED + DAY_MS,
        vehicleIds: Array.from({ length: 31 }, (_, i) => i + 1),
      },
      fill(v().reportArchiveVehicles, 30),
    ));

  it('refuses a summary over twelve months and an end before the start (400, translated)', async () => {
    for (const input of [
      { startTime: NOW - 400 * DAY_MS, endTime: NOW },
      { startTime: NOW, endTime: NOW - DAY_MS },
    ]) {
      const { status, body } = await callJson(
        t.app,
        'mileageReportSummary',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(status).toBe(400);
      expect(body.code).toBe(0);
      expect(looksLeaky(body.message)).toBe(false);
      expect(body.message).toContain(lang === 'zh-CN' ? '错误的请求' : 'Wrong request');
    }
  });
});
