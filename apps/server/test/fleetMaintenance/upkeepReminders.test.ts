import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpiryReminderJobs } from '../../src/features/fleetCost/expiryReminderJobs';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { createScheduler } from '../../src/scheduler/createScheduler';
import { report, startPipeline } from '../helpers/pipelineFixture';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, NOW, vehiclesOf } from '../fleetCost/fleetCostWorld';
import { setOdometer } from './upkeepWorld';

/**
 * Maintenance and tyre reminders: the setting's rules per kind (by time and/or mileage for maintenance, no list for
 * tyres, five in all), maintenance reminders by time and by mileage, and a tyre change reminder once the terminal
 * reports an odometer that brings its remaining mileage to its threshold — each reaching the message centre and
 * e-mail once, also when a second job instance runs again on the same database.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const HOUR = 3_600_000;
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let adminId = 0;
let at = NOW;
const mails: { to: string; subject: string }[] = [];

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => at } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  await t.db.updateTable('users').set({ email: 'upkeep@example.com' }).where('id', '=', adminId).execute();
}, 120_000);
afterAll(() => t.close());

/** A fresh job instance on the test database (what a restarted process builds), run for the current hour. */
async function runJobs(): Promise<void> {
  const scheduler = createScheduler({ db: t.db, logger: quiet, now: () => at, tickMs: 0 });
  const jobs = createExpiryReminderJobs({
    db: t.db,
    scheduler,
    logger: quiet,
    now: () => at,
    sendEmail: async (to, subject) => {
      mails.push({ to, subject });
    },
  });
  await jobs.run();
  await scheduler.close();
}

const messages = (key: string) =>
  t.db.selectFrom('messages').select(['user_id', 'content']).where('msg_key', '=', key).execute();

const setting = (extra: Record<string, unknown>) => ({
  enabled: true,
  methods: ['message', 'email'],
  contactIds: [adminId],
  ...extra,
});

describe('reminder setting rules per kind', () => {
  it.each<[string, Record<string, unknown>]>([
    ['mileage reminders for insurance', { kind: 'insurance', daysBefore: [30], kmBefore: [500] }],
    ['time reminders for tyres', { kind: 'tyre', daysBefore: [30] }],
    [
      'six maintenance reminders in all',
      { kind: 'maintenance', daysBefore: [1, 2, 3], kmBefore: [10, 20, 30] },
    ],
    ['no maintenance reminder', { kind: 'maintenance' }],
    ['a mileage reminder left empty', { kind: 'maintenance', kmBefore: [500, null] }],
    ['a mileage reminder of 0 km', { kind: 'maintenance', kmBefore: [0] }],
    ['the same mileage twice', { kind: 'maintenance', kmBefore: [500, 500] }],
    ['no notify method', { kind: 'tyre', methods: [] }],
  ])('refuses %s with 400 and saves nothing', async (_why, extra) => {
    const res = await api(admin, 'expiryReminderSave', setting(extra));
    expect(res.status).toBe(400);
    expect(await t.db.selectFrom('expiry_reminder_settings').select('id').execute()).toHaveLength(0);
  });
});

describe('maintenance reminders', () => {
  it('remind by time and by mileage, each once across job instances', async () => {
    expect(
      (
        await api(
          admin,
          'expiryReminderSave',
          setting({ kind: 'maintenance', daysBefore: [30, 7], kmBefore: [500] }),
        )
      ).message,
    ).toBe('');
    expect((await api(admin, 'expiryReminderGet', { kind: 'maintenance' })).result).toMatchObject({
      daysBefore: [30, 7],
      kmBefore: [500],
    });
    const [vehicleId] = await vehiclesOf(t, 1, 1);
    await setOdometer(t, vehicleId ?? 0, 14_000);
    const added = await api(admin, 'maintenanceAdd', {
      vehicleId,
      maintenanceType: 'routine',
      maintenanceNo: 'BY-RM',
      deliveryDay: day(-11),
      endDay: day(-10),
      mileageKm: 10_000,
      mileageCycleKm: 5_000,
      cycleUnit: 'day',
      cycleCount: 40,
      amount: 600,
    });
    expect(added.message).toBe('');

    // Due in 30 days and 1,000 km: the 30-day reminder only.
    at = NOW + HOUR;
    await runJobs();
    await runJobs();
    expect(await messages('maintenanceDue')).toHaveLength(1);
    expect((await messages('maintenanceDue'))[0]?.content).toContain('15000');

    // The odometer passes 14,500: the 500 km reminder, once.
    await setOdometer(t, vehicleId ?? 0, 14_600);
    at += HOUR;
    await runJobs();
    at += HOUR;
    await runJobs();
    expect(await messages('maintenanceDue')).toHaveLength(2);
    expect(mails.filter((m) => m.subject === '保养即将到期')).toHaveLength(2);
    const sends = await t.db
      .selectFrom('expiry_reminder_sends')
      .select(['days_before', 'km_before', 'emails'])
      .where('kind', '=', 'maintenance')
      .orderBy('id')
      .execute();
    expect(sends).toEqual([
      { days_before: 30, km_before: null, emails: 1 },
      { days_before: 0, km_before: 500, emails: 1 },
    ]);
  });
});

describe('tyre change reminders', () => {
  it('reach the message centre and e-mail once the reported odometer brings a tyre to its threshold', async () => {
    expect((await api(admin, 'expiryReminderSave', setting({ kind: 'tyre' }))).message).toBe('');
    const row = await t.db
      .selectFrom('vehicles')
      .select(['id', 'company_id', 'department_id', 'plate', 'terminal_phone'])
      .where('company_id', '=', 1)
      .orderBy('id')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await setOdometer(t, row.id, null);
    const added = await api(admin, 'tyreAdd', {
      vehicleId: row.id,
      axle: 1,
      position: 'leftOuter',
      brand: '韩泰',
      unitPrice: 800,
      changeDay: day(-100),
      mileageAtChangeKm: 10_000,
      limitKm: 50_000,
      reminderKm: 2_000,
    });
    expect(added.message).toBe('');
    await runJobs();
    expect(await messages('tyreChange')).toHaveLength(0);

    // The terminal reports 58,500 km (extra item 0x01): 1,500 km left, below the 2,000 km threshold.
    const vehicle: VehicleTerminalIdentity = {
      vehicleId: row.id,
      companyId: row.company_id,
      departmentId: row.department_id,
      plate: row.plate,
      phone: row.terminal_phone ?? '13900000001',
      terminalModel: 'RW-SIM-ADAS',
      protocolVersion: 2019,
    };
    const h = startPipeline(t.db);
    h.pipeline.locations(
      vehicle,
      [report({ time: at - 60_000, items: [{ itemId: 0x01, type: 'mileage', mileageKm: 58_500 }] })],
      at,
    );
    await h.pipeline.flush();
    await h.pipeline.close();
    const list = await api(admin, 'tyreList', { curPage: 1, pageSize: 10, keyword: row.plate });
    expect((list.result as { data: { status: string; remainingKm: number }[] }).data[0]).toMatchObject({
      status: 'changeReminder',
      remainingKm: 1_500,
    });

    at += HOUR;
    await runJobs();
    await runJobs();
    const sent = await messages('tyreChange');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.content).toContain('1500');
    expect(sent[0]?.content).toContain(row.plate);
    expect(mails.filter((m) => m.subject === '轮胎更换提醒')).toHaveLength(1);

    // Discarded, it is reminded of no more; a new tyre in its place starts afresh below its threshold.
    const id = (added.result as { id: number }).id;
    expect((await api(admin, 'tyreDiscard', { ids: [id] })).message).toBe('');
    at += HOUR;
    await runJobs();
    expect(await messages('tyreChange')).toHaveLength(1);
  });
});
