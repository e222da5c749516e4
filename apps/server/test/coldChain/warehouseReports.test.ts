import { ALARM_CLASS, ALARM_FIRST_TYPE, TEMPERATURE_ALARM } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The warehouse monitor board, temperature online rate and alarm summary on a fixed data set (a warehouse of our
 * own with readings and alarms written straight into the tables), on SQLite or PostgreSQL
 * (ROADWATCH_TEST_PG_URL): figures checked against a hand calculation, scope and permissions.
 */
let t: TestApp;
const tokens = { admin: '', other: '', viewer: '' };
const MINUTE = 60_000;
const DAY = 86_400_000;
/** The window's end: 2026-01-10 00:00 UTC (a whole minute). */
const E = Date.UTC(2026, 0, 10);
let siteId = 0;
let emptySiteId = 0;
const pointIds: number[] = [];
let companyId = 0;
let departmentId = 0;

async function addWarehouse(name: string, probes: number[]): Promise<number> {
  const { body } = await callJson(
    t.app,
    'warehouseAdd',
    {
      name,
      longitude: 121.6,
      latitude: 31.1,
      departmentId,
      pointType: 1,
      points: probes.map((p) => ({ probeNo: p, name: `探头${p}`, minC: -25, maxC: -15 })),
    },
    { token: tokens.admin },
  );
  expect(body.message).toBe('');
  return (body.result as { id: number }).id;
}

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
  companyId = admin.company_id;
  departmentId = admin.department_id;
  siteId = await addWarehouse('在线率测试仓', [1, 2]);
  emptySiteId = await addWarehouse('无读数测试仓', [1]);
  const points = await t.db
    .selectFrom('temp_points')
    .select('id')
    .where('site_id', '=', siteId)
    .orderBy('probe_no')
    .execute();
  pointIds.push(...points.map((p) => p.id));
  const [p1, p2] = pointIds as [number, number];
  const reading = (point: number, time: number, value: number | null, state = 0) => ({
    point_id: point,
    time,
    value_c: value,
    state: value === null ? 3 : state,
  });
  await t.db
    .insertInto('temp_readings')
    .values([
      reading(p1, E - 3 * DAY, -18), // only in the 3-day window (its first minute)
      reading(p1, E - 2 * DAY - 1, -18), // just before the 2-day window: in the 3-day one only
      reading(p1, E - 2 * DAY, -18), // the 2-day window's first minute…
      reading(p1, E - 2 * DAY + 30_000, -18), // …again: still one minute
      reading(p1, E - 2 * DAY + MINUTE, null), // an offline marker: no value, not online
      reading(p1, E - 1, -17), // the last minute of the window
      ...Array.from({ length: 10 }, (_, k) => reading(p1, E - DAY + k * MINUTE, -18)),
      reading(p1, E, -10, 2), // the end is exclusive; this is the latest reading (the board shows it)
    ])
    .execute();
  // Point 2: one reading a minute, 5 s into each minute, over the window's second day.
  const day = Array.from({ length: 1440 }, (_, k) => reading(p2, E - DAY + k * MINUTE + 5_000, -19.5));
  for (let i = 0; i < day.length; i += 200)
    await t.db
      .insertInto('temp_readings')
      .values(day.slice(i, i + 200))
      .execute();

  const alarm = (
    guid: string,
    secondType: number,
    beginTime: number,
    alarmClass: number = ALARM_CLASS.storage,
  ) => ({
    guid,
    company_id: companyId,
    department_id: departmentId,
    site_id: siteId,
    point_id: p1,
    alarm_class: alarmClass,
    first_type: ALARM_FIRST_TYPE.temperature,
    second_type: secondType,
    level: 1,
    begin_time: beginTime,
    end_time: beginTime + 10 * MINUTE,
    created_at: beginTime,
  });
  await t.db
    .insertInto('alarms')
    .values([
      alarm('wh-test-high-1', TEMPERATURE_ALARM.high, E - DAY),
      alarm('wh-test-high-2', TEMPERATURE_ALARM.high, E - 2 * DAY), // the range's first instant
      alarm('wh-test-low-1', TEMPERATURE_ALARM.low, E), // the range's last instant
      alarm('wh-test-high-out', TEMPERATURE_ALARM.high, E + 1), // after the range
      alarm('wh-test-store', TEMPERATURE_ALARM.high, E - DAY, ALARM_CLASS.store), // not a warehouse alarm
    ])
    .execute();
}, 120_000);
afterAll(() => t.close());

describe('temperature online rate', () => {
  it('counts expected and online minutes as calculated by hand, over 2 and 3 days', async () => {
    // 2 days = 2 × 1440 = 2880 expected minutes per point, window [E − 2 d, E).
    // Point 1 online minutes: E − 2 d (two readings, one minute; the offline marker a minute later does not
    // count) = 1, the 10 minutes from E − 1 d = 10, the last minute (E − 1 ms) = 1 → 12; E itself is outside.
    // Point 2: 1440 readings, one in each minute of the second day → 1440.
    // Warehouse: expected 2 × 2880 = 5760, online 12 + 1440 = 1452, rate 1452 / 5760 = 0.2520833…
    const { body } = await callJson(
      t.app,
      'warehouseOnlineRate',
      { days: 2, endTime: E + 59_999 }, // rounded down to E
      { token: tokens.admin },
    );
    expect(body.code).toBe(1);
    expect(body.result.startTime).toBe(E - 2 * DAY);
    expect(body.result.endTime).toBe(E);
    expect(body.result.minutes).toBe(2880);
    const site = body.result.warehouses.find((w) => w.siteId === siteId);
    expect(site).toMatchObject({ expected: 5760, online: 1452 });
    expect(site?.rate).toBeCloseTo(1452 / 5760, 10);
    expect(site?.points.map((p) => [p.probeNo, p.expected, p.online])).toEqual([
      [1, 2880, 12],
      [2, 2880, 1440],
    ]);
    expect(site?.points[0]?.rate).toBeCloseTo(12 / 2880, 10);
    expect(site?.points[1]?.rate).toBe(0.5);
    const empty = body.result.warehouses.find((w) => w.siteId === emptySiteId);
    expect(empty).toMatchObject({ expected: 2880, online: 0, rate: 0 });

    // 3 days = 4320 minutes; point 1 adds E − 3 d and E − 2 d − 1 ms (two more minutes) → 14.
    const three = await callJson(
      t.app,
      'warehouseOnlineRate',
      { days: 3, endTime: E },
      { token: tokens.admin },
    );
    const site3 = three.body.result.warehouses.find((w) => w.siteId === siteId);
    expect(site3?.points.map((p) => [p.expected, p.online])).toEqual([
      [4320, 14],
      [4320, 1440],
    ]);
    expect(site3).toMatchObject({ expected: 8640, online: 1454 });
  });

  it('offers only 2, 3, 7 or 30 days, and keeps warehouses to their company and the caller’s page', async () => {
    for (const days of [1, 5, 31]) {
      const res = await callJson(t.app, 'warehouseOnlineRate', { days, endTime: E }, { token: tokens.admin });
      expect(res.status).toBe(400);
    }
    const other = await callJson(
      t.app,
      'warehouseOnlineRate',
      { days: 7, endTime: E },
      { token: tokens.other },
    );
    expect(other.body.code).toBe(1);
    expect(other.body.result.warehouses.map((w) => w.siteId)).not.toContain(siteId);
    const viewer = await call(
      t.app,
      'warehouseOnlineRate',
      { days: 7, endTime: E },
      { token: tokens.viewer },
    );
    expect(viewer.statusCode).toBe(403);
  });
});

describe('warehouse monitor board', () => {
  it('shows every point of the caller’s warehouses with its latest reading', async () => {
    const { body } = await callJson(t.app, 'warehouseBoard', {}, { token: tokens.admin });
    expect(body.code).toBe(1);
    const site = body.result.find((s) => s.siteId === siteId);
    expect(site?.points.map((p) => [p.probeNo, p.valueC, p.state, p.time])).toEqual([
      [1, -10, 2, E],
      [2, -19.5, 0, E - DAY + 1439 * MINUTE + 5_000],
    ]);
    const empty = body.result.find((s) => s.siteId === emptySiteId);
    expect(empty?.points.map((p) => [p.valueC, p.state, p.time])).toEqual([[null, null, null]]);
    const stores = await t.db.selectFrom('sites').select('id').where('kind', '=', 'store').execute();
    expect(body.result.some((s) => stores.some((st) => st.id === s.siteId))).toBe(false);
    const other = await callJson(t.app, 'warehouseBoard', {}, { token: tokens.other });
    expect(other.body.result.map((s) => s.siteId)).not.toContain(siteId);
  });
});

describe('warehouse alarm summary', () => {
  const range = { bTime: E - 2 * DAY, eTime: E };

  it('counts each warehouse’s temperature alarms by type, and a count opens exactly its alarms', async () => {
    const { body } = await callJson(t.app, 'warehouseAlarmSummary', range, { token: tokens.admin });
    expect(body.code).toBe(1);
    const row = body.result.rows.find((r) => r.siteId === siteId);
    expect(row).toMatchObject({ high: 2, low: 1, total: 3 });
    expect(body.result.rows.find((r) => r.siteId === emptySiteId)).toMatchObject({
      high: 0,
      low: 0,
      total: 0,
    });
    const sum = body.result.rows.reduce((n, r) => n + r.total, 0);
    expect(body.result.totals.total).toBe(sum);

    const detail = async (secondType?: 1 | 2) =>
      (
        await callJson(
          t.app,
          'warehouseAlarmDetail',
          { ...range, siteId, ...(secondType ? { secondType } : {}), curPage: 1, pageSize: 10 },
          { token: tokens.admin },
        )
      ).body.result;
    const high = await detail(TEMPERATURE_ALARM.high);
    expect(high.totalRecords).toBe(2);
    expect(high.data.map((a) => a.guid)).toEqual(['wh-test-high-1', 'wh-test-high-2']);
    expect(high.data[0]).toMatchObject({ pointName: '探头1', siteName: '在线率测试仓', secondType: 1 });
    expect((await detail(TEMPERATURE_ALARM.low)).data.map((a) => a.guid)).toEqual(['wh-test-low-1']);
    expect((await detail()).data.map((a) => a.guid)).toEqual([
      'wh-test-low-1',
      'wh-test-high-1',
      'wh-test-high-2',
    ]);
  });

  it('keeps one company’s alarms from the other, and refuses a range over 31 days', async () => {
    const other = await callJson(t.app, 'warehouseAlarmSummary', range, { token: tokens.other });
    expect(other.body.result.rows.map((r) => r.siteId)).not.toContain(siteId);
    const detail = await callJson(
      t.app,
      'warehouseAlarmDetail',
      { ...range, siteId, curPage: 1, pageSize: 10 },
      { token: tokens.other },
    );
    expect(detail.body.result).toEqual({ totalRecords: 0, data: [] });
    const long = await callJson(
      t.app,
      'warehouseAlarmSummary',
      { bTime: E - 32 * DAY, eTime: E },
      { token: tokens.admin },
    );
    expect(long.status).toBe(400);
    const backwards = await callJson(
      t.app,
      'warehouseAlarmSummary',
      { bTime: E, eTime: E - 1 },
      { token: tokens.admin },
    );
    expect(backwards.status).toBe(400);
  });

  it('exports the summary to Excel only with the export operation', async () => {
    expect(
      (await call(t.app, 'exportWarehouseAlarmSummary', range, { token: tokens.viewer })).statusCode,
    ).toBe(403);
    const file = await call(t.app, 'exportWarehouseAlarmSummary', range, {
      token: tokens.admin,
      lang: 'en-US',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Warehouse',
      'Department',
      expect.any(String),
      expect.any(String),
      'Total',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((r, i) => {
      if (i > 1) rows.push((r.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual(['在线率测试仓', expect.any(String), 2, 1, 3]);
    expect(rows.at(-1)?.[0]).toBe('Total');
  });
});
