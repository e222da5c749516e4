import type { FleetCostAnalysis, FleetFuelAnalysis } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf } from '../fleetCost/fleetCostWorld';

/**
 * The cost and fuel analyses over rows written here, in 2030 (after the demo's data, so nothing else falls in the
 * ranges): every figure below is worked out by hand. March: vehicle A's costs in every category and 250 km, B's
 * one cost and no km, another company's vehicle C. April: D's refuellings around a crafted track.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(`${iso}+08:00`);
const MARCH = { startTime: at('2030-03-01T00:00:00'), endTime: at('2030-03-31T23:59:59.999') };
const APRIL = { startTime: at('2030-04-01T00:00:00'), endTime: at('2030-04-30T23:59:59.999') };

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let A = 0;
let B = 0;
let C = 0;
let D = 0;
const refuelIds: number[] = [];

const point = (
  vehicle_id: number,
  gps_time: number,
  mileage_km: number,
  speed_kmh: number,
  fuel_l: number | null,
) => ({
  vehicle_id,
  gps_time,
  mileage_km,
  speed_kmh,
  fuel_l,
  lon: 121.47,
  lat: 31.23,
  direction: 0,
  acc: 1,
});

async function costsOf(companyId: number, vehicleId: number, dayAt: number, fen: number) {
  const owner = { company_id: companyId, vehicle_id: vehicleId };
  await t.db
    .insertInto('refuels')
    .values({
      ...owner,
      refuel_time: dayAt + 9 * HOUR,
      fuel_type: 'regular',
      litres: 40,
      unit_price_fen: 750,
      amount_fen: fen,
    })
    .execute();
  await t.db
    .insertInto('repair_records')
    .values({ ...owner, repair_day: dayAt, items: 'brakes', amount_fen: fen + 1, status: 'done' })
    .execute();
  await t.db
    .insertInto('maintenance_records')
    .values({
      ...owner,
      maintenance_type: 'oil',
      delivery_day: dayAt - DAY,
      end_day: dayAt,
      mileage_km: 1000,
      amount_fen: fen + 2,
    })
    .execute();
  await t.db
    .insertInto('tyre_records')
    .values({
      ...owner,
      axle: 1,
      position: 'left',
      brand: 'X',
      unit_price_fen: fen + 3,
      change_day: dayAt,
      mileage_at_change_km: 1000,
      limit_km: 90000,
      reminder_km: 1000,
    })
    .execute();
  await t.db
    .insertInto('insurance_policies')
    .values({
      ...owner,
      insurance_type: 'commercial',
      policy_no: `P${vehicleId}${dayAt}`,
      insurer: 'I',
      start_day: dayAt,
      end_day: dayAt + 300 * DAY,
      premium_fen: fen + 4,
    })
    .execute();
  await t.db
    .insertInto('vehicle_fees')
    .values({
      ...owner,
      fee_type: 'tax',
      amount_fen: fen + 5,
      paid_day: dayAt,
      start_day: dayAt,
      end_day: dayAt + 300 * DAY,
    })
    .execute();
  await t.db
    .insertInto('police_check_records')
    .values({ ...owner, cost_day: dayAt, item: 'check', amount_fen: fen + 6 })
    .execute();
  await t.db
    .insertInto('vehicle_certificates')
    .values({
      ...owner,
      kind: 'licence',
      certificate_no: `C${vehicleId}${dayAt}`,
      start_day: dayAt,
      end_day: dayAt + 300 * DAY,
      fee_fen: fen + 7,
    })
    .execute();
  await t.db
    .insertInto('accident_records')
    .values({ ...owner, accident_time: dayAt + 15 * HOUR, place: 'p', description: 'd', loss_fen: fen + 8 })
    .execute();
  await t.db
    .insertInto('other_cost_records')
    .values({ ...owner, cost_day: dayAt, item: 'wash', amount_fen: fen + 9 })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const firstVehicles = async (companyId: number, n: number) =>
    (
      await t.db
        .selectFrom('vehicles')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .limit(n)
        .execute()
    ).map((r) => r.id);
  [A = 0, B = 0, D = 0] = await firstVehicles(1, 3);
  [C = 0] = await firstVehicles(2, 1);

  // A: every category in March (10,000 … 10,009 fen), and once on the last day of February (not counted).
  await costsOf(1, A, at('2030-03-10T00:00:00'), 10_000);
  await costsOf(1, A, at('2030-02-28T00:00:00'), 50_000);
  await t.db
    .insertInto('other_cost_records')
    .values({
      company_id: 1,
      vehicle_id: B,
      cost_day: at('2030-03-31T00:00:00'),
      item: 'x',
      amount_fen: 12_345,
    })
    .execute();
  await costsOf(2, C, at('2030-03-10T00:00:00'), 70_000);
  await t.db
    .insertInto('track_points')
    .values([
      point(A, at('2030-02-27T10:00:00'), 1000, 30, null),
      point(A, at('2030-03-15T10:00:00'), 1100, 30, null),
      point(A, at('2030-03-31T20:00:00'), 1250, 30, null),
      point(A, at('2030-04-10T10:00:00'), 1400, 30, null),
    ])
    .execute();

  // D, rated 10 L/100 km: four refuellings of April, days apart.
  await t.db.updateTable('vehicles').set({ fuel_per_100km: 10 }).where('id', '=', D).execute();
  const r1 = at('2030-04-03T10:00:00');
  const r2 = at('2030-04-06T10:00:00');
  const r3 = at('2030-04-10T10:00:00');
  const r4 = at('2030-04-15T10:00:00');
  await t.db
    .insertInto('track_points')
    .values([
      point(D, at('2030-03-30T10:00:00'), 1990, 30, null),
      // r1: stopped 10 min before, the level rose 20 → 58 (38 ≥ half of 40).
      point(D, r1 - 10 * MIN, 2000, 0, 20),
      point(D, r1 + 15 * MIN, 2001, 20, 58),
      // r2: moving around it, the level 50 → 52 (below half of 20).
      point(D, r2 - 20 * MIN, 2150, 40, 50),
      point(D, r2 + 20 * MIN, 2160, 40, 52),
      // r3: stopped, no fuel readings.
      point(D, r3 - 5 * MIN, 2400, 0, null),
      point(D, r3 + 5 * MIN, 2400, 0, null),
      // r4: the last point two hours before: no stop near it and no readings.
      point(D, r4 - 2 * HOUR, 2600, 0, null),
    ])
    .execute();
  const refuel = async (time: number, full: boolean, litres: number) => {
    const row = await t.db
      .insertInto('refuels')
      .values({
        company_id: 1,
        vehicle_id: D,
        refuel_time: time,
        fuel_type: full ? 'fullTank' : 'regular',
        litres,
        unit_price_fen: 800,
        amount_fen: litres * 800,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    refuelIds.push(row.id);
  };
  await refuel(r1, true, 40);
  await refuel(r2, false, 20);
  await refuel(r3, true, 30);
  await refuel(r4, true, 60);
});

afterAll(async () => {
  await t?.close();
});

describe('cost analysis', () => {
  it('sums each category in fen per vehicle, with its km and cost per km', async () => {
    const res = await api(admin, 'fleetCostAnalysis', MARCH);
    expect(res.code).toBe(1);
    const result = res.result as FleetCostAnalysis;
    const a = result.vehicles.find((v) => v.vehicleId === A);
    expect(a?.costs).toEqual({
      refuel: 10_000,
      repair: 10_001,
      maintenance: 10_002,
      tyre: 10_003,
      insurance: 10_004,
      fees: 10_005 + 10_006 + 10_007,
      accident: 10_008,
      other: 10_009,
    });
    expect(a?.totalFen).toBe(100_045);
    expect(a?.km).toBe(250);
    expect(a?.costPerKm).toBe(4); // 100,045 fen / 250 km = 400.18 fen → 4.00 yuan
    const b = result.vehicles.find((v) => v.vehicleId === B);
    expect(b).toMatchObject({ totalFen: 12_345, km: 0, costPerKm: null });
    expect(result.vehicles.some((v) => v.vehicleId === C)).toBe(false);
    expect(result.totals.totalFen).toBe(112_390);
    expect(result.categories.find((c) => c.category === 'other')).toEqual({
      category: 'other',
      fen: 22_354,
      sharePercent: 19.9,
    });
    expect(result.months).toEqual([
      { month: '2030-03', costs: expect.objectContaining({ fees: 30_018, other: 22_354 }) },
    ]);
    expect(result.fleets.reduce((s, f) => s + f.totalFen, 0)).toBe(112_390);
  });

  it('keeps to the caller company: another company sees its own vehicle only and not the first one', async () => {
    const res = await api(other, 'fleetCostAnalysis', MARCH);
    const result = res.result as FleetCostAnalysis;
    expect(result.vehicles.map((v) => v.vehicleId)).toEqual([C]);
    expect(result.totals.totalFen).toBe(700_045);
    const probe = await api(other, 'fleetCostAnalysis', { ...MARCH, vehicleId: A });
    expect(probe.code).toBe(0);
    expect((await api(admin, 'fleetFuelAnalysis', { ...APRIL, vehicleId: C })).code).toBe(0);
  });

  it('refuses a range over 12 months with a translated message, and takes exactly 12', async () => {
    const tooLong = { startTime: at('2029-03-01T00:00:00'), endTime: MARCH.endTime };
    for (const name of ['fleetCostAnalysis', 'fleetFuelAnalysis']) {
      const zh = await api(admin, name, tooLong, 'zh-CN');
      expect(zh.status).toBe(400);
      expect(zh.message).toContain('12个月');
      const en = await api(admin, name, tooLong, 'en-US');
      expect(en.message).toContain('12 months');
    }
    const twelve = await api(admin, 'fleetCostAnalysis', {
      startTime: at('2029-04-01T00:00:00'),
      endTime: MARCH.endTime,
    });
    expect(twelve.code).toBe(1);
    expect((twelve.result as FleetCostAnalysis).months).toHaveLength(12);
  });
});

describe('fuel analysis', () => {
  it('works out full-to-full consumption against the rated figure', async () => {
    const res = await api(admin, 'fleetFuelAnalysis', { ...APRIL, vehicleId: D });
    expect(res.code).toBe(1);
    const result = res.result as FleetFuelAnalysis;
    expect(
      result.intervals.map((i) => [i.fromRefuelId, i.toRefuelId, i.km, i.litres, i.per100km, i.overRated]),
    ).toEqual([
      [refuelIds[0], refuelIds[2], 400, 50, 12.5, true],
      [refuelIds[2], refuelIds[3], 200, 60, 30, true],
    ]);
    expect(result.vehicles).toEqual([
      {
        vehicleId: D,
        plate: expect.any(String),
        refuels: 4,
        litres: 150,
        amountFen: 120_000,
        km: 610,
        per100km: 18.33,
        ratedPer100km: 10,
        percentOfRated: 183.3,
        overRated: true,
        flagged: 2,
      },
    ]);
  });

  it('checks each refuelling for a stop and a rise in the fuel level', async () => {
    const res = await api(admin, 'fleetFuelAnalysis', { ...APRIL, vehicleId: D });
    const result = res.result as FleetFuelAnalysis;
    expect(
      result.refuels.map((r) => [r.id, r.stop, r.level, r.levelBefore, r.levelAfter, r.odometerKm]),
    ).toEqual([
      [refuelIds[0], 'found', 'rose', 20, 58, 2000],
      [refuelIds[1], 'none', 'noRise', 50, 52, 2150],
      [refuelIds[2], 'found', 'noData', null, null, 2400],
      [refuelIds[3], 'none', 'noData', null, null, 2600],
    ]);
  });

  it('shows another company none of these refuellings', async () => {
    const res = await api(other, 'fleetFuelAnalysis', APRIL);
    expect((res.result as FleetFuelAnalysis).refuels.some((r) => r.vehicleId === D)).toBe(false);
  });
});
