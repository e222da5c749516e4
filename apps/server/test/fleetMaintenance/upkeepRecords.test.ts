import type { MaintenanceStatus, TyreStatus } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, NOW, vehiclesOf } from '../fleetCost/fleetCostWorld';
import { countRows, plateOf, setOdometer } from './upkeepWorld';

/**
 * Maintenance, tyres, repairs, accidents, taxes and fees, police checks and other costs: each rule at its bound
 * (one step outside refused, nothing written), the maintenance and tyre statuses derived from the server's clock and
 * the vehicle's odometer (and filtered by them in SQL), a tyre place held by one tyre at a time, and the other
 * company's records out of reach.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let v: number[] = [];
let otherVehicle = 0;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  v = await vehiclesOf(t, 1, 4);
  otherVehicle = (await vehiclesOf(t, 2, 1))[0] ?? 0;
}, 120_000);
afterAll(() => t.close());

const vehicle = (i: number) => {
  const id = v[i];
  if (id === undefined) throw new Error('the demo data has too few vehicles');
  return id;
};

let seq = 0;
const maintenance = (extra: Record<string, unknown> = {}) => ({
  vehicleId: vehicle(3),
  maintenanceType: 'other',
  maintenanceNo: `BY-${++seq}`,
  deliveryDay: day(-3),
  endDay: day(-2),
  mileageKm: 1000,
  mileageCycleKm: 5000,
  amount: 500,
  ...extra,
});
const tyre = (extra: Record<string, unknown> = {}) => ({
  vehicleId: vehicle(3),
  axle: 2,
  position: 'rightOuter',
  brand: '普利司通',
  unitPrice: 980,
  changeDay: day(-30),
  mileageAtChangeKm: 1000,
  limitKm: 80_000,
  reminderKm: 2000,
  ...extra,
});

async function refusedWithNothingWritten(
  name: string,
  table: Parameters<typeof countRows>[1],
  body: unknown,
): Promise<{ status: number; message: string }> {
  const before = await countRows(t, table);
  const res = await api(admin, name, body);
  expect(res.code).toBe(0);
  expect(res.message).not.toBe('');
  expect(await countRows(t, table)).toBe(before);
  return res;
}

describe('maintenance rules', () => {
  it.each<[string, Record<string, unknown>]>([
    ['delivery on the end day', { deliveryDay: day(-2), endDay: day(-2) }],
    ['only a time cycle', { mileageCycleKm: null, cycleUnit: 'month', cycleCount: 12 }],
    ['an amount of 99,999,999.99', { amount: 99_999_999.99 }],
    ['an amount of 0', { amount: 0 }],
    ['a time cycle of 999 days', { cycleUnit: 'day', cycleCount: 999 }],
  ])('accepts %s', async (_why, extra) => {
    expect((await api(admin, 'maintenanceAdd', maintenance(extra))).message).toBe('');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a delivery after the maintenance end', { deliveryDay: day(-1), endDay: day(-2) }],
    ['no cycle at all', { mileageCycleKm: null }],
    ['a time cycle count without its unit', { cycleCount: 3 }],
    ['a time cycle of 1000', { cycleUnit: 'month', cycleCount: 1000 }],
    ['a mileage cycle of 0', { mileageCycleKm: 0 }],
    ['an amount of 100,000,000', { amount: 100_000_000 }],
    ['an amount with three decimals', { amount: 1.005 }],
    ['no mileage at maintenance', { mileageKm: undefined }],
    ['an unknown type', { maintenanceType: 'wash' }],
    ['a number with Chinese characters', { maintenanceNo: '保养1' }],
  ])('refuses %s with 400', async (_why, extra) => {
    const res = await refusedWithNothingWritten('maintenanceAdd', 'maintenance_records', maintenance(extra));
    expect(res.status).toBe(400);
  });

  it('says why a delivery after the end is refused, in either language', async () => {
    const body = maintenance({ deliveryDay: day(5), endDay: day(4) });
    expect((await api(admin, 'maintenanceAdd', body)).message).toContain('送保时间不能晚于保养结束时间');
    expect((await api(admin, 'maintenanceAdd', body, 'en-US')).message).toContain(
      'cannot be later than the maintenance end',
    );
  });
});

describe('maintenance status', () => {
  it('derives every status from the clock, the due day and the reported odometer, and filters by it', async () => {
    const [a, b, c] = [vehicle(0), vehicle(1), vehicle(2)];
    await setOdometer(t, a, 50_000);
    await setOdometer(t, b, null);
    await setOdometer(t, c, 10_000);
    const add = async (vehicleId: number, maintenanceType: string, extra: Record<string, unknown>) => {
      const res = await api(admin, 'maintenanceAdd', {
        vehicleId,
        maintenanceType,
        deliveryDay: (extra.endDay as number) - 86_400_000,
        mileageKm: 0,
        amount: 300,
        ...extra,
      });
      expect(res.message).toBe('');
      return (res.result as { id: number }).id;
    };
    const time = (endDay: number, unit: string, count: number) => ({
      endDay,
      cycleUnit: unit,
      cycleCount: count,
    });
    const expected: [number, MaintenanceStatus, string][] = [
      [await add(a, 'routine', time(day(-1), 'month', 6)), 'historical', 'an older routine'],
      [await add(a, 'routine', time(day(1), 'month', 6)), 'underMaintenance', 'ends tomorrow'],
      [await add(b, 'brakes', time(day(0), 'day', 30)), 'underMaintenance', 'ends today'],
      [
        await add(a, 'oilChange', {
          ...time(day(-10), 'day', 100),
          mileageKm: 45_000,
          mileageCycleKm: 10_000,
        }),
        'available',
        '90 days and 5000 km left',
      ],
      [await add(a, 'filters', time(day(-70), 'day', 100)), 'aboutToExpire', 'due in 30 days'],
      [
        await add(a, 'brakes', { endDay: day(-10), mileageKm: 40_500, mileageCycleKm: 10_000 }),
        'aboutToExpire',
        '500 km left',
      ],
      [await add(a, 'tyreRotation', time(day(-40), 'day', 39)), 'expired', 'due yesterday'],
      [
        await add(c, 'routine', { endDay: day(-5), mileageKm: 5_000, mileageCycleKm: 5_000 }),
        'expired',
        'odometer at the due mileage',
      ],
      [
        await add(b, 'routine', { endDay: day(-5), mileageKm: 1_000, mileageCycleKm: 500 }),
        'available',
        'mileage cycle, no odometer reported',
      ],
      [
        await add(b, 'oilChange', time(Date.parse('2026-08-31T00:00:00+08:00'), 'month', 3)),
        'aboutToExpire',
        'three months from 31 August: 30 November',
      ],
      [await add(c, 'oilChange', time(day(-100), 'day', 10)), 'historical', 'an older record'],
      [await add(c, 'oilChange', time(day(-5), 'day', 365)), 'available', 'the newer record'],
    ];

    const list = await api(admin, 'maintenanceList', { curPage: 1, pageSize: 100 });
    const rows = (
      list.result as {
        data: { id: number; status: MaintenanceStatus; dueDay: number | null; kmLeft: number | null }[];
      }
    ).data;
    for (const [id, status, why] of expected) expect(rows.find((r) => r.id === id)?.status, why).toBe(status);
    expect(rows.find((r) => r.id === expected[9]?.[0])?.dueDay).toBe(Date.parse('2026-11-30T00:00:00+08:00'));
    expect(rows.find((r) => r.id === expected[5]?.[0])?.kmLeft).toBe(500);

    const ours = new Set(expected.map(([id]) => id));
    for (const status of [
      'available',
      'underMaintenance',
      'aboutToExpire',
      'expired',
      'historical',
    ] as const) {
      const page = (await api(admin, 'maintenanceList', { curPage: 1, pageSize: 100, status })).result as {
        data: { id: number }[];
      };
      const got = page.data.map((r) => r.id).filter((id) => ours.has(id));
      const want = expected.filter(([, s]) => s === status).map(([id]) => id);
      expect(got.sort(), status).toEqual(want.sort());
    }
  });
});

describe('tyres', () => {
  it('derives normal, change reminder and discarded from the odometer, and filters by them', async () => {
    const car = vehicle(1);
    await setOdometer(t, car, 60_000);
    const add = async (extra: Record<string, unknown>) => {
      const res = await api(admin, 'tyreAdd', tyre({ vehicleId: car, ...extra }));
      expect(res.message).toBe('');
      return (res.result as { id: number }).id;
    };
    // 60,000 − 40,000 = 20,000 run of 80,000: 60,000 left.
    const fresh = await add({ axle: 1, position: 'leftOuter', mileageAtChangeKm: 40_000 });
    // 60,000 − 1,000 run of 61,000: exactly the reminder's 2,000 left.
    const atThreshold = await add({
      axle: 1,
      position: 'rightOuter',
      mileageAtChangeKm: 1_000,
      limitKm: 61_000,
    });
    const worn = await add({ axle: 2, position: 'leftOuter', mileageAtChangeKm: 0, limitKm: 61_000 });
    const gone = await add({ axle: 2, position: 'leftInner', mileageAtChangeKm: 59_000 });
    expect((await api(admin, 'tyreDiscard', { ids: [gone] })).message).toBe('');
    const expected: [number, TyreStatus, number][] = [
      [fresh, 'normal', 60_000],
      [atThreshold, 'changeReminder', 2_000],
      [worn, 'changeReminder', 1_000],
      [gone, 'discarded', 79_000],
    ];
    const keyword = await plateOf(t, car);
    const rows = (
      (await api(admin, 'tyreList', { curPage: 1, pageSize: 50, keyword })).result as {
        data: { id: number; status: TyreStatus; remainingKm: number }[];
      }
    ).data;
    for (const [id, status, km] of expected)
      expect(rows.find((r) => r.id === id)).toMatchObject({ status, remainingKm: km });
    for (const status of ['normal', 'changeReminder', 'discarded'] as const) {
      const page = (await api(admin, 'tyreList', { curPage: 1, pageSize: 50, keyword, status })).result as {
        data: { id: number }[];
      };
      expect(page.data.map((r) => r.id).sort(), status).toEqual(
        expected
          .filter(([, s]) => s === status)
          .map(([id]) => id)
          .sort(),
      );
    }
    const summary = (await api(admin, 'tyreSummary', { vehicleId: car })).result as {
      axles: number;
      places: { axle: number; position: string; tyre: { id: number; status: string } | null }[];
    };
    expect(summary.places).toHaveLength(summary.axles * 4);
    expect(summary.places.find((p) => p.axle === 1 && p.position === 'rightOuter')?.tyre).toMatchObject({
      id: atThreshold,
      status: 'changeReminder',
    });
    // The discarded tyre's place is free again.
    expect(summary.places.find((p) => p.axle === 2 && p.position === 'leftInner')?.tyre).toBeNull();
    expect(
      (await api(admin, 'tyreAdd', tyre({ vehicleId: car, axle: 2, position: 'leftInner' }))).message,
    ).toBe('');
  });

  it('refuses a second tyre in use at one place, naming the tyre there, and an axle the vehicle lacks', async () => {
    const car = vehicle(2);
    await t.db.updateTable('vehicles').set({ axles: 3 }).where('id', '=', car).execute();
    expect((await api(admin, 'tyreAdd', tyre({ vehicleId: car, axle: 3, brand: '朝阳' }))).message).toBe('');
    const taken = await refusedWithNothingWritten(
      'tyreAdd',
      'tyre_records',
      tyre({ vehicleId: car, axle: 3 }),
    );
    expect(taken.message).toContain('朝阳');
    const over = await refusedWithNothingWritten(
      'tyreAdd',
      'tyre_records',
      tyre({ vehicleId: car, axle: 4 }),
    );
    expect(over.message).toContain('3');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a reminder mileage at the limit', { reminderKm: 80_000 }],
    ['a limit of 0', { limitKm: 0 }],
    ['axle 0', { axle: 0 }],
    ['an unknown position', { position: 'spare' }],
    ['a unit price of 0', { unitPrice: 0 }],
    ['no brand', { brand: undefined }],
    ['a brand with special characters', { brand: '米其林<>' }],
  ])('refuses %s with 400', async (_why, extra) => {
    expect((await refusedWithNothingWritten('tyreAdd', 'tyre_records', tyre(extra))).status).toBe(400);
  });
});

describe('repairs, accidents, fees, police checks and other costs', () => {
  const repair = (extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(0),
    repairDay: day(-1),
    items: '更换离合器',
    amount: 2300.5,
    status: 'underRepair',
    ...extra,
  });
  const accident = (extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(0),
    accidentTime: NOW - 3_600_000,
    place: '京沪高速K120',
    description: '追尾前车',
    ...extra,
  });
  const fee = (extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(0),
    feeType: 'roadMaintenance',
    amount: 1200,
    paidDay: day(-1),
    startDay: day(-1),
    endDay: day(364),
    ...extra,
  });
  const cost = (extra: Record<string, unknown> = {}) => ({
    vehicleId: vehicle(0),
    costDay: day(-1),
    item: '年检',
    amount: 100,
    ...extra,
  });

  it('accepts each at its bounds', async () => {
    for (const [name, body] of [
      ['repairAdd', repair({ amount: 99_999_999.99, status: 'completed', mileageKm: 9_999_999 })],
      [
        'accidentAdd',
        accident({ accidentTime: NOW, description: '述'.repeat(32), responsibility: '责'.repeat(9) }),
      ],
      ['vehicleFeeAdd', fee({ amount: 0.01 })],
      ['policeCheckAdd', cost({ item: '验'.repeat(32) })],
      ['otherCostAdd', cost({ remark: '备'.repeat(100) })],
    ] as const)
      expect((await api(admin, name, body)).message, name).toBe('');
  });

  it.each<[string, string, Parameters<typeof countRows>[1], () => Record<string, unknown>]>([
    ['a repair in an unknown status', 'repairAdd', 'repair_records', () => repair({ status: 'waiting' })],
    ['a repair without items', 'repairAdd', 'repair_records', () => repair({ items: ' ' })],
    ['a repair amount of 100,000,000', 'repairAdd', 'repair_records', () => repair({ amount: 100_000_000 })],
    [
      'an accident text of 33 characters',
      'accidentAdd',
      'accident_records',
      () => accident({ description: '述'.repeat(33) }),
    ],
    [
      'a responsibility of 10 characters',
      'accidentAdd',
      'accident_records',
      () => accident({ responsibility: '责'.repeat(10) }),
    ],
    ['an accident without a place', 'accidentAdd', 'accident_records', () => accident({ place: undefined })],
    ['a fee ending on its first day', 'vehicleFeeAdd', 'vehicle_fees', () => fee({ endDay: day(-1) })],
    ['a fee of 0', 'vehicleFeeAdd', 'vehicle_fees', () => fee({ amount: 0 })],
    ['a police check without an item', 'policeCheckAdd', 'police_check_records', () => cost({ item: '' })],
    [
      'an other cost with three decimals',
      'otherCostAdd',
      'other_cost_records',
      () => cost({ amount: 1.001 }),
    ],
  ])('refuses %s with 400', async (_why, name, table, body) => {
    expect((await refusedWithNothingWritten(name, table, body())).status).toBe(400);
  });

  it('refuses an accident later than the server clock, and a driver of another company', async () => {
    const future = await refusedWithNothingWritten(
      'accidentAdd',
      'accident_records',
      accident({ accidentTime: NOW + 60_000 }),
    );
    expect(future.message).toContain('事故时间不能晚于当前时间');
    const foreignDriver = await t.db
      .selectFrom('drivers')
      .select('id')
      .where('company_id', '=', 2)
      .executeTakeFirst();
    if (foreignDriver)
      await refusedWithNothingWritten(
        'accidentAdd',
        'accident_records',
        accident({ driverId: foreignDriver.id }),
      );
    const mine = await t.db
      .selectFrom('drivers')
      .select(['id', 'name'])
      .where('company_id', '=', 1)
      .executeTakeFirst();
    if (mine) {
      const res = await api(admin, 'accidentAdd', accident({ driverId: mine.id }));
      const detail = await api(admin, 'accidentDetail', { id: String((res.result as { id: number }).id) });
      expect(detail.result).toMatchObject({ driverName: mine.name });
    }
  });

  it('derives a fee status like a policy: renewed older fees are historical', async () => {
    const car = vehicle(2);
    const add = async (feeType: string, startDay: number, endDay: number) => {
      const res = await api(admin, 'vehicleFeeAdd', fee({ vehicleId: car, feeType, startDay, endDay }));
      expect(res.message).toBe('');
      return (res.result as { id: number }).id;
    };
    const expected: [number, string][] = [
      [await add('vehicleVesselTax', day(-400), day(-35)), 'historical'],
      [await add('vehicleVesselTax', day(-35), day(30)), 'aboutToExpire'],
      [await add('annualInspection', day(-400), day(-1)), 'expired'],
      [await add('other', day(-10), day(31)), 'normal'],
    ];
    const keyword = await plateOf(t, car);
    const rows = (
      (await api(admin, 'vehicleFeeList', { curPage: 1, pageSize: 50, keyword })).result as {
        data: { id: number; status: string }[];
      }
    ).data;
    for (const [id, status] of expected) expect(rows.find((r) => r.id === id)?.status).toBe(status);
    const expired = (
      await api(admin, 'vehicleFeeList', { curPage: 1, pageSize: 50, keyword, status: 'expired' })
    ).result as { data: { id: number }[] };
    expect(expired.data.map((r) => r.id)).toEqual([expected[2]?.[0]]);
  });
});

describe('tenant isolation', () => {
  it.each([
    ['maintenance', () => maintenance()],
    ['tyre', () => tyre({ axle: 1, position: 'leftInner' })],
    [
      'repair',
      () => ({ vehicleId: vehicle(3), repairDay: day(-1), items: '补胎', amount: 50, status: 'completed' }),
    ],
    ['policeCheck', () => ({ vehicleId: vehicle(3), costDay: day(-1), item: '验车', amount: 80 })],
  ])('keeps %s records to their company', async (name, body) => {
    const mine = await api(admin, `${name}Add`, body());
    expect(mine.message).toBe('');
    const id = (mine.result as { id: number }).id;
    expect((await api(other, `${name}Detail`, { id: String(id) })).code).toBe(0);
    expect((await api(other, `${name}Update`, { ...body(), id })).code).toBe(0);
    expect((await api(other, `${name}Delete`, { ids: [id] })).code).toBe(0);
    const list = (await api(other, `${name}List`, { curPage: 1, pageSize: 200 })).result as {
      data: { id: number }[];
    };
    expect(list.data.some((r) => r.id === id)).toBe(false);
    expect((await api(other, `${name}Add`, { ...body(), vehicleId: vehicle(3) })).code).toBe(0);
    expect((await api(admin, `${name}Add`, { ...body(), vehicleId: otherVehicle })).code).toBe(0);
    expect((await api(admin, `${name}Detail`, { id: String(id) })).code).toBe(1);
    expect((await api(admin, `${name}Delete`, { ids: [id] })).code).toBe(1);
  });

  it('discards and summarises only tyres the caller sees', async () => {
    const mine = await api(admin, 'tyreAdd', tyre({ axle: 1, position: 'rightInner' }));
    const id = (mine.result as { id: number }).id;
    expect((await api(other, 'tyreDiscard', { ids: [id] })).code).toBe(0);
    expect((await api(other, 'tyreSummary', { vehicleId: vehicle(3) })).code).toBe(0);
    const row = await t.db
      .selectFrom('tyre_records')
      .select('discarded_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.discarded_at).toBeNull();
  });
});
