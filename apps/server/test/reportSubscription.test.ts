import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ALARM_CLASS,
  chinaDayNumber,
  dayNumberStart,
  HANDLE_STATUS,
  subscriptionParams,
} from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportRunner, type ExportRunner } from '../src/features/exportCenter/exportRunner';
import { fileMailer } from '../src/features/reportSubscription/fileMailer';
import {
  createSubscriptionDeliveries,
  FINISH_CLAIM_MS,
  subscriptionJobName,
  type SubscriptionDeliveries,
} from '../src/features/reportSubscription/subscriptionDeliveries';
import { Workbook } from '../src/resources/sheet/excelJs';
import { createScheduler, type Scheduler } from '../src/scheduler/createScheduler';
import { mailParts, startSmtpReceiver } from './helpers/noticeReceivers';
import { callJson, loginAs, startAppOn, startTestApp, TEST_CAPTCHA, type TestApp } from './helpers/testApp';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** China time on a China date, as epoch ms. */
const china = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min);
const ADMIN_MAIL = 'subscriber@roadwatch.test';

/**
 * Report subscriptions on a real database, the real export worker and a real SMTP receiver, on a clock the test
 * moves: at 07:00 (China time) the daily subscription's file is made for the day before as an export job of the
 * subscriber, reaches their message centre and their mailbox with the file attached; the same occurrence run again,
 * or by a restarted process, delivers nothing twice; a period without data, or a subscriber who may no longer
 * export the report, ends failed with the reason told to them.
 */
let t: TestApp;
let app: FastifyInstance;
let runner: ExportRunner;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let clock = china(2021, 3, 2, 6, 59);
let admin = '';
let adminId = 0;
let vehicles = 0;

function engine(): { scheduler: Scheduler; deliveries: SubscriptionDeliveries } {
  const scheduler = createScheduler({ db: t.db, logger: quiet, now: () => clock, tickMs: 0 });
  const deliveries = createSubscriptionDeliveries({
    db: t.db,
    scheduler,
    logger: quiet,
    now: () => clock,
    kickExports: () => runner.kick(),
    fileOf: (jobId, format) => runner.fileOf(jobId, format),
    sendMail: fileMailer({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'roadwatch@localhost',
      timeoutMs: 5000,
    }),
    finishEveryMs: 0,
  });
  return { scheduler, deliveries };
}

/** The scheduler's due runs, then the export worker, then the deliveries' completion. */
async function runDue(scheduler: Scheduler, deliveries: SubscriptionDeliveries): Promise<void> {
  await scheduler.tick();
  runner.kick();
  await runner.idle();
  await deliveries.finish();
}

const messagesOf = (userId: number, key: string) =>
  t.db
    .selectFrom('messages')
    .select(['content', 'business_url'])
    .where('user_id', '=', userId)
    .where('msg_key', '=', key)
    .execute();

beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtpReceiver();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rw-subscriptions-'));
  runner = createExportRunner({ db: t.db, database: t.database.location, dataDir, logger: quiet, lookMs: 0 });
  app = await startAppOn(t.db, { exports: runner, dataDir, testCaptcha: TEST_CAPTCHA, now: () => clock });
  await t.db.updateTable('users').set({ email: ADMIN_MAIL }).where('user_name', '=', 'admin').execute();
  const login = await loginAs(app, 'admin', { lang: 'en-US' });
  admin = login.token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  // Alarms on 2021-03-01 (China time) for three of the company's vehicles; none in February.
  const fleet = await t.db
    .selectFrom('vehicles')
    .select(['id', 'department_id'])
    .where('company_id', '=', 1)
    .orderBy('id')
    .limit(3)
    .execute();
  vehicles = fleet.length;
  await t.db
    .insertInto('alarms')
    .values(
      fleet.flatMap((v, i) =>
        [0, 1].map((k) => ({
          guid: `subscription-${v.id}-${k}`,
          alarm_class: ALARM_CLASS.vehicle,
          company_id: 1,
          department_id: v.department_id,
          vehicle_id: v.id,
          first_type: 1,
          second_type: 1,
          level: 1 + ((i + k) % 3),
          handle_status: HANDLE_STATUS.unprocessed,
          begin_time: china(2021, 3, 1, 9 + i, 10 * k),
          created_at: china(2021, 3, 1, 9 + i, 10 * k),
        })),
      ),
    )
    .execute();
});

afterAll(async () => {
  await runner?.close();
  await app?.close();
  await smtp?.close();
  await t?.close();
});

describe('report subscriptions', () => {
  it('delivers the daily report for the day before at 07:00: download centre, message centre, e-mail with the file', async () => {
    const added = await callJson(
      app,
      'reportSubscriptionAdd',
      { report: 'alarmStatSummary', kind: 'daily', format: 'xlsx', email: true },
      { token: admin, lang: 'en-US' },
    );
    expect(added.body.code).toBe(1);
    const { scheduler, deliveries } = engine();
    await deliveries.start();

    // 06:59: nothing is due yet.
    await runDue(scheduler, deliveries);
    expect(await messagesOf(adminId, 'reportDelivered')).toEqual([]);

    clock = china(2021, 3, 2, 7, 0) + 1000;
    await runDue(scheduler, deliveries);

    const [notice] = await messagesOf(adminId, 'reportDelivered');
    expect(notice?.business_url).toBe('/downloadCenter');
    const job = await t.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('user_id', '=', adminId)
      .where('source', '=', 'alarmStatSummary')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'succeeded', lang: 'en-US', rows_done: vehicles + 1 });
    expect(job.title).toBe('Alarm summary · 2021-03-01 – 2021-03-01');

    // The mail: in the subscriber's language, the file attached; its rows are the vehicles and the totals.
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([ADMIN_MAIL]);
    expect(mail.subject).toBe('Subscribed report ready');
    const file = mailParts(mail.raw).find((p) => p.fileName?.endsWith('.xlsx'));
    expect(file?.fileName).toBe('alarm-summary-2021-03-01-2021-03-01.xlsx');
    const book = new Workbook();
    await book.xlsx.load(file!.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + vehicles + 1);
    expect(sheet.getRow(1).getCell(1).text).toBe('Plate');

    const listed = await callJson(
      app,
      'reportSubscriptionList',
      { curPage: 1, pageSize: 20 },
      { token: admin },
    );
    expect(listed.body.result.data[0]).toMatchObject({
      state: 'succeeded',
      failureKey: null,
      lastPeriodStart: china(2021, 3, 1),
    });
  });

  it('never delivers an occurrence twice: run again, or by a restarted process', async () => {
    const before = {
      jobs: (await t.db.selectFrom('export_jobs').select('id').execute()).length,
      mails: smtp.mails.length,
      messages: (await messagesOf(adminId, 'reportDelivered')).length,
    };
    const first = engine();
    await first.deliveries.run('daily', china(2021, 3, 2, 7));
    const restarted = engine();
    await restarted.deliveries.start();
    await runDue(restarted.scheduler, restarted.deliveries);
    expect({
      jobs: (await t.db.selectFrom('export_jobs').select('id').execute()).length,
      mails: smtp.mails.length,
      messages: (await messagesOf(adminId, 'reportDelivered')).length,
    }).toEqual(before);
    const calendar = await t.db
      .selectFrom('scheduled_jobs')
      .select('next_run_at')
      .where('name', '=', subscriptionJobName('daily'))
      .executeTakeFirstOrThrow();
    expect(Number(calendar.next_run_at)).toBe(china(2021, 3, 3, 7));
  });

  it('finishes a delivery whose process died half way once its claim lapses, telling and mailing only once', async () => {
    const added = await callJson(
      app,
      'reportSubscriptionAdd',
      { report: 'alarmStatSummary', kind: 'weekly', format: 'xlsx', email: true },
      { token: admin, lang: 'en-US' },
    );
    expect(added.body.code).toBe(1);
    const subscriptionId = Number(added.body.result.id);
    const delivery = () =>
      t.db
        .selectFrom('report_deliveries')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirstOrThrow();
    const sent = async () => ({
      mails: smtp.mails.length,
      messages: (await messagesOf(adminId, 'reportDelivered')).length,
    });
    const before = await sent();
    const { deliveries } = engine();
    await deliveries.run('weekly', china(2021, 3, 8, 7));
    runner.kick();
    await runner.idle();
    const startedAt = clock;
    try {
      // Another process claimed the finished delivery and died before telling anyone.
      await t.db
        .updateTable('report_deliveries')
        .set({ state: 'finishing', finishing_at: clock })
        .where('subscription_id', '=', subscriptionId)
        .execute();
      await deliveries.finish();
      expect((await delivery()).state).toBe('finishing');
      expect(await sent()).toEqual(before);

      // Its claim lapses: this process finishes the delivery.
      clock += FINISH_CLAIM_MS + 1000;
      await deliveries.finish();
      expect(await delivery()).toMatchObject({ state: 'succeeded', emails: 1, email_failures: 0 });
      expect(await sent()).toEqual({ mails: before.mails + 1, messages: before.messages + 1 });

      // A process that died after telling and mailing but before marking the delivery: taken over, nothing twice.
      await t.db
        .updateTable('report_deliveries')
        .set({ state: 'finishing', finishing_at: clock - FINISH_CLAIM_MS - 1000 })
        .where('subscription_id', '=', subscriptionId)
        .execute();
      await deliveries.finish();
      expect((await delivery()).state).toBe('succeeded');
      expect(await sent()).toEqual({ mails: before.mails + 1, messages: before.messages + 1 });
    } finally {
      clock = startedAt;
    }
  });

  it('delivers the weekly mileage summary from the daily roll-up: a row per vehicle that drove that week', async () => {
    const added = await callJson(
      app,
      'reportSubscriptionAdd',
      { report: 'mileageSummary', kind: 'weekly', format: 'csv' },
      { token: admin, lang: 'en-US' },
    );
    expect(added.body.code).toBe(1);
    // The Monday after today: its week is the one the demo's history ends in.
    const today = chinaDayNumber(Date.now());
    const monday = today - ((today + 3) % 7) + 7;
    const { deliveries } = engine();
    await deliveries.run('weekly', dayNumberStart(monday) + 7 * 3_600_000);
    runner.kick();
    await runner.idle();
    await deliveries.finish();
    const drove = await t.db
      .selectFrom('vehicle_day_stats as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .select((eb) => eb.fn.count<number>('s.vehicle_id').distinct().as('n'))
      .where('v.company_id', '=', 1)
      .where('s.day', '>=', dayNumberStart(monday - 7))
      .where('s.day', '<', dayNumberStart(monday))
      .executeTakeFirstOrThrow();
    expect(Number(drove.n)).toBeGreaterThan(0);
    const job = await t.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('source', '=', 'mileageSummary')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'succeeded', format: 'csv', rows_done: Number(drove.n) });
    const row = await t.db
      .selectFrom('report_subscriptions')
      .select(['state', 'last_period_start'])
      .where('id', '=', added.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('succeeded');
    expect(Number(row.last_period_start)).toBe(dayNumberStart(monday - 7));
  });

  it("delivers a report page's summary (parking, yesterday) holding what the page lists for that day", async () => {
    const added = await callJson(
      app,
      'reportSubscriptionAdd',
      { report: 'parkingSummary', kind: 'daily', format: 'xlsx' },
      { token: admin, lang: 'en-US' },
    );
    expect(added.body.code).toBe(1);
    const today = chinaDayNumber(Date.now());
    const period = subscriptionParams('parkingSummary', dayNumberStart(today - 1), dayNumberStart(today));
    const page = await callJson(
      app,
      'parkingSummaryReport',
      { ...period, pageParamVO: { curPage: 1, pageSize: 10 } },
      { token: admin },
    );
    expect(page.body.code).toBe(1);
    const listed = (page.body.result as { totalRecords: number }).totalRecords;
    expect(listed).toBeGreaterThan(0);
    const { deliveries } = engine();
    await deliveries.run('daily', dayNumberStart(today) + 7 * 3_600_000);
    runner.kick();
    await runner.idle();
    await deliveries.finish();
    const job = await t.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('source', '=', 'parkingSummary')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'succeeded', format: 'xlsx', rows_done: listed });
    expect(job.title).toMatch(/^Parking summary · /);
    const row = await t.db
      .selectFrom('report_subscriptions')
      .select('state')
      .where('id', '=', added.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('succeeded');
  });

  it('fails a month without data, and tells the subscriber why', async () => {
    const added = await callJson(
      app,
      'reportSubscriptionAdd',
      { report: 'alarmStatSummary', kind: 'monthly', email: false },
      { token: admin, lang: 'zh-CN' },
    );
    expect(added.body.code).toBe(1);
    const { deliveries } = engine();
    await deliveries.run('monthly', china(2021, 3, 1, 7));
    const row = await t.db
      .selectFrom('report_subscriptions')
      .selectAll()
      .where('id', '=', added.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', failure_key: 'errors.noExportData' });
    expect(Number(row.last_period_start)).toBe(china(2021, 2, 1));
    const [notice] = await messagesOf(adminId, 'reportFailed');
    expect(notice?.content).toBe('报警统计汇总 · 2021-02-01 – 2021-02-28 未能生成：暂无可导出的数据');
  });

  it('fails for a subscriber whose role may no longer export the report', async () => {
    const viewer = await t.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const token = (await loginAs(app, 'viewer')).token;
    // The viewer's role holds no export of the report: subscribing is refused outright.
    const refused = await callJson(
      app,
      'reportSubscriptionAdd',
      { report: 'alarmStatSummary', kind: 'weekly' },
      { token },
    );
    expect(refused.body.code).toBe(0);
    // One made while the role still could (the permission since removed) fails at its delivery.
    const made = await t.db
      .insertInto('report_subscriptions')
      .values({
        company_id: viewer.company_id,
        user_id: viewer.id,
        report: 'alarmStatSummary',
        kind: 'weekly',
        format: 'xlsx',
        lang: 'en-US',
        state: 'created',
        created_at: clock,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { deliveries } = engine();
    // 2021-03-08 is a Monday.
    await deliveries.run('weekly', china(2021, 3, 8, 7));
    const row = await t.db
      .selectFrom('report_subscriptions')
      .select(['state', 'failure_key'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', failure_key: 'errors.noPermission' });
    const [notice] = await messagesOf(viewer.id, 'reportFailed');
    expect(notice?.content).toContain('2021-03-01 – 2021-03-07');
  });
});
