import {
  ALARM_CLASS,
  HANDLE_STATUS,
  type FleetCarDashboard,
  type FleetCompanyProfileBoard,
  type FleetEnterpriseOverview,
  type FleetSupervisionBoard,
  type OperationBoardData,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf } from '../fleetCost/fleetCostWorld';

/**
 * The fleet boards over known rows: the clock stands in 2030, long after the demo's tracks, so the only mileage,
 * alarms and documents of the window are the ones written here and every figure is worked out by hand below.
 * Vehicle A drove 12 km yesterday (used) and 3 km today; B 4 km the day before yesterday (not used).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIDNIGHT = Date.parse('2030-06-15T00:00:00+08:00');
const NOW = MIDNIGHT + 10 * HOUR;
const day = (offset: number, hour = 0) => MIDNIGHT + offset * DAY + hour * HOUR;

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let vehicleCount = 0;
let otherCount = 0;
const A = { id: 0, department_id: 0, plate: '' };
const B = { id: 0, department_id: 0, plate: '' };

async function baseMileage(vehicleId: number): Promise<number> {
  const row = await t.db
    .selectFrom('track_points')
    .select((eb) => eb.fn.max('mileage_km').as('m'))
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return Math.ceil(Number(row?.m ?? 0)) + 100;
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const count = async (companyId: number) =>
    Number(
      (
        await t.db
          .selectFrom('vehicles')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  vehicleCount = await count(1);
  otherCount = await count(2);
  // Two vehicles of a secondary department, so the enterprise overview ranks them.
  const picked = await t.db
    .selectFrom('vehicles as v')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .select(['v.id', 'v.department_id', 'v.plate'])
    .where('v.company_id', '=', 1)
    .where('d.level', '>=', 2)
    .orderBy('v.id')
    .limit(2)
    .execute();
  expect(picked).toHaveLength(2);
  Object.assign(A, picked[0]);
  Object.assign(B, picked[1]);

  // Everything offline and nothing open, then A running and B stopped.
  await t.db.updateTable('vehicle_states').set({ online: 0, speed_kmh: 0 }).execute();
  await t.db
    .updateTable('alarms')
    .set({ end_time: NOW - DAY * 400 })
    .where('end_time', 'is', null)
    .execute();
  await t.db
    .updateTable('device_exceptions')
    .set({ end_time: NOW - DAY * 400 })
    .where('end_time', 'is', null)
    .execute();
  for (const [v, speed] of [
    [A, 50],
    [B, 0],
  ] as const)
    await t.db
      .updateTable('vehicle_states')
      .set({ online: 1, speed_kmh: speed, gps_time: NOW - 60_000, lon: 121.47, lat: 31.23 })
      .where('vehicle_id', '=', v.id)
      .execute();

  const [baseA, baseB] = [await baseMileage(A.id), await baseMileage(B.id)];
  const point = (vehicle_id: number, gps_time: number, mileage_km: number) => ({
    vehicle_id,
    gps_time,
    mileage_km,
    lon: 121.47,
    lat: 31.23,
    speed_kmh: 30,
    direction: 0,
    acc: 1,
  });
  await t.db
    .insertInto('track_points')
    .values([
      point(A.id, day(-40), baseA),
      point(A.id, day(-1, 8), baseA + 2),
      point(A.id, day(-1, 20), baseA + 12),
      point(A.id, day(0, 9), baseA + 15),
      point(B.id, day(-40), baseB),
      point(B.id, day(-2, 11), baseB + 4),
    ])
    .execute();

  let seq = 0;
  const alarm = (v: typeof A, begin: number) => ({
    guid: `fleet-board-${++seq}`,
    alarm_class: ALARM_CLASS.vehicle,
    company_id: 1,
    department_id: v.department_id,
    vehicle_id: v.id,
    first_type: 1,
    second_type: 1,
    level: 1,
    handle_status: HANDLE_STATUS.processed,
    begin_time: begin,
    end_time: begin + 60_000,
    created_at: begin,
  });
  // Today: two (one at midnight itself); yesterday's last minute and the future do not count.
  await t.db
    .insertInto('alarms')
    .values([alarm(A, NOW - HOUR), alarm(A, MIDNIGHT), alarm(A, MIDNIGHT - 1), alarm(A, NOW + 1)])
    .execute();

  const policy = (vehicleId: number, endDay: number, no: string) => ({
    company_id: 1,
    vehicle_id: vehicleId,
    insurance_type: 'commercial',
    policy_no: no,
    insurer: '平安',
    start_day: endDay - 364 * DAY,
    end_day: endDay,
    premium_fen: 100_000,
  });
  await t.db
    .insertInto('insurance_policies')
    .values([policy(A.id, day(10), 'FB-1'), policy(B.id, day(100), 'FB-2')])
    .execute();
  const certificate = (kind: string, no: string, start: number, end: number) => ({
    company_id: 1,
    vehicle_id: B.id,
    kind,
    certificate_no: no,
    start_day: day(start),
    end_day: day(end),
  });
  await t.db
    .insertInto('vehicle_certificates')
    .values([
      certificate('drivingLicence', 'FB-C1', -400, -3),
      // An older certificate of the same kind is historical, not expired.
      certificate('roadTransport', 'FB-C2', -800, -500),
      certificate('roadTransport', 'FB-C3', -500, 200),
    ])
    .execute();
}, 120_000);
afterAll(() => t.close());

const ok = <T>(res: { code: number; message: string; result: never }): T => {
  expect(res.message).toBe('');
  expect(res.code).toBe(1);
  return res.result as T;
};
const usage = (usedDays: number, vehicles: number) => Math.round((usedDays / (vehicles * 30)) * 1000) / 10;

describe('supervision board', () => {
  it('counts states, today’s alarms and the expiring documents', async () => {
    const board = ok<FleetSupervisionBoard>(await api(admin, 'fleetSupervisionBoard', {}));
    expect(board.vehicles.total).toBe(vehicleCount);
    expect(board.vehicles.online).toBe(2);
    expect(board.vehicles.byState).toMatchObject({ running: 1, stopped: 1, offline: vehicleCount - 2 });
    expect(board.alarmsToday).toBe(2);
    expect(board.documents.insurance).toEqual({ aboutToExpire: 1, expired: 0 });
    expect(board.documents.certificate).toEqual({ aboutToExpire: 0, expired: 1 });
    expect(board.documents.soonest.map((d) => [d.plate, d.kind, d.status, d.daysLeft])).toEqual([
      [B.plate, 'certificate', 'expired', -3],
      [A.plate, 'insurance', 'aboutToExpire', 10],
    ]);
  });

  it('shows another company none of these rows', async () => {
    const board = ok<FleetSupervisionBoard>(await api(other, 'fleetSupervisionBoard', {}));
    expect(board.vehicles.total).toBe(otherCount);
    expect(board.vehicles.online).toBe(0);
    expect(board.alarmsToday).toBe(0);
    expect(board.documents.soonest).toEqual([]);
  });
});

describe('operation board', () => {
  it('has 30 days of mileage, the usage rate over a 30-day divisor and the top vehicles', async () => {
    const board = ok<OperationBoardData>(await api(admin, 'fleetOperationBoard', {}));
    const daily = board.mileage.daily.map((d) => d.km);
    expect(daily).toHaveLength(31);
    expect(daily.at(-1)).toBe(3);
    expect(daily.at(-2)).toBe(12);
    expect(daily.at(-3)).toBe(4);
    expect(daily.slice(0, -3).every((km) => km === 0)).toBe(true);
    expect(board.mileage.todayKm).toBe(3);
    expect(board.utilisation.usedToday).toBe(0);
    expect(board.utilisation.daily.map((d) => d.used).at(-1)).toBe(1);
    expect(board.utilisation.rate).toBe(usage(1, vehicleCount));
    expect(board.topMileage[0]).toMatchObject({ vehicleId: A.id, km: 3 });
  });
});

describe('car dashboard', () => {
  it('shows one vehicle’s figures', async () => {
    const car = ok<FleetCarDashboard>(await api(admin, 'fleetCarDashboard', { vehicleId: A.id }));
    expect(car).toMatchObject({
      plate: A.plate,
      online: true,
      speed: 50,
      todayKm: 3,
      thirtyDayKm: 12,
      usedDays: 1,
      alarmsToday: 2,
    });
    expect(car.lastPosition?.time).toBe(NOW - 60_000);
    expect(car.lastPosition?.place).not.toBe('');
    expect(car.documents.map((d) => [d.kind, d.status, d.daysLeft])).toEqual([
      ['insurance', 'aboutToExpire', 10],
    ]);
    const b = ok<FleetCarDashboard>(await api(admin, 'fleetCarDashboard', { vehicleId: B.id }));
    expect(b).toMatchObject({
      online: true,
      speed: 0,
      todayKm: 0,
      thirtyDayKm: 4,
      usedDays: 0,
      alarmsToday: 0,
    });
  });

  it('does not show another company’s vehicle', async () => {
    const res = await api(other, 'fleetCarDashboard', { vehicleId: A.id });
    expect(res.code).toBe(0);
    expect(res.result).toBeNull();
  });
});

describe('enterprise overview and company profile', () => {
  it('totals the company and ranks its departments', async () => {
    const overview = ok<FleetEnterpriseOverview>(await api(admin, 'fleetEnterpriseOverview', {}));
    expect(overview.totals).toEqual({
      vehicles: vehicleCount,
      online: 2,
      todayKm: 3,
      alarmsToday: 2,
      usageRate: usage(1, vehicleCount),
    });
    const own = overview.departments.filter((d) => d.alarmsToday > 0);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ todayKm: 3, alarmsToday: 2 });
    expect(overview.departments.reduce((n, d) => n + d.vehicles, 0)).toBeLessThanOrEqual(vehicleCount);
    const theirs = ok<FleetEnterpriseOverview>(await api(other, 'fleetEnterpriseOverview', {}));
    expect(theirs.totals).toMatchObject({ vehicles: otherCount, online: 0, todayKm: 0, alarmsToday: 0 });
  });

  it('names the company with its counts', async () => {
    const profile = ok<FleetCompanyProfileBoard>(await api(admin, 'fleetCompanyProfileBoard', {}));
    const company = await t.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const drivers = await t.db
      .selectFrom('drivers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('company_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(profile.companyName).toBe(company.name);
    expect(profile.drivers).toBe(Number(drivers.n));
    expect(profile.vehicles.total).toBe(vehicleCount);
    expect(profile.mileage.todayKm).toBe(3);
    expect(profile.documents.certificate.expired).toBe(1);
  });
});
