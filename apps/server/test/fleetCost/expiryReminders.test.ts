import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createExpiryReminderJobs,
  EXPIRY_REMINDER_JOB,
} from '../../src/features/fleetCost/expiryReminderJobs';
import { emailSender } from '../../src/features/alarmNotice/emailSender';
import { createScheduler } from '../../src/scheduler/createScheduler';
import { startSmtpReceiver } from '../helpers/noticeReceivers';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, DAY, day, NOW, vehiclesOf } from './fleetCostWorld';

/**
 * Expiry reminders: the setting's rules (at most five reminders, fifty contacts, one method and one contact at
 * least), and a due reminder reaching the message centre and the in-process SMTP server exactly once — also when
 * the scheduler is stopped and a new one started on the same database.
 */
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let adminId = 0;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let at = NOW;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => at } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  await t.db
    .updateTable('users')
    .set({ email: 'fleet-admin@example.com' })
    .where('id', '=', adminId)
    .execute();
  smtp = await startSmtpReceiver();
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const setting = (extra: Record<string, unknown> = {}) => ({
  kind: 'insurance',
  enabled: true,
  daysBefore: [30, 7],
  methods: ['message', 'email'],
  contactIds: [adminId],
  ...extra,
});
const settingsCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('expiry_reminder_settings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('reminder setting rules', () => {
  const refused: [string, Record<string, unknown>][] = [
    ['six reminders', { daysBefore: [1, 2, 3, 4, 5, 6] }],
    ['no reminder', { daysBefore: [] }],
    ['a reminder left empty', { daysBefore: [30, null] }],
    ['a reminder of 0 days', { daysBefore: [0] }],
    ['a reminder of 366 days', { daysBefore: [366] }],
    ['the same reminder twice', { daysBefore: [7, 7] }],
    ['no notify method', { methods: [] }],
    ['an unknown notify method', { methods: ['sms'] }],
    ['no contact', { contactIds: [] }],
    ['51 contacts', { contactIds: Array.from({ length: 51 }, (_, i) => i + 1) }],
  ];
  it.each(refused)('refuses %s with 400 and writes nothing', async (_why, extra) => {
    const res = await api(admin, 'expiryReminderSave', setting(extra));
    expect(res.status).toBe(400);
    expect(await settingsCount()).toBe(0);
  });

  it('refuses a contact of another company, and accepts five reminders', async () => {
    const foreign = (
      await t.db.selectFrom('users').select('id').where('company_id', '=', 2).executeTakeFirstOrThrow()
    ).id;
    const res = await api(admin, 'expiryReminderSave', setting({ contactIds: [foreign] }));
    expect(res.code).toBe(0);
    expect(await settingsCount()).toBe(0);
    const five = await api(admin, 'expiryReminderSave', setting({ daysBefore: [1, 7, 15, 30, 60] }));
    expect(five.message).toBe('');
    expect((await api(admin, 'expiryReminderGet', { kind: 'insurance' })).result).toMatchObject({
      daysBefore: [60, 30, 15, 7, 1],
    });
    expect((await api(other, 'expiryReminderGet', { kind: 'insurance' })).result).toBeNull();
  });
});

describe('a due reminder', () => {
  it('reaches the message centre and e-mail once, across a scheduler restart', async () => {
    expect((await api(admin, 'expiryReminderSave', setting())).message).toBe('');
    const [vehicleId] = await vehiclesOf(t, 1, 1);
    const added = await api(admin, 'insuranceAdd', {
      vehicleId,
      insuranceType: 'compulsory',
      policyNo: 'RM-29',
      insurer: '人保财险',
      startDay: day(-336),
      endDay: day(29),
      premium: 950,
    });
    expect(added.message).toBe('');
    const mine = () =>
      t.db
        .selectFrom('messages')
        .select(['user_id', 'msg_key', 'content'])
        .where('msg_key', '=', 'insuranceExpiring')
        .execute();

    const start = async () => {
      const scheduler = createScheduler({ db: t.db, logger: quiet, now: () => at, tickMs: 0 });
      const jobs = createExpiryReminderJobs({
        db: t.db,
        scheduler,
        logger: quiet,
        now: () => at,
        sendEmail: (to, subject, body) =>
          emailSender({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'roadwatch@localhost', timeoutMs: 5000 })(
            {
              channel: 'email',
              recipient: to,
              subject,
              body,
              tts: false,
              vehicleId: 0,
            },
          ),
      });
      await jobs.start();
      return scheduler;
    };

    let scheduler = await start();
    // Nothing runs before the job's first occurrence (the next full hour).
    await scheduler.tick();
    expect(await mine()).toHaveLength(0);
    at = NOW + 3_600_000;
    await scheduler.tick();
    const first = await mine();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ user_id: adminId });
    expect(first[0]?.content).toContain('RM-29');
    expect(smtp.mails.filter((m) => m.subject.includes('保险即将到期'))).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(['fleet-admin@example.com']);

    // The process stops mid-day and another starts on the same database: the next runs send nothing again.
    await scheduler.close();
    scheduler = await start();
    at = NOW + 2 * 3_600_000;
    await scheduler.tick();
    // A run repeated for an occurrence already run (a process taking over a lapsed lease) finds the key taken.
    await t.db
      .updateTable('scheduled_jobs')
      .set({ next_run_at: at })
      .where('name', '=', EXPIRY_REMINDER_JOB)
      .execute();
    await scheduler.tick();
    expect(await mine()).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);

    // 7 days before the expiry the second reminder falls due, once.
    at = day(22) + 9 * 3_600_000;
    await scheduler.tick();
    at += 3_600_000;
    await scheduler.tick();
    expect(await mine()).toHaveLength(2);
    expect(smtp.mails).toHaveLength(2);
    await scheduler.close();

    const sends = await t.db
      .selectFrom('expiry_reminder_sends')
      .select(['days_before', 'emails'])
      .orderBy('id')
      .execute();
    expect(sends).toEqual([
      { days_before: 30, emails: 1 },
      { days_before: 7, emails: 1 },
    ]);
    expect(at - NOW).toBeGreaterThan(20 * DAY);
  });
});
