import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALARM_FIRST_TYPE, TRAJECTORY_TABLE_COLUMNS, type TrajectoryPoint } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../src/resources/sheet/excelJs';
import { allPoints } from '../src/features/trajectory/trackRange';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

const MINUTE = 60_000;
const POINTS = 20_000;
const PDFTOTEXT = '/usr/bin/pdftotext';

let t: TestApp;
let admin: string;
let viewer: string;
let other: string;
/** A company-1 vehicle outside the viewer's department, with a 20,000-point track. */
let vehicleId: number;
let t0: number;
let range: { vehicleId: number; startTime: number; endTime: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const viewerDept = await t.db
    .selectFrom('users')
    .innerJoin('departments', 'departments.id', 'users.department_id')
    .select('departments.path')
    .where('users.user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const dept = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', 1)
    .where('path', 'not like', `${viewerDept.path}%`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  t0 = Math.floor((Date.now() - 2 * 86_400_000) / 1000) * 1000;
  vehicleId = (
    await t.db
      .insertInto('vehicles')
      .values({
        company_id: 1,
        department_id: dept.id,
        plate: '沪A·TRK01',
        terminal_phone: '013900007001',
        created_at: t0 - 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // One point every 5 s: driving at 60 km/h, except a 10-minute stop from point 1000 to 1120.
  const rows = Array.from({ length: POINTS }, (_, i) => {
    const stopped = i >= 1000 && i < 1120;
    return {
      vehicle_id: vehicleId,
      gps_time: t0 + i * 5000,
      lon: 121.4 + i * 0.00008,
      lat: 31.2 + i * 0.00002,
      speed_kmh: stopped ? 0 : i % 2 === 0 ? 60 : 80,
      direction: 80,
      mileage_km: 1000 + i * 0.08,
      acc: 1,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await t.db
      .insertInto('track_points')
      .values(rows.slice(i, i + 1000))
      .execute();
  range = { vehicleId, startTime: t0, endTime: t0 + POINTS * 5000 };
  await t.db
    .insertInto('alarms')
    .values({
      guid: 'trajectory-overspeed-1',
      company_id: 1,
      department_id: dept.id,
      vehicle_id: vehicleId,
      alarm_class: 1,
      first_type: ALARM_FIRST_TYPE.speed,
      second_type: 1,
      begin_time: t0 + 30 * MINUTE,
      created_at: t0 + 30 * MINUTE,
      content: '超速 80 km/h',
    })
    .execute();
  const probe = await t.db
    .insertInto('temp_points')
    .values({
      company_id: 1,
      department_id: dept.id,
      vehicle_id: vehicleId,
      name: '前舱',
      probe_no: 1,
      min_c: -20,
      max_c: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('temp_readings')
    .values([0, 1, 2].map((m) => ({ point_id: probe.id, time: t0 + m * MINUTE, value_c: 3 + m, state: 0 })))
    .execute();
});

afterAll(async () => {
  await t?.close();
});

describe('track pages', () => {
  it('serves the track in pages of 8000, oldest first, with the total', async () => {
    const pages: TrajectoryPoint[][] = [];
    for (let curPage = 1; curPage <= 3; curPage++) {
      const { body } = await callJson(
        t.app,
        'trajectoryPage',
        { ...range, pageParamVO: { curPage, pageSize: 8000 } },
        { token: admin },
      );
      expect(body.code).toBe(1);
      expect(body.result.totalRecords).toBe(POINTS);
      pages.push(body.result.data);
    }
    expect(pages.map((p) => p.length)).toEqual([8000, 8000, 4000]);
    const all = pages.flat();
    expect(all[0]).toMatchObject({ gpsTime: t0, speed: 60, lon: 121.4, acc: 1 });
    expect(all.every((p, i) => i === 0 || p.gpsTime > (all[i - 1]?.gpsTime ?? 0))).toBe(true);
  });

  it('refuses pages over 8000, an end before the start and more than 10 days, in the reader language', async () => {
    const big = await call(
      t.app,
      'trajectoryPage',
      { ...range, pageParamVO: { curPage: 1, pageSize: 8001 } },
      { token: admin },
    );
    expect(big.statusCode).toBe(400);
    const backwards = await call(
      t.app,
      'trajectoryPage',
      {
        ...range,
        startTime: range.endTime,
        endTime: range.startTime,
        pageParamVO: { curPage: 1, pageSize: 10 },
      },
      { token: admin, lang: 'zh-CN' },
    );
    expect(backwards.json().message).toContain('开始时间不能晚于结束时间');
    const long = await call(
      t.app,
      'trajectorySummary',
      { vehicleId, startTime: t0 - 11 * 86_400_000, endTime: t0 },
      { token: admin, lang: 'en-US' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('cannot exceed 10 days');
  });

  it("answers another company's or another department's vehicle as not found", async () => {
    const input = { ...range, pageParamVO: { curPage: 1, pageSize: 10 } };
    const foreign = await callJson(t.app, 'trajectoryPage', input, { token: other, lang: 'en-US' });
    expect(foreign.body).toMatchObject({ code: 0, result: null });
    expect(foreign.body.message).toBe('The record does not exist');
    const outside = await callJson(
      t.app,
      'trajectoryExport',
      { ...range, format: 'excel' },
      { token: viewer },
    );
    expect(outside.body.code).toBe(0);
  });
});

describe('summary and tables', () => {
  it('sums up the route: distance from the odometer, duration, speeds and the one long stop', async () => {
    const { body } = await callJson(t.app, 'trajectorySummary', range, { token: admin });
    expect(body.result).toMatchObject({
      plate: '沪A·TRK01',
      points: POINTS,
      distanceKm: Math.round((POINTS - 1) * 0.08 * 10) / 10,
      durationS: ((POINTS - 1) * 5000) / 1000,
      maxSpeed: 80,
      avgSpeed: 70,
      stops: 1,
    });
  });

  it('lists stops, alarms and temperatures from the stored data and leaves the rest empty', async () => {
    const table = async (name: string) =>
      (await callJson(t.app, 'trajectoryTable', { ...range, table: name }, { token: admin, lang: 'en-US' }))
        .body.result;
    const stops = await table('stops');
    expect(stops.rows).toEqual([
      [t0 + 1000 * 5000, t0 + 1120 * 5000, 600, expect.any(Number), expect.any(Number), expect.any(String)],
    ]);
    const alarms = await table('alarms');
    expect(alarms.rows).toHaveLength(1);
    expect(alarms.rows[0]?.[5]).toBe('超速 80 km/h');
    const temperature = await table('temperature');
    expect(temperature.rows.map((r) => r[2])).toEqual([3, 4, 5]);
    expect(temperature.rows[0]?.[3]).toBe('Normal');
    for (const empty of ['areas', 'doorOpens', 'coolers', 'photos', 'humidity', 'oil'])
      expect((await table(empty)).rows).toEqual([]);
  });

  it('lists the cooler periods of a reefer only: on any other vehicle the same input is the cab air conditioning', async () => {
    const on = [
      { vehicle_id: vehicleId, kind: 'cooler', time: t0 + 10_000, active: 1 },
      { vehicle_id: vehicleId, kind: 'cooler', time: t0 + 70_000, active: 0 },
    ];
    await t.db.insertInto('vehicle_switch_events').values(on).execute();
    const coolers = async () =>
      (
        await callJson(
          t.app,
          'trajectoryTable',
          { ...range, table: 'coolers' },
          { token: admin, lang: 'en-US' },
        )
      ).body.result?.rows;
    try {
      expect(await coolers()).toEqual([]);
      await t.db.updateTable('vehicles').set({ refrigerated: 1 }).where('id', '=', vehicleId).execute();
      expect(await coolers()).toContainEqual(['Cooler running', t0 + 10_000, t0 + 70_000, 60]);
    } finally {
      await t.db.updateTable('vehicles').set({ refrigerated: 0 }).where('id', '=', vehicleId).execute();
      await t.db.deleteFrom('vehicle_switch_events').where('vehicle_id', '=', vehicleId).execute();
    }
  });
});

describe('exports', () => {
  it('exports every point to Excel with translated headers', async () => {
    const res = await call(
      t.app,
      'trajectoryExport',
      { ...range, format: 'excel' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(POINTS + 1);
    expect(sheet?.getRow(1).getCell(1).value).toBe('定位时间');
    expect(sheet?.getRow(1).cellCount).toBe(TRAJECTORY_TABLE_COLUMNS.points.length);
    expect(sheet?.getRow(2).getCell(4).value).toBe(60);
  });

  it('makes a PDF with the summary in Chinese', async () => {
    const res = await call(
      t.app,
      'trajectoryExport',
      { vehicleId, startTime: t0, endTime: t0 + 2000 * 5000, format: 'pdf' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext (poppler-utils) is needed to read the PDF');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rw-pdf-')), 'track.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync(PDFTOTEXT, ['-layout', file, '-']).toString();
    expect(text).toContain('轨迹报告');
    expect(text).toContain('沪A·TRK01');
    expect(text).toContain('停车次数');
    expect(text).toContain('定位时间');
  });

  it('refuses a PDF in words when the server has no Chinese font, rather than printing boxes', async () => {
    const configured = process.env.ROADWATCH_PDF_FONT;
    process.env.ROADWATCH_PDF_FONT = '/nonexistent/NoSuchFont.ttc#NoSuch';
    try {
      const { body } = await callJson(
        t.app,
        'trajectoryExport',
        { ...range, format: 'pdf' },
        { token: admin, lang: 'zh-CN' },
      );
      expect(body).toMatchObject({ code: 0, message: resources['zh-CN'].errors.pdfFontMissing });
    } finally {
      if (configured === undefined) delete process.env.ROADWATCH_PDF_FONT;
      else process.env.ROADWATCH_PDF_FONT = configured;
    }
  });

  it('says so when there is nothing to export', async () => {
    const { body } = await callJson(
      t.app,
      'trajectoryExport',
      { vehicleId, startTime: t0 - 86_400_000, endTime: t0 - 1000, format: 'pdf' },
      { token: admin, lang: 'en-US' },
    );
    expect(body).toMatchObject({ code: 0, message: 'No data to export' });
  });
});

describe('reading a whole track', () => {
  it('reads every point once, oldest first, across page edges, and may be stopped early', async () => {
    const times: number[] = [];
    for await (const p of allPoints(t.db, range, 7_000)) times.push(p.gpsTime);
    expect(times).toHaveLength(POINTS);
    expect(times.every((at, i) => i === 0 || at > times[i - 1]!)).toBe(true);
    let read = 0;
    for await (const _ of allPoints(t.db, range, 100)) if (++read === 250) break;
    expect(read).toBe(250);
  });
});
