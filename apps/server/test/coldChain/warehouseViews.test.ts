import { ALARM_CLASS, ALARM_FIRST_TYPE, TEMPERATURE_ALARM } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The warehouse daily monitor, humidity detail, dashboard and curves on a fixed data set (a warehouse of our own,
 * readings written straight into temp_readings) on SQLite or PostgreSQL (ROADWATCH_TEST_PG_URL): the day's
 * figures and 30-minute samples against a hand calculation, scope and permissions.
 */
let t: TestApp;
const tokens = { admin: '', other: '', viewer: '' };
const MINUTE = 60_000;
const HOUR = 3_600_000;
/** China day 2026-01-09 begins at 2026-01-08 16:00 UTC. */
const D = Date.UTC(2026, 0, 8, 16);
let siteId = 0;
let departmentId = 0;
let companyId = 0;
const pointIds: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  tokens.viewer = (await loginAs(t.app, 'viewer')).token;
  const admin = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  departmentId = admin.department_id;
  companyId = admin.company_id;
  const { body } = await callJson(
    t.app,
    'warehouseAdd',
    {
      name: '日监控测试仓',
      longitude: 121.6,
      latitude: 31.1,
      departmentId,
      pointType: 1,
      points: [
        { probeNo: 1, name: '冷冻1', minC: -25, maxC: -15, humidityMin: 40, humidityMax: 70 },
        { probeNo: 2, name: '冷冻2', minC: -25, maxC: -15 },
      ],
    },
    { token: tokens.admin },
  );
  expect(body.message).toBe('');
  siteId = (body.result as { id: number }).id;
  const points = await t.db
    .selectFrom('temp_points')
    .select('id')
    .where('site_id', '=', siteId)
    .orderBy('probe_no')
    .execute();
  pointIds.push(...points.map((p) => p.id));
  const p1 = pointIds[0]!;
  const r = (time: number, value: number | null, state: number, humidity: number | null = null) => ({
    point_id: p1,
    time,
    value_c: value,
    state,
    humidity,
  });
  await t.db
    .insertInto('temp_readings')
    .values([
      r(D - 10 * MINUTE, -40, 2), // the day before: only the 00:00 sample
      r(D + 5 * MINUTE, -20, 0, 55),
      r(D + 40 * MINUTE, -12, 1, 75), // too warm until the next reading: 10 min
      r(D + 50 * MINUTE, -16, 0, 35),
      r(D + 10 * HOUR, null, 3), // offline marker
      r(D + 10 * HOUR + 20 * MINUTE, -30, 2), // too cold, stands at most 30 min (next at 12:00)
      r(D + 12 * HOUR, -19, 0),
      r(D + 23 * HOUR + 59 * MINUTE, -17, 0), // after the 23:30 sample
      r(D + 24 * HOUR, -21, 0), // the next day
    ])
    .execute();
}, 120_000);
afterAll(() => t.close());

describe('warehouse daily monitor', () => {
  it('gives each point’s day as calculated by hand, with its samples at the 30-minute recording times', async () => {
    const { body } = await callJson(
      t.app,
      'warehouseDaily',
      { siteId, dayTime: D + 7 * HOUR },
      { token: tokens.admin },
    );
    expect(body.code).toBe(1);
    const day = body.result;
    expect(day.siteId).toBe(siteId);
    expect(day.dayStart).toBe(D);
    expect(day.slotTimes).toHaveLength(48);
    expect(day.slotTimes[47]).toBe(D + 23 * HOUR + 30 * MINUTE);
    expect(day.warehouses.map((w) => w.siteId)).toContain(siteId);
    const [p1, p2] = day.points;
    // Values of the day: −20, −12, −16, −30, −19, −17 (the −40 of the day before and the −21 after are not).
    // Mean (−20 − 12 − 16 − 30 − 19 − 17) / 6 = −114 / 6 = −19. Out of range: −12 from 00:40 to 00:50 (10 min)
    // + −30 from 10:20 held 30 min (the next reading is at 12:00) = 40 min.
    expect(p1).toMatchObject({
      name: '冷冻1',
      minC: -25,
      maxC: -15,
      readings: 6,
      lowestC: -30,
      highestC: -12,
      meanC: -19,
      outOfRangeMs: 40 * MINUTE,
      slotsExpected: 48,
    });
    // Samples: the newest reading at or before each time and under 30 min old.
    const values = p1!.samples.map((s) => (s === null ? 'none' : s.valueC));
    expect(values[0]).toBe(-40); // 00:00 ← 23:50 the day before
    expect(values[1]).toBe(-20); // 00:30 ← 00:05
    expect(values[2]).toBe(-16); // 01:00 ← 00:50
    expect(values[3]).toBe('none'); // 01:30: 00:50 is 40 min old
    expect(values[20]).toBe(null); // 10:00 ← the offline marker
    expect(p1!.samples[20]?.state).toBe(3);
    expect(values[21]).toBe(-30); // 10:30 ← 10:20
    expect(p1!.samples[21]?.state).toBe(2);
    expect(values[22]).toBe('none');
    expect(values[24]).toBe(-19); // 12:00 ← 12:00
    expect(values[25]).toBe('none'); // 12:30: exactly 30 min old is too old
    expect(values[47]).toBe('none');
    // Recorded: 00:00, 00:30, 01:00, 10:30, 12:00 (the offline marker has no value).
    expect(p1!.slotsRecorded).toBe(5);
    expect(values.filter((v) => v !== 'none')).toHaveLength(6);
    expect(p2).toMatchObject({
      readings: 0,
      lowestC: null,
      highestC: null,
      meanC: null,
      outOfRangeMs: 0,
      slotsRecorded: 0,
      slotsExpected: 48,
    });
  });

  it('exports the day to Excel only with the export operation', async () => {
    const input = { siteId, dayTime: D };
    expect((await call(t.app, 'exportWarehouseDaily', input, { token: tokens.viewer })).statusCode).toBe(403);
    const file = await call(t.app, 'exportWarehouseDaily', input, { token: tokens.admin, lang: 'en-US' });
    expect(file.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Point', 'Range (°C)', 'Lowest (°C)']);
    expect(header[8]).toBe('00:00');
    expect(header).toHaveLength(8 + 48);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first.slice(0, 8)).toEqual(['冷冻1', '-25 ~ -15', '-30.00', '-12.00', '-19.00', 6, '5 / 48', 40]);
    expect(first[9]).toBe(-20);
  });

  it('keeps a warehouse to its company and the page to its operation', async () => {
    const other = await callJson(t.app, 'warehouseDaily', { siteId, dayTime: D }, { token: tokens.other });
    expect(other.body.code).toBe(1);
    expect(other.body.result.siteId).toBeNull();
    expect(other.body.result.points).toEqual([]);
    expect(other.body.result.warehouses.map((w) => w.siteId)).not.toContain(siteId);
    const viewer = await call(t.app, 'warehouseDaily', { siteId, dayTime: D }, { token: tokens.viewer });
    expect(viewer.statusCode).toBe(403);
    const bad = await callJson(t.app, 'warehouseDaily', { siteId: 'x', dayTime: D }, { token: tokens.admin });
    expect(bad.status).toBe(400);
  });
});

describe('warehouse humidity detail and curves', () => {
  const range = { siteId, startTime: D, endTime: D + 24 * HOUR };

  it('lists the readings with a humidity, newest first, judged against the point’s limits', async () => {
    const { body } = await callJson(
      t.app,
      'warehouseHumidity',
      { ...range, siteId },
      { token: tokens.admin },
    );
    expect(body.code).toBe(1);
    const [p1, p2] = body.result.points;
    expect(p1).toMatchObject({ humidityMin: 40, humidityMax: 70, total: 3 });
    expect(p1!.rows.map((r) => [r.humidity, r.valueC, r.state])).toEqual([
      [35, -16, 'low'],
      [75, -12, 'high'],
      [55, -20, 'normal'],
    ]);
    expect(p2).toMatchObject({ humidityMin: null, total: 0, rows: [] });
    const long = await callJson(
      t.app,
      'warehouseHumidity',
      { siteId, startTime: D, endTime: D + 8 * 24 * HOUR },
      { token: tokens.admin },
    );
    expect(long.status).toBe(400);
  });

  it('draws each point’s readings of the range with its limits', async () => {
    const { body } = await callJson(t.app, 'warehouseCurves', { ...range, siteId }, { token: tokens.admin });
    expect(body.code).toBe(1);
    const p1 = body.result.points[0]!;
    expect(p1).toMatchObject({ minC: -25, maxC: -15 });
    expect(p1.readings.map((r) => r.valueC)).toEqual([-20, -12, -16, null, -30, -19, -17]);
    expect(p1.readings[0]).toMatchObject({ time: D + 5 * MINUTE, humidity: 55, state: 0 });
    const other = await callJson(t.app, 'warehouseCurves', { ...range, siteId }, { token: tokens.other });
    expect(other.body.result.points).toEqual([]);
  });
});

describe('warehouse dashboard', () => {
  it('counts points online and in alarm from their latest readings, and today’s alarms', async () => {
    const now = Date.now();
    await t.db
      .insertInto('temp_readings')
      .values({ point_id: pointIds[1]!, time: now - MINUTE, value_c: -5, state: 2, humidity: null })
      .execute();
    await t.db
      .insertInto('alarms')
      .values({
        guid: 'wh-views-today',
        company_id: companyId,
        department_id: departmentId,
        site_id: siteId,
        point_id: pointIds[1]!,
        alarm_class: ALARM_CLASS.storage,
        first_type: ALARM_FIRST_TYPE.temperature,
        second_type: TEMPERATURE_ALARM.high,
        level: 1,
        begin_time: now - MINUTE,
        end_time: null,
        created_at: now - MINUTE,
      })
      .execute();
    const { body } = await callJson(t.app, 'warehouseDashboard', {}, { token: tokens.admin });
    expect(body.code).toBe(1);
    const card = body.result.find((c) => c.siteId === siteId);
    // Point 1's latest is the next day's −21 (normal), point 2's the −5 just written (alarm).
    expect(card).toMatchObject({ online: true, pointsOnline: 2, pointsInAlarm: 1, alarmsToday: 1 });
    expect(card?.points.map((p) => [p.name, p.valueC, p.state])).toEqual([
      ['冷冻1', -21, 0],
      ['冷冻2', -5, 2],
    ]);
    const other = await callJson(t.app, 'warehouseDashboard', {}, { token: tokens.other });
    expect(other.body.result.map((c) => c.siteId)).not.toContain(siteId);
  });
});
