import type { ExpiryStatus } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, NOW, vehiclesOf } from '../fleetCost/fleetCostWorld';

/**
 * Early warning of certificates and policies: a record is in early warning from its company's first reminder (the
 * most days before of the enabled setting of its kind) until the 30-day about-to-expire window; without a setting,
 * with the setting off, or in another company there is none. The list's status and the status filter's pages agree.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let adminId = 0;
let vehicle = 0;
let otherVehicle = 0;
let plate = '';
let otherPlate = '';

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  vehicle = (await vehiclesOf(t, 1, 1))[0] ?? 0;
  otherVehicle = (await vehiclesOf(t, 2, 1))[0] ?? 0;
  const plateOf = async (id: number) =>
    (await t.db.selectFrom('vehicles').select('plate').where('id', '=', id).executeTakeFirstOrThrow()).plate;
  plate = await plateOf(vehicle);
  otherPlate = await plateOf(otherVehicle);
}, 120_000);
afterAll(() => t.close());

const KINDS = ['drivingLicence', 'roadTransport', 'operatingPermit', 'other'] as const;

/** Certificates of one vehicle, one per kind, expiring in `days` days; their ids by days left. */
async function certificates(token: string, vehicleId: number, days: number[], tag: string) {
  const ids = new Map<number, number>();
  for (const [i, left] of days.entries()) {
    const res = await api(token, 'certificateAdd', {
      vehicleId,
      kind: KINDS[i],
      certificateNo: `${tag}-${left}`,
      startDay: day(-100),
      endDay: day(left),
    });
    expect(res.message).toBe('');
    ids.set(left, (res.result as { id: number }).id);
  }
  return ids;
}

async function statuses(token: string, keyword: string): Promise<Map<number, ExpiryStatus>> {
  const list = await api(token, 'certificateList', { curPage: 1, pageSize: 50, keyword });
  const rows = (list.result as { data: { id: number; status: ExpiryStatus }[] }).data;
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Every status filter pages exactly the rows the list shows with that status. */
async function expectFiltersAgree(token: string, keyword: string): Promise<void> {
  const shown = await statuses(token, keyword);
  for (const status of ['normal', 'earlyWarning', 'aboutToExpire', 'expired', 'historical'] as const) {
    const res = await api(token, 'certificateList', { curPage: 1, pageSize: 50, keyword, status });
    const page = res.result as { data: { id: number }[]; totalRecords: number };
    const want = [...shown].filter(([, s]) => s === status).map(([id]) => id);
    expect(page.data.map((r) => r.id).sort(), status).toEqual(want.sort());
    expect(page.totalRecords, status).toBe(want.length);
  }
}

const save = (token: string, enabled: boolean, daysBefore: number[]) =>
  api(token, 'expiryReminderSave', {
    kind: 'certificate',
    enabled,
    daysBefore,
    methods: ['message'],
    contactIds: [adminId],
  });

describe('early warning', () => {
  it('runs from the first reminder day to the about-to-expire window, only where reminders are set', async () => {
    // 61 days left: before the first reminder; 60: its first day; 31: its last; 30: about to expire.
    const ids = await certificates(admin, vehicle, [61, 60, 31, 30], 'EW');
    const theirs = await certificates(other, otherVehicle, [60], 'EW-O');

    const none = await statuses(admin, plate);
    expect([...ids.values()].map((id) => none.get(id))).toEqual([
      'normal',
      'normal',
      'normal',
      'aboutToExpire',
    ]);

    expect((await save(admin, true, [7, 60])).code).toBe(1);
    const warned = await statuses(admin, plate);
    expect([...ids.values()].map((id) => warned.get(id))).toEqual([
      'normal',
      'earlyWarning',
      'earlyWarning',
      'aboutToExpire',
    ]);
    await expectFiltersAgree(admin, plate);
    // The other company set no reminders: its record 60 days from expiry stays normal.
    expect((await statuses(other, otherPlate)).get(theirs.get(60) ?? 0)).toBe('normal');
    await expectFiltersAgree(other, otherPlate);

    // A setting switched off gives no early warning.
    expect((await save(admin, false, [7, 60])).code).toBe(1);
    const off = await statuses(admin, plate);
    expect(off.get(ids.get(60) ?? 0)).toBe('normal');
    await expectFiltersAgree(admin, plate);

    // A first reminder inside the 30-day window adds none; the policies' own setting leaves certificates alone.
    expect((await save(admin, true, [20])).code).toBe(1);
    expect((await statuses(admin, plate)).get(ids.get(31) ?? 0)).toBe('normal');
    const policies = await api(admin, 'expiryReminderSave', {
      kind: 'insurance',
      enabled: true,
      daysBefore: [90],
      methods: ['message'],
      contactIds: [adminId],
    });
    expect(policies.code).toBe(1);
    expect((await statuses(admin, plate)).get(ids.get(60) ?? 0)).toBe('normal');
    await expectFiltersAgree(admin, plate);
  });
});
