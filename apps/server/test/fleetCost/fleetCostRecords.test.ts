import type { ExpiryStatus } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, NOW, rowCount, vehiclesOf } from './fleetCostWorld';

/**
 * Insurance policies and certificates: every form rule at its bounds (one step outside refused with 400 and nothing
 * written), overlapping periods of one vehicle and type refused with the clash named, the derived status with its
 * filter on the server's clock, and the other company's records out of reach.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let vehicles: number[] = [];
let otherVehicle = 0;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  vehicles = await vehiclesOf(t, 1);
  otherVehicle = only(await vehiclesOf(t, 2, 1));
}, 120_000);
afterAll(() => t.close());

/** The one vehicle id asked for; the demo data must hold it. */
function only(ids: number[]): number {
  const [id] = ids;
  if (id === undefined) throw new Error('the demo data has too few vehicles');
  return id;
}

const count = (table: 'insurance_policies' | 'vehicle_certificates') => rowCount(t, table);

let seq = 0;
const policy = (extra: Record<string, unknown> = {}) => ({
  vehicleId: vehicles[0],
  insuranceType: 'commercial',
  policyNo: `PA-${++seq}`,
  insurer: '平安财险',
  startDay: day(1000 + seq * 400),
  endDay: day(1000 + seq * 400 + 364),
  premium: 3200,
  ...extra,
});
const certificate = (extra: Record<string, unknown> = {}) => ({
  vehicleId: vehicles[1],
  kind: 'drivingLicence',
  certificateNo: `DL-${++seq}`,
  startDay: day(-10),
  endDay: day(2000 + seq),
  ...extra,
});

describe('insurance policy rules', () => {
  const accepted: [string, Record<string, unknown>][] = [
    ['a premium of 99,999,999.99', { premium: 99_999_999.99 }],
    ['a premium of 0.01', { premium: 0.01 }],
    ['an end one day after the start', { startDay: day(9000), endDay: day(9001) }],
    ['a policy number of 32 characters', { policyNo: 'A'.repeat(32) }],
    ['an insurer of 50 characters', { insurer: '保'.repeat(50) }],
    ['an insured amount and deductible of 0', { insuredAmount: 0, deductible: 0 }],
    ['a remark of 100 characters', { remark: '备'.repeat(100) }],
    ['carrier liability', { insuranceType: 'carrierLiability' }],
  ];
  it.each(accepted)('accepts %s', async (_why, extra) => {
    const res = await api(admin, 'insuranceAdd', policy(extra));
    expect(res.message).toBe('');
    expect(res.code).toBe(1);
  });

  const refused: [string, Record<string, unknown>][] = [
    ['a premium of 100,000,000', { premium: 100_000_000 }],
    ['a premium of 0', { premium: 0 }],
    ['a premium with three decimals', { premium: 12.345 }],
    ['no premium', { premium: undefined }],
    ['an end on the start day', { startDay: day(9500), endDay: day(9500) }],
    ['an end before the start', { startDay: day(9600), endDay: day(9599) }],
    ['no start', { startDay: undefined }],
    ['a policy number of 33 characters', { policyNo: 'A'.repeat(33) }],
    ['a policy number with Chinese characters', { policyNo: '保单1' }],
    ['a policy number with special characters', { policyNo: 'P<1>' }],
    ['an insurer of 51 characters', { insurer: '保'.repeat(51) }],
    ['an insurer with special characters', { insurer: '平安&' }],
    ['an unknown type', { insuranceType: 'life' }],
    ['no vehicle', { vehicleId: undefined }],
    ['a deductible with three decimals', { deductible: 1.005 }],
    ['a remark of 101 characters', { remark: '备'.repeat(101) }],
    ['an unknown field', { color: 'red' }],
  ];
  it.each(refused)('refuses %s with 400 and writes nothing', async (_why, extra) => {
    const before = await count('insurance_policies');
    const res = await api(admin, 'insuranceAdd', policy(extra));
    expect(res.status).toBe(400);
    expect(res.code).toBe(0);
    expect(res.message).not.toBe('');
    expect(await count('insurance_policies')).toBe(before);
  });
});

describe('overlapping periods', () => {
  it('refuses a period of the same vehicle and type that meets another, naming it, in either language', async () => {
    const first = policy({ vehicleId: vehicles[2], startDay: day(0), endDay: day(364), policyNo: 'OV-1' });
    expect((await api(admin, 'insuranceAdd', first)).code).toBe(1);
    const before = await count('insurance_policies');
    const clash = policy({ vehicleId: vehicles[2], startDay: day(364), endDay: day(700) });
    const zh = await api(admin, 'insuranceAdd', clash);
    expect(zh.code).toBe(0);
    expect(zh.message).toContain('OV-1');
    expect(zh.message).toContain('2026-11-27');
    expect(zh.message).toContain('重叠');
    const en = await api(admin, 'insuranceAdd', clash, 'en-US');
    expect(en.message).toContain('overlaps policy OV-1 (2026-11-27 to 2027-11-26)');
    expect(await count('insurance_policies')).toBe(before);
  });

  it('allows the next period and another type over the same days, and an edit of a policy within its own period', async () => {
    const next = await api(
      admin,
      'insuranceAdd',
      policy({ vehicleId: vehicles[2], startDay: day(365), endDay: day(729) }),
    );
    expect(next.code).toBe(1);
    const compulsory = await api(
      admin,
      'insuranceAdd',
      policy({ vehicleId: vehicles[2], insuranceType: 'compulsory', startDay: day(100), endDay: day(400) }),
    );
    expect(compulsory.code).toBe(1);
    const id = (next.result as { id: number }).id;
    const edit = await api(admin, 'insuranceUpdate', {
      ...policy({ vehicleId: vehicles[2], startDay: day(366), endDay: day(729), policyNo: 'OV-2' }),
      id,
    });
    expect(edit.message).toBe('');
    const moved = await api(admin, 'insuranceUpdate', {
      ...policy({ vehicleId: vehicles[2], startDay: day(300), endDay: day(729) }),
      id,
    });
    expect(moved.message).toContain('OV-1');
  });
});

describe('certificate rules', () => {
  const accepted: [string, Record<string, unknown>][] = [
    ['a fee of 99,999,999.99', { fee: 99_999_999.99 }],
    ['a fee of 0.01', { fee: 0.01 }],
    ['no fee', { fee: null }],
    ['a number and file number with letters, digits and hyphens', { certificateNo: 'AB-12', fileNo: 'F-9' }],
    ['an authority of 50 characters', { authority: '交'.repeat(50) }],
  ];
  it.each(accepted)('accepts %s', async (_why, extra) => {
    const res = await api(admin, 'certificateAdd', certificate(extra));
    expect(res.message).toBe('');
  });
  const refused: [string, Record<string, unknown>][] = [
    ['a fee of 0', { fee: 0 }],
    ['a fee of 100,000,000', { fee: 100_000_000 }],
    ['a fee with three decimals', { fee: 1.234 }],
    ['an expiry on the issue day', { startDay: day(5), endDay: day(5) }],
    ['a number with Chinese characters', { certificateNo: '沪123' }],
    ['a file number with special characters', { fileNo: 'F#1' }],
    ['a number of 33 characters', { certificateNo: 'A'.repeat(33) }],
    ['an unknown kind', { kind: 'passport' }],
    ['no expiry', { endDay: undefined }],
  ];
  it.each(refused)('refuses %s with 400 and writes nothing', async (_why, extra) => {
    const before = await count('vehicle_certificates');
    const res = await api(admin, 'certificateAdd', certificate(extra));
    expect(res.status).toBe(400);
    expect(await count('vehicle_certificates')).toBe(before);
  });
});

describe('derived status', () => {
  const plate = async (id: number) =>
    (await t.db.selectFrom('vehicles').select('plate').where('id', '=', id).executeTakeFirstOrThrow()).plate;

  it('lists normal, about to expire, expired and historical from the server clock, and filters by them', async () => {
    const v = only(await vehiclesOf(t, 1, 4).then((ids) => ids.slice(3)));
    const add = async (kind: string, startDay: number, endDay: number, no: string) => {
      const res = await api(
        admin,
        'certificateAdd',
        certificate({ vehicleId: v, kind, startDay, endDay, certificateNo: no }),
      );
      expect(res.message).toBe('');
      return (res.result as { id: number }).id;
    };
    const expected: Record<number, ExpiryStatus> = {
      [await add('roadTransport', day(-400), day(-35), 'ST-OLD')]: 'historical',
      [await add('roadTransport', day(-35), day(29), 'ST-NEAR')]: 'aboutToExpire',
      [await add('operatingPermit', day(-400), day(-1), 'ST-EXP')]: 'expired',
      [await add('other', day(-10), day(31), 'ST-OK')]: 'normal',
      [await add('drivingLicence', day(-10), day(30), 'ST-30')]: 'aboutToExpire',
    };
    const keyword = await plate(v);
    const list = await api(admin, 'certificateList', { curPage: 1, pageSize: 50, keyword });
    const rows = (list.result as { data: { id: number; status: ExpiryStatus; daysLeft: number }[] }).data;
    for (const [id, status] of Object.entries(expected))
      expect(rows.find((r) => r.id === Number(id))?.status, `row ${id}`).toBe(status);
    expect(rows.find((r) => r.status === 'aboutToExpire' && r.daysLeft === 29)).toBeTruthy();
    for (const status of ['normal', 'aboutToExpire', 'expired', 'historical'] as const) {
      const filtered = await api(admin, 'certificateList', { curPage: 1, pageSize: 50, keyword, status });
      const page = filtered.result as { data: { id: number; status: string }[]; totalRecords: number };
      const want = Object.entries(expected)
        .filter(([, s]) => s === status)
        .map(([id]) => Number(id));
      expect(page.data.map((r) => r.id).sort()).toEqual(want.sort());
      expect(page.totalRecords).toBe(want.length);
    }
  });
});

describe('tenant isolation', () => {
  it('keeps each company to its own vehicles and records', async () => {
    const mine = await api(
      admin,
      'insuranceAdd',
      policy({ vehicleId: vehicles[1], startDay: day(20000), endDay: day(20100) }),
    );
    const id = (mine.result as { id: number }).id;
    expect((await api(other, 'insuranceDetail', { id: String(id) })).code).toBe(0);
    expect((await api(other, 'insuranceDelete', { ids: [id] })).code).toBe(0);
    const list = await api(other, 'insuranceList', { curPage: 1, pageSize: 200 });
    expect((list.result as { data: { id: number }[] }).data.some((r) => r.id === id)).toBe(false);
    const before = await count('insurance_policies');
    const foreign = await api(admin, 'insuranceAdd', policy({ vehicleId: otherVehicle }));
    expect(foreign.code).toBe(0);
    expect(await count('insurance_policies')).toBe(before);
    const options = await api(other, 'fleetCostOptions', {});
    expect(
      (options.result as { vehicles: { id: number }[] }).vehicles.some((v) => vehicles.includes(v.id)),
    ).toBe(false);
    const stillThere = await api(admin, 'insuranceDetail', { id: String(id) });
    expect(stillThere.code).toBe(1);
    expect((await api(admin, 'insuranceDelete', { ids: [id] })).code).toBe(1);
  });
});
