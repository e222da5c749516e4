import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  DEVICE_EXCEPTION_TYPE,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  SPEED_ALARM,
  TEMPERATURE_ALARM,
  TEMPERATURE_POINT_STATE,
  VEHICLE_OPERATION_STATE,
  alarmIconTypeOf,
  displayConfigSchema,
  type AlarmIconKey,
  type DisplayConfig,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerKioskDisplays } from '../src/kiosk/registerKioskDisplays';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * The four board calls over a hand-made department subtree of company 1 with known rows, on a fixed clock:
 * 2026-06-15 12:00 in China (04:00 UTC). Ids from 9000 up stay clear of the demo seed's.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 5, 15, 4, 0);
const TODAY_START = Date.UTC(2026, 5, 14, 16, 0); // 00:00 in China
let clock = NOW;

const BRANCH = 9001;
const FLEET_A = 9002;
const FLEET_B = 9003;
const V1 = 9101; // fleet A, driver D1: drives 3 h today, many events → score 60 (both caps reached)
const V2 = 9102; // fleet A, driver D2: 5 km today (not "used"), an open device exception
const V3 = 9103; // fleet B, offline, no position
const V4 = 9104; // fleet B, running, an overspeed alarm
const V5 = 9105; // fleet B, stopped with an open device alarm
const OTHER_COMPANY_VEHICLE = 9199;
const D1 = 9201;
const D2 = 9202;
const D3 = 9203;
const WAREHOUSE = 9301;

function display(name: string, departmentId: number): DisplayConfig {
  return displayConfigSchema.parse({
    name,
    title: name,
    token: `${name}-token-0123456789abcdef`,
    departmentId,
    boards: [{ kind: 'safety', dwellSeconds: 60, refreshSeconds: 15 }],
  });
}
const BRANCH_WALL = display('fixture-branch', BRANCH);
const FLEET_A_WALL = display('fixture-fleet-a', FLEET_A);

let t: TestApp;
let branchToken: string;
let fleetAToken: string;

async function displayToken(config: DisplayConfig): Promise<string> {
  const { body } = await callJson(t.app, 'kioskSession', { display: config.name, token: config.token });
  if (body.code !== 1) throw new Error(body.message);
  return body.result.token;
}

let alarmSeq = 0;
function alarm(row: {
  vehicle: number;
  department: number;
  first: number;
  second: number;
  level: number;
  begin: number;
  handled?: number | null;
  ended?: boolean;
  driver?: number | null;
  company?: number;
  site?: number;
}) {
  alarmSeq += 1;
  const handled = row.handled ?? null;
  return {
    guid: `fixture-${String(alarmSeq).padStart(4, '0')}`,
    company_id: row.company ?? 1,
    department_id: row.department,
    vehicle_id: row.site === undefined ? row.vehicle : null,
    site_id: row.site ?? null,
    driver_id: row.driver ?? null,
    alarm_class: row.site === undefined ? ALARM_CLASS.vehicle : ALARM_CLASS.storage,
    first_type: row.first,
    second_type: row.second,
    level: row.level,
    begin_time: row.begin,
    end_time: row.ended ? row.begin + MINUTE : null,
    handle_status: handled === null ? HANDLE_STATUS.unprocessed : HANDLE_STATUS.processed,
    handle_time: handled,
    created_at: row.begin,
  };
}
const risk = (key: AlarmIconKey) => ({ first: ALARM_FIRST_TYPE.activeSafety, second: alarmIconTypeOf(key) });
const { high, medium, low } = HAZARD_LEVEL;

async function insertFixture(): Promise<void> {
  const db = t.db;
  await db
    .insertInto('departments')
    .values([
      { id: BRANCH, company_id: 1, parent_id: 1, level: 2, name: 'Fixture branch', path: `/1/${BRANCH}/` },
      {
        id: FLEET_A,
        company_id: 1,
        parent_id: BRANCH,
        level: 3,
        name: 'Fleet A',
        path: `/1/${BRANCH}/${FLEET_A}/`,
      },
      {
        id: FLEET_B,
        company_id: 1,
        parent_id: BRANCH,
        level: 3,
        name: 'Fleet B',
        path: `/1/${BRANCH}/${FLEET_B}/`,
      },
    ])
    .execute();
  await db
    .insertInto('drivers')
    .values([
      { id: D1, company_id: 1, department_id: FLEET_A, name: '张一', phone: '13800009201' },
      { id: D2, company_id: 1, department_id: FLEET_A, name: '李二', phone: '13800009202' },
      { id: D3, company_id: 1, department_id: FLEET_B, name: '王三', phone: '13800009203' },
    ])
    .execute();
  const vehicle = (
    id: number,
    department: number,
    driver: number | null,
    extra: { fuel?: number; insurance?: number | null; certificate?: number | null; company?: number } = {},
  ) => ({
    id,
    company_id: extra.company ?? 1,
    department_id: department,
    driver_id: driver,
    plate: `浙F${id}`,
    terminal_phone: `01390000${id}`,
    fuel_per_100km: extra.fuel ?? 0,
    insurance_expiry: extra.insurance ?? null,
    certificate_expiry: extra.certificate ?? null,
    created_at: NOW - 100 * DAY,
  });
  await db
    .insertInto('vehicles')
    .values([
      // Insurance in 10 days: near expiry; certificate expired yesterday.
      vehicle(V1, FLEET_A, D1, { fuel: 20, insurance: NOW + 10 * DAY, certificate: NOW - DAY }),
      // Insurance in 31 days: not yet near expiry.
      vehicle(V2, FLEET_A, D2, { fuel: 10, insurance: NOW + 31 * DAY }),
      // Insurance in exactly 30 days: near expiry (the rule includes day 30).
      vehicle(V3, FLEET_B, D3, { insurance: NOW + 30 * DAY }),
      vehicle(V4, FLEET_B, null, { insurance: NOW - DAY }),
      vehicle(V5, FLEET_B, null),
      // Another company's vehicle filed under our department id: the company filter must still hide it.
      vehicle(OTHER_COMPANY_VEHICLE, FLEET_A, null, { company: 2, insurance: NOW + DAY }),
    ])
    .execute();
  const state = (id: number, online: number, speed: number, lon: number | null, lat: number | null) => ({
    vehicle_id: id,
    online,
    speed_kmh: speed,
    lon,
    lat,
    gps_time: NOW - MINUTE,
    updated_at: NOW - MINUTE,
  });
  await db
    .insertInto('vehicle_states')
    .values([
      state(V1, 1, 50, 120.15, 30.28), // 杭州
      state(V2, 1, 0, 121.47, 31.23), // 上海
      state(V3, 0, 0, null, null),
      state(V4, 1, 40, 118.78, 32.06), // 南京
      state(V5, 1, 0, 120.2, 30.25), // 杭州
      state(OTHER_COMPANY_VEHICLE, 1, 30, 116.4, 39.9),
    ])
    .execute();

  // Track points. V1: 23:00 yesterday at 1000 km, 09:00–12:00 today every 10 min at 60 km/h to 1180 km;
  // the day before: 980 km at its start, so yesterday it drove 20 km. V2: 6 km yesterday, exactly 5 km today.
  const point = (vehicle: number, time: number, mileage: number, speed: number) => ({
    vehicle_id: vehicle,
    gps_time: time,
    lon: 120.15,
    lat: 30.28,
    speed_kmh: speed,
    direction: 0,
    mileage_km: mileage,
    acc: 1,
  });
  const points = [
    point(V1, TODAY_START - DAY - 4 * HOUR, 980, 0),
    point(V1, TODAY_START - 16 * HOUR, 990, 40),
    point(V1, TODAY_START - HOUR, 1000, 0),
    ...Array.from({ length: 19 }, (_, i) => point(V1, NOW - 3 * HOUR + i * 10 * MINUTE, 1000 + i * 10, 60)),
    point(V2, TODAY_START - DAY - HOUR, 494, 0),
    point(V2, TODAY_START - HOUR, 500, 0),
    point(V2, NOW - 40 * MINUTE, 500, 30),
    point(V2, NOW - 10 * MINUTE, 505, 0),
  ];
  await db.insertInto('track_points').values(points).execute();

  await db
    .insertInto('alarms')
    .values([
      // A1 high fatigue, unhandled 10 min: overdue.
      alarm({
        vehicle: V1,
        department: FLEET_A,
        driver: D1,
        ...risk('fatigue'),
        level: high,
        begin: NOW - 10 * MINUTE,
      }),
      // A2 high phone, unhandled 4 min: pending, not overdue.
      alarm({
        vehicle: V1,
        department: FLEET_A,
        driver: D1,
        ...risk('phone'),
        level: high,
        begin: NOW - 4 * MINUTE,
      }),
      // A3 high close following, handled after 3 min: effective.
      alarm({
        vehicle: V2,
        department: FLEET_A,
        driver: D2,
        ...risk('closeFollowing'),
        level: high,
        begin: NOW - HOUR,
        handled: NOW - HOUR + 3 * MINUTE,
        ended: true,
      }),
      // A4 high distraction, handled after 6 min: not effective.
      alarm({
        vehicle: V2,
        department: FLEET_A,
        driver: D2,
        ...risk('distraction'),
        level: high,
        begin: NOW - 50 * MINUTE,
        handled: NOW - 44 * MINUTE,
        ended: true,
      }),
      // A5 low seat belt, unhandled 30 min: low risk is never overdue.
      alarm({
        vehicle: V3,
        department: FLEET_B,
        driver: D3,
        ...risk('seatBelt'),
        level: low,
        begin: NOW - 30 * MINUTE,
      }),
      // A6 smoking is not one of the seven driver-risk kinds.
      alarm({
        vehicle: V1,
        department: FLEET_A,
        driver: D1,
        ...risk('smoking'),
        level: high,
        begin: NOW - 20 * MINUTE,
      }),
      // A7 yesterday: only in the trend.
      alarm({
        vehicle: V1,
        department: FLEET_A,
        driver: D1,
        ...risk('fatigue'),
        level: high,
        begin: NOW - DAY,
        handled: NOW - DAY + MINUTE,
        ended: true,
      }),
      // A8 high yawn (fatigue) unhandled exactly 5 min: not yet overdue ("over 5 minutes").
      alarm({
        vehicle: V3,
        department: FLEET_B,
        driver: D3,
        ...risk('yawn'),
        level: high,
        begin: NOW - 5 * MINUTE,
      }),
      // A9–A12 four medium fatigue events (D1's fatigue deductions go past the cap of 30).
      ...[2, 3, 4, 5].map((h) =>
        alarm({
          vehicle: V1,
          department: FLEET_A,
          driver: D1,
          ...risk('fatigue'),
          level: medium,
          begin: NOW - h * HOUR + 30 * MINUTE,
          handled: NOW - h * HOUR + 31 * MINUTE,
          ended: true,
        }),
      ),
      // A13 high phone, handled after 2 min (D1's call deductions go past the cap of 10).
      alarm({
        vehicle: V1,
        department: FLEET_A,
        driver: D1,
        ...risk('phone'),
        level: high,
        begin: NOW - 2 * HOUR,
        handled: NOW - 2 * HOUR + 2 * MINUTE,
        ended: true,
      }),
      // Another company's event filed under our department id.
      alarm({
        company: 2,
        vehicle: OTHER_COMPANY_VEHICLE,
        department: FLEET_A,
        ...risk('fatigue'),
        level: high,
        begin: NOW - 15 * MINUTE,
      }),
      // Supervision: V4 overspeed today (ended, handled), V5 an open device alarm (SOS, low).
      alarm({
        vehicle: V4,
        department: FLEET_B,
        first: ALARM_FIRST_TYPE.speed,
        second: SPEED_ALARM.overspeed,
        level: medium,
        begin: NOW - 3 * HOUR,
        handled: NOW - 3 * HOUR + MINUTE,
        ended: true,
      }),
      alarm({
        vehicle: V5,
        department: FLEET_B,
        first: ALARM_FIRST_TYPE.device,
        second: DEVICE_ALARM_KIND.sos,
        level: low,
        begin: NOW - 2 * HOUR,
        handled: NOW - 2 * HOUR + MINUTE,
      }),
      // Cold chain: one too-warm alarm in the warehouse today.
      alarm({
        vehicle: 0,
        site: WAREHOUSE,
        department: FLEET_A,
        first: ALARM_FIRST_TYPE.temperature,
        second: TEMPERATURE_ALARM.high,
        level: medium,
        begin: NOW - 2 * HOUR,
        ended: true,
      }),
    ])
    .execute();
  await db
    .insertInto('device_exceptions')
    .values({
      guid: 'fixture-exception-1',
      company_id: 1,
      department_id: FLEET_A,
      vehicle_id: V2,
      type: DEVICE_EXCEPTION_TYPE.antenna,
      begin_time: NOW - HOUR,
      created_at: NOW - HOUR,
    })
    .execute();

  await db
    .insertInto('sites')
    .values({
      id: WAREHOUSE,
      company_id: 1,
      department_id: FLEET_A,
      kind: 'warehouse',
      name: '固定仓',
      lon: 120.1,
      lat: 30.3,
    })
    .execute();
  const tempPoint = (
    id: number,
    probe: number,
    extra: { site?: number; vehicle?: number; min: number; max: number; dept: number },
  ) => ({
    id,
    company_id: 1,
    department_id: extra.dept,
    site_id: extra.site ?? null,
    vehicle_id: extra.vehicle ?? null,
    probe_no: probe,
    name: `库1-探头0${probe}`,
    min_c: extra.min,
    max_c: extra.max,
  });
  const freezer = { site: WAREHOUSE, min: -25, max: -15, dept: FLEET_A };
  await db
    .insertInto('temp_points')
    .values([
      tempPoint(9401, 1, freezer),
      tempPoint(9402, 2, freezer),
      tempPoint(9403, 3, freezer),
      tempPoint(9404, 4, freezer),
      tempPoint(9405, 5, freezer),
      tempPoint(9406, 1, { vehicle: V3, min: 0, max: 8, dept: FLEET_B }),
    ])
    .execute();
  const reading = (point: number, time: number, value: number | null, state: number) => ({
    point_id: point,
    time,
    value_c: value,
    state,
  });
  await db
    .insertInto('temp_readings')
    .values([
      reading(9401, NOW - 10 * MINUTE, -18, TEMPERATURE_POINT_STATE.normal),
      reading(9402, NOW - 10 * MINUTE, -14, TEMPERATURE_POINT_STATE.warning), // 1° too warm
      reading(9403, NOW - 10 * MINUTE, -10, TEMPERATURE_POINT_STATE.alarm), // 5° too warm
      reading(9404, NOW - 2 * HOUR, -20, TEMPERATURE_POINT_STATE.normal),
      reading(9404, NOW - HOUR, null, TEMPERATURE_POINT_STATE.offline), // silent since
      reading(9405, NOW - 10 * MINUTE, 85, TEMPERATURE_POINT_STATE.outOfRange), // the probe's fault code
      reading(9406, NOW - 10 * MINUTE, 4, TEMPERATURE_POINT_STATE.normal),
    ])
    .execute();

  await db
    .insertInto('transport_orders')
    .values(
      (
        [
          ['inTransit', 1],
          ['inTransit', 1],
          ['completed', 1],
          ['offTrack', 1],
          ['inTransit', 2],
        ] as const
      ).map(([state, company], i) => ({
        company_id: company,
        department_id: FLEET_A,
        order_no: `FX${i}`,
        plan_no: `FP${i}`,
        state,
        vehicle_id: V1,
        created_at: NOW - DAY,
      })),
    )
    .execute();
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => clock } });
  await insertFixture();
  await registerKioskDisplays(t.db, [BRANCH_WALL, FLEET_A_WALL]);
  branchToken = await displayToken(BRANCH_WALL);
  fleetAToken = await displayToken(FLEET_A_WALL);
});
afterAll(async () => {
  await t?.close();
});

/** Moves the clock past every board cache, so each test reads fresh aggregations. */
function freshClock(): void {
  clock += 31_000;
}

describe('safety board', () => {
  it('counts today’s driver-risk events by kind and hazard level, only the seven kinds, only in scope', async () => {
    freshClock();
    const { body } = await callJson(t.app, 'kioskSafetyBoard', {}, { token: branchToken });
    expect(body.code).toBe(1);
    expect(body.result.today.total).toBe(11);
    expect(body.result.today.byKind).toEqual({
      fatigue: 6,
      distraction: 1,
      phoneUse: 2,
      closeFollowing: 1,
      cameraOcclusion: 0,
      drivingPositionDeviation: 0,
      seatBelt: 1,
    });
    expect(body.result.today.byLevel).toEqual({ low: 1, medium: 4, high: 6 });
    expect(body.result.today.byKindLevel.fatigue).toEqual([0, 4, 2]);
  });

  it('counts a high-risk event as overdue only after 5 unhandled minutes, and the effective-intervention rate', async () => {
    // Exactly at NOW (options no earlier test used, so nothing cached): A8 is exactly 5 minutes old.
    const before = clock;
    clock = NOW;
    const { body } = await callJson(t.app, 'kioskSafetyBoard', { refresh: '30' }, { token: branchToken });
    // A1 (10 min) is overdue; A2 (4 min) and A8 (exactly 5 min) are pending, not overdue.
    expect(body.result.highRisk).toEqual({
      today: 6,
      overdue: 1,
      pending: 3,
      handledInTime: 2,
      interventionRate: 33.3,
    });
    // One second later A8 is overdue too.
    clock = NOW + 1_000;
    const later = await callJson(t.app, 'kioskSafetyBoard', { refresh: '5' }, { token: branchToken });
    expect(later.body.result.highRisk.overdue).toBe(2);
    clock = before;
    freshClock();
  });

  it('scores drivers who drove an hour or more, with each dimension’s deduction capped', async () => {
    freshClock();
    const { body } = await callJson(t.app, 'kioskSafetyBoard', {}, { token: branchToken });
    // D1 drove 3 h: fatigue 2×… capped at 30, calls capped at 10 → 60.0, the lowest score that is not a hazard.
    // D2 drove 30 min: not scored. D3's vehicle did not move: not scored.
    expect(body.result.scores).toMatchObject({ scored: 1, hazardDrivers: 0, average: 60 });
    expect(body.result.scores.buckets).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    expect(body.result.riskiestDrivers[0]).toMatchObject({ id: D1, events: 7, highRisk: 3, score: 60 });
    expect(body.result.riskiestDrivers.find((d) => d.id === D2)?.score).toBeNull();
  });

  it('ranks the display’s secondary departments, trends by day, and tickers newest first', async () => {
    const { body } = await callJson(t.app, 'kioskSafetyBoard', { trend: '7d' }, { token: branchToken });
    expect(body.result.departmentRanking).toEqual([
      { id: FLEET_A, name: 'Fleet A', vehicles: 2, events: 9, highRisk: 5 },
      { id: FLEET_B, name: 'Fleet B', vehicles: 3, events: 2, highRisk: 1 },
    ]);
    const points = body.result.trend.points;
    expect(points).toHaveLength(7);
    expect(points[6]).toEqual({ label: '2026-06-15', events: 11, highRisk: 6 });
    expect(points[5]).toEqual({ label: '2026-06-14', events: 1, highRisk: 1 });
    expect(body.result.ticker.map((e) => e.kindName).slice(0, 2)).toEqual(['phoneUse', 'fatigue']);
    expect(body.result.ticker[0]).toMatchObject({ plate: `浙F${V1}`, driverName: '张一', handled: false });
    const weeks = await callJson(t.app, 'kioskSafetyBoard', { trend: '13w' }, { token: branchToken });
    expect(weeks.body.result.trend.points).toHaveLength(13);
    expect(weeks.body.result.trend.points.at(-1)).toMatchObject({ label: '2026-06-15', events: 11 });
    const months = await callJson(t.app, 'kioskSafetyBoard', { trend: '12m' }, { token: branchToken });
    expect(months.body.result.trend.points.map((p) => p.label).slice(-2)).toEqual(['2026-05', '2026-06']);
    expect(months.body.result.trend.points.at(-1)).toMatchObject({ events: 12, highRisk: 7 });
  });

  it('a display limited to one fleet sees only that fleet', async () => {
    freshClock();
    const { body } = await callJson(t.app, 'kioskSafetyBoard', {}, { token: fleetAToken });
    expect(body.result.today.total).toBe(9);
    expect(body.result.riskiestVehicles.map((v) => v.id).sort()).toEqual([V1, V2]);
  });
});

describe('cold-chain board', () => {
  it('derives each point’s state now from its latest reading and its range', async () => {
    freshClock();
    const { body } = await callJson(
      t.app,
      'kioskColdChainBoard',
      { onlineDays: '2' },
      { token: branchToken },
    );
    expect(body.code).toBe(1);
    expect(body.result.pointsByKind.warehouse).toEqual({
      normal: 1,
      warning: 1,
      alarm: 1,
      offline: 1,
      outOfRange: 1,
    });
    expect(body.result.pointsByKind.vehicle).toEqual({
      normal: 1,
      warning: 0,
      alarm: 0,
      offline: 0,
      outOfRange: 0,
    });
    expect(body.result.pointsByKind.store).toEqual({
      normal: 0,
      warning: 0,
      alarm: 0,
      offline: 0,
      outOfRange: 0,
    });
    expect(body.result.worst.map((p) => [p.pointId, p.state])).toEqual([
      [9403, TEMPERATURE_POINT_STATE.alarm],
      [9405, TEMPERATURE_POINT_STATE.outOfRange],
      [9402, TEMPERATURE_POINT_STATE.warning],
      [9404, TEMPERATURE_POINT_STATE.offline],
    ]);
    expect(body.result.worst[0]).toMatchObject({ placeName: '固定仓', valueC: -10, minC: -25, maxC: -15 });
  });

  it('computes the online rate over the chosen window, the over-temperature trend and the warehouse probes', async () => {
    const { body } = await callJson(
      t.app,
      'kioskColdChainBoard',
      { onlineDays: '2' },
      { token: branchToken },
    );
    // 7 readings, one of them offline.
    expect(body.result.onlineRate).toMatchObject({
      window: '2',
      rate: 85.7,
      byKind: { warehouse: 83.3, store: null, vehicle: 100 },
    });
    expect(body.result.onlineRate.daily).toEqual([
      { date: '2026-06-14', rate: null },
      { date: '2026-06-15', rate: 85.7 },
    ]);
    expect(body.result.overTempTrend).toHaveLength(14);
    expect(body.result.overTempTrend.at(-1)).toEqual({ date: '2026-06-15', high: 1, low: 0 });
    expect(body.result.warehouse?.siteId).toBe(WAREHOUSE);
    expect(body.result.warehouse?.probes.map((p) => p.probeNo)).toEqual([1, 2, 3, 4, 5]);
    for (const p of body.result.warehouse?.probes ?? []) {
      for (const c of [p.x, p.y, p.z]) expect(c).toBeGreaterThan(0);
      for (const c of [p.x, p.y, p.z]) expect(c).toBeLessThan(1);
    }
  });

  it('a point whose latest reading is over 65 minutes old is offline', async () => {
    const before = clock;
    clock = NOW + 70 * MINUTE;
    const { body } = await callJson(
      t.app,
      'kioskColdChainBoard',
      { onlineDays: '3' },
      { token: branchToken },
    );
    expect(body.result.pointsByKind.warehouse.offline).toBe(5);
    clock = before;
    freshClock();
  });
});

describe('supervision board', () => {
  it('derives each vehicle’s operation state, the online rate and located vehicles', async () => {
    freshClock();
    const { body } = await callJson(t.app, 'kioskSupervisionBoard', {}, { token: branchToken });
    expect(body.code).toBe(1);
    expect(body.result.vehicles).toEqual({
      total: 5,
      online: 4,
      onlineRate: 80,
      byState: { running: 1, stopped: 0, offline: 1, abnormal: 1, dangerous: 1, alarm: 1 },
    });
    const { located } = body.result;
    expect(located.ids).toEqual([V1, V2, V4, V5]);
    expect(located.state).toEqual([
      VEHICLE_OPERATION_STATE.dangerous,
      VEHICLE_OPERATION_STATE.abnormal,
      VEHICLE_OPERATION_STATE.running,
      VEHICLE_OPERATION_STATE.alarm,
    ]);
    expect([located.lon[0], located.lat[0]]).toEqual([120.15, 30.28]);
  });

  it('counts overspeed and fatigue today by department and vehicles by province', async () => {
    const { body } = await callJson(t.app, 'kioskSupervisionBoard', {}, { token: branchToken });
    expect(body.result.departments).toEqual([
      { id: FLEET_A, name: 'Fleet A', vehicles: 2, online: 2, overspeed: 0, fatigue: 5 },
      { id: FLEET_B, name: 'Fleet B', vehicles: 3, online: 2, overspeed: 1, fatigue: 1 },
    ]);
    const byName = Object.fromEntries(body.result.provinces.map((p) => [p.name, p]));
    expect(byName['浙江']).toMatchObject({ nameEn: 'Zhejiang', vehicles: 2 });
    expect(byName['上海']).toMatchObject({ vehicles: 1 });
    expect(byName['江苏']).toMatchObject({ vehicles: 1, alarms: 1 });
    expect(byName['北京']).toBeUndefined();
  });

  it('another company’s vehicles never appear, whoever looks', async () => {
    freshClock();
    for (const token of [branchToken, fleetAToken, (await loginAs(t.app, 'admin')).token]) {
      const { body } = await callJson(t.app, 'kioskSupervisionBoard', {}, { token });
      expect(body.result.located.ids).not.toContain(OTHER_COMPANY_VEHICLE);
    }
    // Company 2 sees its own fleet and nothing of ours (nor the row misfiled under our department).
    const other = await loginAs(t.app, 'other_admin');
    const { body } = await callJson(t.app, 'kioskSupervisionBoard', {}, { token: other.token });
    expect(body.result.vehicles.total).toBeGreaterThan(0);
    for (const id of [V1, V2, V3, V4, V5, OTHER_COMPANY_VEHICLE])
      expect(body.result.located.ids).not.toContain(id);
  });

  it('a user sees the boards of their own department subtree only', async () => {
    freshClock();
    const viewer = await loginAs(t.app, 'viewer');
    const { body } = await callJson(t.app, 'kioskSupervisionBoard', {}, { token: viewer.token });
    expect(body.code).toBe(1);
    expect(body.result.vehicles.total).toBeGreaterThan(0);
    for (const id of [V1, V2, V4, V5]) expect(body.result.located.ids).not.toContain(id);
  });
});

describe('operation board', () => {
  it('sums mileage, fuel and utilisation (used = over 5 km a day, divided by vehicles × 30 days)', async () => {
    freshClock();
    const { body } = await callJson(t.app, 'kioskOperationBoard', {}, { token: branchToken });
    expect(body.code).toBe(1);
    const r = body.result;
    expect(r.mileage.todayKm).toBe(185);
    expect(r.mileage.monthKm).toBe(211);
    expect(r.mileage.daily).toHaveLength(31);
    expect(r.mileage.daily.at(-2)).toEqual({ date: '2026-06-14', km: 26 });
    // Yesterday V1 (20 km) and V2 (6 km) were used; today V2's exactly 5 km does not count.
    expect(r.utilisation).toMatchObject({ rate: 1.3, vehicles: 5, usedToday: 1 });
    expect(r.utilisation.daily.at(-1)).toEqual({ date: '2026-06-14', used: 2 });
    expect(r.fuel).toEqual({ todayL: 36.5, monthL: 41.1, per100km: 19.5 });
    expect(r.activeVehicles).toEqual({ today: 2, online: 4, total: 5 });
    expect(r.topMileage.map((v) => [v.vehicleId, v.km])).toEqual([
      [V1, 180],
      [V2, 5],
    ]);
  });

  it('counts a vehicle on the first day of its history, from its first reading, instead of a false 0', async () => {
    // A fleet of its own (outside the branch, so the other tests' numbers stay): V6's history starts yesterday
    // at 08:00 (30 km that day), V7's today at 08:00 (12 km so far).
    const NEW_FLEET = 9004;
    const [V6, V7] = [9106, 9107];
    await t.db
      .insertInto('departments')
      .values({
        id: NEW_FLEET,
        company_id: 1,
        parent_id: 1,
        level: 2,
        name: 'New fleet',
        path: `/1/${NEW_FLEET}/`,
      })
      .execute();
    await t.db
      .insertInto('vehicles')
      .values(
        [V6, V7].map((id) => ({
          id,
          company_id: 1,
          department_id: NEW_FLEET,
          plate: `浙F${id}`,
          terminal_phone: `01390000${id}`,
          created_at: NOW - DAY,
        })),
      )
      .execute();
    const point = (vehicle: number, time: number, mileage: number) => ({
      vehicle_id: vehicle,
      gps_time: time,
      lon: 120.15,
      lat: 30.28,
      speed_kmh: 40,
      direction: 0,
      mileage_km: mileage,
      acc: 1,
    });
    await t.db
      .insertInto('track_points')
      .values([
        point(V6, TODAY_START - DAY + 8 * HOUR, 100),
        point(V6, TODAY_START - DAY + 20 * HOUR, 130),
        point(V6, TODAY_START + 8 * HOUR, 130),
        point(V6, TODAY_START + 11 * HOUR, 140),
        point(V7, TODAY_START + 8 * HOUR, 50),
        point(V7, TODAY_START + 11 * HOUR, 62),
      ])
      .execute();
    const wall = display('fixture-new-fleet', NEW_FLEET);
    await registerKioskDisplays(t.db, [wall]);
    freshClock();
    const { body } = await callJson(t.app, 'kioskOperationBoard', {}, { token: await displayToken(wall) });
    const r = body.result;
    expect(r.mileage.daily.at(-3)).toEqual({ date: '2026-06-13', km: 0 });
    expect(r.mileage.daily.at(-2)).toEqual({ date: '2026-06-14', km: 30 });
    expect(r.utilisation.daily.at(-2)).toEqual({ date: '2026-06-13', used: 0 });
    expect(r.utilisation.daily.at(-1)).toEqual({ date: '2026-06-14', used: 1 });
    expect(r.mileage.todayKm).toBe(22);
    expect(r.utilisation.usedToday).toBe(2);
    expect(r.activeVehicles.today).toBe(2);
  });

  it('counts tracking orders by state and insurance and certificates near expiry (30 days) or expired', async () => {
    const { body } = await callJson(t.app, 'kioskOperationBoard', {}, { token: branchToken });
    expect(body.result.orders).toMatchObject({ inTransit: 2, completed: 1, offTrack: 1, normal: 0 });
    expect(body.result.expiries.insurance).toEqual({ expired: 1, nearExpiry: 2 });
    expect(body.result.expiries.certificate).toEqual({ expired: 1, nearExpiry: 0 });
    expect(body.result.expiries.soonest.map((e) => [e.vehicleId, e.kind, e.daysLeft])).toEqual([
      [V1, 'certificate', -1],
      [V4, 'insurance', -1],
      [V1, 'insurance', 10],
      [V3, 'insurance', 30],
    ]);
  });
});

describe('board calls', () => {
  it('are cached per scope for the refresh interval', async () => {
    freshClock();
    const first = await callJson(t.app, 'kioskSafetyBoard', { refresh: '5' }, { token: branchToken });
    await t.db
      .insertInto('alarms')
      .values(
        alarm({
          vehicle: V1,
          department: FLEET_A,
          driver: D1,
          ...risk('seatBelt'),
          level: low,
          begin: clock - MINUTE,
          handled: clock,
          ended: true,
        }),
      )
      .execute();
    clock += 4_000;
    const cached = await callJson(t.app, 'kioskSafetyBoard', { refresh: '5' }, { token: branchToken });
    expect(cached.body.result.generatedAt).toBe(first.body.result.generatedAt);
    expect(cached.body.result.today.total).toBe(first.body.result.today.total);
    // Another scope is computed on its own.
    const fleet = await callJson(t.app, 'kioskSafetyBoard', { refresh: '5' }, { token: fleetAToken });
    expect(fleet.body.result.generatedAt).toBe(clock);
    clock += 2_000;
    const fresh = await callJson(t.app, 'kioskSafetyBoard', { refresh: '5' }, { token: branchToken });
    expect(fresh.body.result.today.total).toBe(first.body.result.today.total + 1);
    await t.db
      .deleteFrom('alarms')
      .where('begin_time', '=', clock - 6_000 - MINUTE)
      .execute();
  });

  it.each([
    ['kioskSafetyBoard', { trend: '30d' }],
    ['kioskColdChainBoard', { onlineDays: '5' }],
    ['kioskSupervisionBoard', { refresh: '10' }],
    ['kioskOperationBoard', { window: '7d' }],
  ] as const)('%s refuses bad options with 400', async (name, input) => {
    const res = await callJson(t.app, name, input, { token: branchToken, lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(0);
  });

  it('need a session', async () => {
    const res = await callJson(t.app, 'kioskOperationBoard', {});
    expect(res.status).toBe(401);
  });

  it('a display session stays read-only', async () => {
    const res = await callJson(t.app, 'saveUserFavorite', ['mileageReport'], { token: branchToken });
    expect(res.status).toBe(403);
  });
});
