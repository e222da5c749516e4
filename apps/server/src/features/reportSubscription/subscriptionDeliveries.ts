import {
  EXPORT_KEEP_DAYS,
  EXPORT_SOURCES,
  formatChinaDate,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_SCHEDULES,
  subscriptionParams,
  subscriptionPeriod,
  type Language,
  type NoticeKey,
  type NoticeParams,
  type SubscribableReport,
  type SubscriptionKind,
} from '@roadwatch/core';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/connect';
import type { ReportSubscriptions } from '../../db/schema.gen';
import { ApiFailure } from '../../http/apiFailure';
import { localeFor } from '../../http/requestLocale';
import type { PipelineLogger } from '../../pipeline/pipelineLogger';
import type { Scheduler } from '../../scheduler/createScheduler';
import { storedUserAuth } from '../../scope/storedUser';
import { exportSourceOf } from '../exportCenter/exportSources';
import { noticeColumns } from '../message/platformNotice';
import type { FileMailer } from './fileMailer';

/** The calendar job of each kind: `reportSubscriptions:daily` … */
export const subscriptionJobName = (kind: SubscriptionKind) => `reportSubscriptions:${kind}`;
/** Message-centre source of deliveries: a listed notice, opening the download centre. */
const MESSAGE_SOURCE = 5;
const DOWNLOAD_CENTRE = '/downloadCenter';
const FINISHED_JOB_STATES = ['succeeded', 'failed', 'cancelled'];
/**
 * How long a process's claim on finishing a delivery (notice, e-mail with the file) holds: far longer than the mail
 * server may take, so only a claim of a process that died is taken over.
 */
export const FINISH_CLAIM_MS = 10 * 60_000;

type Subscription = Selectable<ReportSubscriptions>;

export interface SubscriptionDeliveriesOptions {
  db: Database;
  scheduler: Scheduler;
  logger: PipelineLogger;
  now?: () => number;
  /** Wakes the export runner once a delivery's job is queued. */
  kickExports?: () => void;
  /** Where a finished job's file is (the runner's `fileOf`). */
  fileOf: (jobId: number, format: string) => string;
  /** E-mail (the alarm notices' SMTP server); absent: e-mails are counted as failed and logged. */
  sendMail?: FileMailer | undefined;
  /** How often finished exports are looked for; 0 = only when `finish` is called (tests). Default 5 s. */
  finishEveryMs?: number;
}

export interface SubscriptionDeliveries {
  /** Registers the three calendar jobs and starts looking for finished exports. */
  start(): Promise<void>;
  /** One occurrence of a kind (what its calendar job does): a delivery per subscription of that kind. */
  run(kind: SubscriptionKind, runFor: number): Promise<void>;
  /** Completes the deliveries whose export has ended: message centre, e-mail, states. */
  finish(): Promise<void>;
  stop(): void;
}

/**
 * Report subscriptions delivered on their calendar (07:00 China time; daily, Mondays, the 1st). A run claims one
 * delivery per subscription and period with a unique row (an occurrence run twice — after a restart, by another
 * process — delivers nothing twice), checks the owner may still export the report, and queues an export job as the
 * owner in their language, so the file is made in the export worker like any export and lands in their download
 * centre. When the job has ended, one process claims the delivery (running → finishing) and tells the owner in the
 * message centre, and by e-mail with the file when the subscription asks; a failure (no data in the period, no
 * permission any more, a failed export) is told the same way and kept on the subscription with its reason.
 */
export function createSubscriptionDeliveries(options: SubscriptionDeliveriesOptions): SubscriptionDeliveries {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let finishing: Promise<void> | null = null;

  function titleOf(sub: Subscription, start: number, end: number): string {
    const { t } = localeFor(sub.lang as Language);
    const from = formatChinaDate(start);
    const to = formatChinaDate(end - 1);
    return `${t(`exportCenter.subscription.reports.${sub.report}`)} · ${from} – ${to}`;
  }

  /**
   * The owner's message-centre notice of a delivery, written once: the delivery's `told_at` is set in the same
   * transaction, so a delivery finished again after a process died tells nothing twice.
   */
  async function tell(
    sub: Subscription,
    deliveryId: number,
    key: NoticeKey,
    params: NoticeParams,
    at: number,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const first = await trx
        .updateTable('report_deliveries')
        .set({ told_at: at })
        .where('id', '=', deliveryId)
        .where('told_at', 'is', null)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows) !== 1) return;
      await trx
        .insertInto('messages')
        .values({
          company_id: sub.company_id,
          user_id: sub.user_id,
          source: MESSAGE_SOURCE,
          msg_type: 'notice',
          ...noticeColumns(key, params),
          business_url: DOWNLOAD_CENTRE,
          pub_time: at,
          read_at: null,
        })
        .execute();
    });
  }

  /**
   * Mails the owner when the subscription asks and the delivery has not mailed yet; answers [sent, failed] and records
   * the step on the delivery. Only a process dying between the mail server's answer and that record sends it again.
   */
  async function mail(
    sub: Subscription,
    deliveryId: number,
    key: NoticeKey,
    params: NoticeParams,
    file?: { name: string; path: string },
  ): Promise<void> {
    const delivery = await db
      .selectFrom('report_deliveries')
      .select('mailed_at')
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery || delivery.mailed_at !== null) return;
    const [emails, emailFailures] = await mailOnce(sub, key, params, file);
    await db
      .updateTable('report_deliveries')
      .set({ mailed_at: now(), emails, email_failures: emailFailures })
      .where('id', '=', deliveryId)
      .execute();
  }

  async function mailOnce(
    sub: Subscription,
    key: NoticeKey,
    params: NoticeParams,
    file?: { name: string; path: string },
  ): Promise<[number, number]> {
    if (sub.email !== 1) return [0, 0];
    const owner = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', sub.user_id)
      .executeTakeFirst();
    if (!owner?.email) return [0, 1];
    const { t } = localeFor(sub.lang as Language);
    try {
      if (!options.sendMail) throw new Error('no SMTP server configured (ROADWATCH_SMTP_URL)');
      await options.sendMail({
        to: owner.email,
        subject: t(`notices.${key}.title`, params),
        text: t(`notices.${key}.content`, params),
        ...(file ? { file } : {}),
      });
      return [1, 0];
    } catch (err) {
      logger.warn({ err, subscriptionId: sub.id }, 'report subscription e-mail not sent');
      return [0, 1];
    }
  }

  async function fail(
    sub: Subscription,
    deliveryId: number,
    periodStart: number,
    title: string,
    failureKey: string,
  ): Promise<void> {
    const at = now();
    const { t } = localeFor(sub.lang as Language);
    const params = { title, reason: t(failureKey) };
    await tell(sub, deliveryId, 'reportFailed', params, at);
    await mail(sub, deliveryId, 'reportFailed', params);
    await db
      .updateTable('report_deliveries')
      .set({ state: 'failed', failure_key: failureKey, finished_at: at })
      .where('id', '=', deliveryId)
      .execute();
    await db
      .updateTable('report_subscriptions')
      .set({ state: 'failed', failure_key: failureKey, last_period_start: periodStart })
      .where('id', '=', sub.id)
      .execute();
  }

  async function deliver(sub: Subscription, start: number, end: number): Promise<void> {
    const claimed = await db
      .insertInto('report_deliveries')
      .values({
        subscription_id: sub.id,
        period_start: start,
        period_end: end,
        state: 'running',
        created_at: now(),
      })
      .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    const title = titleOf(sub, start, end);
    const report = sub.report as SubscribableReport;
    const auth = await storedUserAuth(db, sub.user_id);
    if (!auth) return fail(sub, claimed.id, start, title, 'errors.accountDisabled');
    if (!(await auth.operations()).has(EXPORT_SOURCES[report].operationId))
      return fail(sub, claimed.id, start, title, 'errors.noPermission');
    const lang = sub.lang as Language;
    const params = EXPORT_SOURCES[report].params.parse(subscriptionParams(report, start, end));
    let described: { title: string; stem: string };
    try {
      described = await exportSourceOf(report).describe(
        { db, auth, t: localeFor(lang).t, lang, now: now() },
        params,
      );
    } catch (error) {
      if (error instanceof ApiFailure) return fail(sub, claimed.id, start, title, error.messageKey);
      throw error;
    }
    const job = await db
      .insertInto('export_jobs')
      .values({
        company_id: sub.company_id,
        user_id: sub.user_id,
        source: report,
        format: sub.format,
        params: JSON.stringify(params),
        lang,
        title: described.title,
        state: 'queued',
        file_name: `${described.stem}.${sub.format}`,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('report_deliveries')
      .set({ export_job_id: job.id })
      .where('id', '=', claimed.id)
      .execute();
    options.kickExports?.();
  }

  async function run(kind: SubscriptionKind, runFor: number): Promise<void> {
    const { start, end } = subscriptionPeriod(kind, runFor);
    const subs = await db.selectFrom('report_subscriptions').selectAll().where('kind', '=', kind).execute();
    let failed = 0;
    for (const sub of subs) {
      try {
        await deliver(sub, start, end);
      } catch (err) {
        failed += 1;
        logger.error({ err, subscriptionId: sub.id }, 'report subscription not delivered');
      }
    }
    // The calendar retries a failed run; the deliveries already claimed are not made again.
    if (failed > 0) throw new Error(`${failed} report subscription(s) could not be delivered`);
  }

  async function finishOnce(): Promise<void> {
    // A claim older than this belongs to a process that died while finishing: the delivery is taken over.
    const claimedBefore = now() - FINISH_CLAIM_MS;
    const ended = await db
      .selectFrom('report_deliveries as d')
      .innerJoin('export_jobs as j', 'j.id', 'd.export_job_id')
      .select([
        'd.id',
        'd.subscription_id',
        'd.period_start',
        'j.id as job_id',
        'j.state as job_state',
        'j.title',
        'j.rows_done',
        'j.file_name',
        'j.format',
        'j.failure_key',
      ])
      .where('j.state', 'in', FINISHED_JOB_STATES)
      .where((eb) =>
        eb.or([
          eb('d.state', '=', 'running'),
          eb.and([eb('d.state', '=', 'finishing'), eb('d.finishing_at', '<', claimedBefore)]),
        ]),
      )
      .execute();
    for (const row of ended) {
      const claim = await db
        .updateTable('report_deliveries')
        .set({ state: 'finishing', finishing_at: now() })
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'running'),
            eb.and([eb('state', '=', 'finishing'), eb('finishing_at', '<', claimedBefore)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      const sub = await db
        .selectFrom('report_subscriptions')
        .selectAll()
        .where('id', '=', row.subscription_id)
        .executeTakeFirst();
      if (!sub) continue;
      if (row.job_state !== 'succeeded') {
        await fail(
          sub,
          row.id,
          Number(row.period_start),
          row.title,
          row.failure_key ?? 'errors.exportFailed',
        );
        continue;
      }
      const at = now();
      const params = { title: row.title, rows: row.rows_done, days: EXPORT_KEEP_DAYS };
      await tell(sub, row.id, 'reportDelivered', params, at);
      await mail(sub, row.id, 'reportDelivered', params, {
        name: row.file_name,
        path: options.fileOf(row.job_id, row.format),
      });
      await db
        .updateTable('report_deliveries')
        .set({ state: 'succeeded', finished_at: at })
        .where('id', '=', row.id)
        .execute();
      await db
        .updateTable('report_subscriptions')
        .set({
          state: 'succeeded',
          failure_key: null,
          last_period_start: Number(row.period_start),
          last_delivered_at: at,
        })
        .where('id', '=', sub.id)
        .execute();
    }
  }

  function finish(): Promise<void> {
    finishing ??= finishOnce().finally(() => (finishing = null));
    return finishing;
  }

  return {
    async start() {
      for (const kind of SUBSCRIPTION_KINDS)
        await options.scheduler.register({
          name: subscriptionJobName(kind),
          schedule: SUBSCRIPTION_SCHEDULES[kind],
          run: (runFor) => run(kind, runFor),
        });
      const every = options.finishEveryMs ?? 5000;
      if (every > 0) {
        timer = setInterval(() => {
          finish().catch((err: unknown) => logger.warn({ err }, 'report deliveries not finished'));
        }, every);
        timer.unref();
      }
    },
    run,
    finish,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
