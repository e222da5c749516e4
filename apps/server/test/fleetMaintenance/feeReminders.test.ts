import type { ExpiryStatus } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpiryReminderJobs } from '../../src/features/fleetCost/expiryReminderJobs';
import { createScheduler } from '../../src/scheduler/createScheduler';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, DAY, NOW, vehiclesOf } from '../fleetCost/fleetCostWorld';

/**
 * Taxes and fees take reminders like policies: their status runs normal → early warning (from the company's first
 * fee reminder) → about to expire (30 days) → expired, a renewed fee makes the older one historical, the status
 * filter pages exactly what the list shows, and a fee whose days left reach a reminder reaches the message centre and
 * e-mail once — not again on a second run or a second job instance.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let adminId = 0;
let vehicles: number[] = [];
let otherVehicle = 0;
let at = NOW;
const mails: { to: string; subject: string; body: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => at } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  await t.db.updateTable('users').set({ email: 'fees@example.com' }).where('id', '=', adminId).execute();
  vehicles = await vehiclesOf(t, 1, 3);
  otherVehicle = (await vehiclesOf(t, 2, 1))[0] ?? 0;
}, 120_000);
afterAll(() => t.close());

async function runJobs(): Promise<void> {
  const scheduler = createScheduler({ db: t.db, logger: quiet, now: () => at, tickMs: 0 });
  const jobs = createExpiryReminderJobs({
    db: t.db,
    scheduler,
    logger: quiet,
    now: () => at,
    sendEmail: async (to, subject, body) => {
      mails.push({ to, subject, body });
    },
  });
  await jobs.run();
  await scheduler.close();
}

async function addFee(token: string, vehicleId: number, feeType: string, endDay: number, remark: string) {
  const res = await api(token, 'vehicleFeeAdd', {
    vehicleId,
    feeType,
    amount: 300,
    paidDay: day(-400),
    startDay: day(-400),
    endDay,
    remark,
  });
  expect(res.message).toBe('');
  return (res.result as { id: number }).id;
}

async function statuses(token: string): Promise<Map<number, ExpiryStatus>> {
  const list = await api(token, 'vehicleFeeList', { curPage: 1, pageSize: 50 });
  const rows = (list.result as { data: { id: number; status: ExpiryStatus }[] }).data;
  return new Map(rows.map((r) => [r.id, r.status]));
}

async function expectFiltersAgree(token: string): Promise<void> {
  const shown = await statuses(token);
  for (const status of ['normal', 'earlyWarning', 'aboutToExpire', 'expired', 'historical'] as const) {
    const res = await api(token, 'vehicleFeeList', { curPage: 1, pageSize: 50, status });
    const page = res.result as { data: { id: number }[]; totalRecords: number };
    const want = [...shown].filter(([, s]) => s === status).map(([id]) => id);
    expect(page.data.map((r) => r.id).sort(), status).toEqual(want.sort());
    expect(page.totalRecords, status).toBe(want.length);
  }
}

const saveFeeSetting = (token: string, enabled: boolean, daysBefore: number[], contactIds = [adminId]) =>
  api(token, 'expiryReminderSave', {
    kind: 'fee',
    enabled,
    daysBefore,
    methods: ['message', 'email'],
    contactIds,
  });

describe('fee status and reminders', () => {
  it('derives every status of a fee, early warning only from the company’s fee reminder', async () => {
    const [a = 0, b = 0, c = 0] = vehicles;
    // One fee per vehicle and type, so none is historical except the renewed one.
    const ids = {
      beyond: await addFee(admin, a, 'vehicleVesselTax', day(61), 'beyond'),
      firstDay: await addFee(admin, a, 'roadMaintenance', day(60), 'first'),
      lastDay: await addFee(admin, a, 'annualInspection', day(31), 'last'),
      near: await addFee(admin, a, 'other', day(30), 'near'),
      today: await addFee(admin, b, 'vehicleVesselTax', day(0), 'today'),
      expired: await addFee(admin, b, 'roadMaintenance', day(-1), 'expired'),
      renewedOld: await addFee(admin, c, 'vehicleVesselTax', day(45), 'old'),
      renewedNew: await addFee(admin, c, 'vehicleVesselTax', day(410), 'new'),
    };
    const theirs = await addFee(other, otherVehicle, 'roadMaintenance', day(60), 'theirs');
    const table = async () => {
      const s = await statuses(admin);
      return Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, s.get(id)]));
    };
    const expected = {
      beyond: 'normal',
      firstDay: 'normal',
      lastDay: 'normal',
      near: 'aboutToExpire',
      today: 'aboutToExpire',
      expired: 'expired',
      renewedOld: 'historical',
      renewedNew: 'normal',
    };
    expect(await table()).toEqual(expected);

    // The insurance setting does not warn of fees; the fee setting does.
    const insurance = await api(admin, 'expiryReminderSave', {
      kind: 'insurance',
      enabled: true,
      daysBefore: [90],
      methods: ['message'],
      contactIds: [adminId],
    });
    expect(insurance.code).toBe(1);
    expect(await table()).toEqual(expected);
    expect((await saveFeeSetting(admin, true, [7, 60])).code).toBe(1);
    expect(await table()).toEqual({ ...expected, firstDay: 'earlyWarning', lastDay: 'earlyWarning' });
    await expectFiltersAgree(admin);
    // The other company set no fee reminder: its fee 60 days from expiry stays normal.
    expect((await statuses(other)).get(theirs)).toBe('normal');
    await expectFiltersAgree(other);
  });

  it('refuses a fee setting naming a mileage reminder or a contact of another company (400, nothing saved)', async () => {
    const before = await t.db.selectFrom('expiry_reminder_settings').selectAll().execute();
    const km = await api(admin, 'expiryReminderSave', {
      kind: 'fee',
      enabled: true,
      daysBefore: [30],
      kmBefore: [500],
      methods: ['message'],
      contactIds: [adminId],
    });
    expect(km.status).toBe(400);
    const stranger = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'other_admin')
        .executeTakeFirstOrThrow()
    ).id;
    const foreign = await saveFeeSetting(admin, true, [30], [stranger]);
    expect(foreign.code).not.toBe(1);
    expect(await t.db.selectFrom('expiry_reminder_settings').selectAll().execute()).toEqual(before);
  });

  it('reminds of a fee once, in the message centre and by e-mail', async () => {
    const got = await api(admin, 'expiryReminderGet', { kind: 'fee' });
    expect([...(got.result as { daysBefore: number[] }).daysBefore].sort((x, y) => x - y)).toEqual([7, 60]);
    await runJobs();
    const sends = await t.db
      .selectFrom('expiry_reminder_sends')
      .select(['kind', 'record_id', 'days_before'])
      .where('kind', '=', 'fee')
      .orderBy('record_id')
      .execute();
    // 60, 31 and 30 days left reached the 60-day reminder, 0 days left the 7-day one; the historical, the expired
    // and the one beyond the first reminder got none.
    expect(sends.map((s) => s.days_before).sort((x, y) => x - y)).toEqual([7, 60, 60, 60]);
    const msgs = await t.db
      .selectFrom('messages')
      .select(['user_id', 'content', 'business_url'])
      .where('msg_key', '=', 'feeExpiring')
      .execute();
    expect(msgs).toHaveLength(4);
    expect(msgs.every((m) => m.user_id === adminId && m.business_url === '/tmsShipTax')).toBe(true);
    // The fee type is named in words, not as its code.
    expect(msgs.some((m) => m.content.includes('车船税'))).toBe(true);
    expect(msgs.some((m) => m.content.includes('vehicleVesselTax'))).toBe(false);
    expect(mails.filter((m) => m.to === 'fees@example.com')).toHaveLength(4);

    // A second run, and a run an hour later, send nothing more.
    await runJobs();
    at = NOW + 3_600_000;
    await runJobs();
    expect(
      await t.db.selectFrom('messages').select('id').where('msg_key', '=', 'feeExpiring').execute(),
    ).toHaveLength(4);
    expect(mails).toHaveLength(4);

    // A day later the fee that had 61 days left reaches its 60-day reminder; the others are still at theirs.
    at = NOW + DAY;
    await runJobs();
    await runJobs();
    expect(mails).toHaveLength(5);
  });
});
