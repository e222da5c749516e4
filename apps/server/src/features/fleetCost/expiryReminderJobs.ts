import {
  chinaDayStart,
  daysToExpiry,
  formatChinaDate,
  type ExpiryReminderKind,
  type ExpiryReminderSetting,
} from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import type { PipelineLogger } from '../../pipeline/pipelineLogger';
import type { Scheduler } from '../../scheduler/createScheduler';
import { noticeColumns } from '../message/platformNotice';
import { maintenanceReminders, tyreReminders } from '../fleetMaintenance/upkeepReminders';
import { enabledSettings } from './expiryReminderStore';
import { dueReminderKey, reachedReminder, type DueReminder, type ReminderSource } from './reminderSource';

/** The reminder run's job: hourly (China time), so a reminder falls due within the hour of its day starting (or of a reported odometer reaching it). */
export const EXPIRY_REMINDER_JOB = 'expiryReminders';
const SCHEDULE = '0 * * * *';
const DAY_MS = 86_400_000;
/** Message-centre source of expiry reminders: a listed notice (not one of the floating box's sources). */
const MESSAGE_SOURCE = 5;

export type ReminderMailer = (to: string, subject: string, body: string) => Promise<void>;

export interface ExpiryReminderJobsOptions {
  db: Database;
  scheduler: Scheduler;
  logger: PipelineLogger;
  /** E-mail (the alarm notices' SMTP sender); absent: e-mails are counted as failed and logged. */
  sendEmail?: ReminderMailer | undefined;
  now?: () => number;
}

export interface ExpiryReminderJobs {
  start(): Promise<void>;
  /** One run (what the job does for its occurrence); resolves when every due reminder has been sent. */
  run(): Promise<void>;
}

/** Where each dated kind keeps its records, what names one in a notice, and which notice and page tell of it. */
const DATED = {
  insurance: {
    table: 'insurance_policies',
    typeColumn: 'insurance_type',
    labelColumn: 'policy_no',
    labelParam: 'policyNo',
    noticeKey: 'insuranceExpiring',
    businessUrl: '/tmsInsurance',
  },
  certificate: {
    table: 'vehicle_certificates',
    typeColumn: 'kind',
    labelColumn: 'certificate_no',
    labelParam: 'certificateNo',
    noticeKey: 'certificateExpiring',
    businessUrl: '/tmsCertificate',
  },
  // A fee is named by its type, which the notice translates in the reader's language.
  fee: {
    table: 'vehicle_fees',
    typeColumn: 'fee_type',
    labelColumn: 'fee_type',
    labelParam: 'feeType',
    noticeKey: 'feeExpiring',
    businessUrl: '/tmsShipTax',
  },
} as const;

/** Current records of a dated kind (no newer one of the same vehicle and type) not yet expired, by time. */
function expirySource(kind: keyof typeof DATED): ReminderSource {
  const s = DATED[kind];
  return async (db, companyId, setting, at) => {
    const today = chinaDayStart(at);
    const horizon = Math.max(...setting.daysBefore);
    const rows = await sql<{ id: number; plate: string; label: string; end_day: number }>`
      select t.id, v.plate, ${sql.ref(`t.${s.labelColumn}`)} as label, t.end_day
      from ${sql.table(s.table)} t join vehicles v on v.id = t.vehicle_id
      where t.company_id = ${companyId} and t.end_day >= ${today} and t.end_day <= ${today + horizon * DAY_MS}
        and not exists (select 1 from ${sql.table(s.table)} o where o.vehicle_id = t.vehicle_id
          and ${sql.ref(`o.${s.typeColumn}`)} = ${sql.ref(`t.${s.typeColumn}`)} and o.end_day > t.end_day)
      order by t.end_day, t.id`.execute(db);
    return rows.rows.flatMap((r): DueReminder[] => {
      const endDay = Number(r.end_day);
      const daysLeft = daysToExpiry(endDay, at);
      const before = reachedReminder(setting.daysBefore, daysLeft);
      if (before === null) return [];
      return [
        {
          recordId: Number(r.id),
          way: 'days',
          before,
          dueMark: endDay - before * DAY_MS,
          noticeKey: s.noticeKey,
          params: {
            plate: r.plate,
            [s.labelParam]: r.label,
            endDay: formatChinaDate(endDay),
            days: daysLeft,
          },
          businessUrl: s.businessUrl,
        },
      ];
    });
  };
}

const SOURCES: Record<ExpiryReminderKind, ReminderSource> = {
  insurance: expirySource('insurance'),
  certificate: expirySource('certificate'),
  maintenance: maintenanceReminders,
  tyre: tyreReminders,
  fee: expirySource('fee'),
};

/**
 * Reminders of insurance policies, certificates, taxes and fees, maintenance and tyres, run by the restart-safe scheduler. For each
 * enabled setting, each record whose due figures have reached a reminder (its kind's source says which) gets that
 * reminder once: the send row with its unique key and the message-centre rows of the contacts are written in one
 * transaction (a key already taken — an earlier run, another process, a run repeated after a restart — sends
 * nothing), then the contacts with an e-mail address are mailed when the setting asks.
 */
export function createExpiryReminderJobs(options: ExpiryReminderJobsOptions): ExpiryReminderJobs {
  const { db, scheduler, logger } = options;
  const now = options.now ?? Date.now;
  const mailT = createI18n().t;

  async function remind(
    companyId: number,
    setting: ExpiryReminderSetting,
    due: DueReminder,
    at: number,
  ): Promise<void> {
    const key = dueReminderKey(setting.kind, due);
    const { params, noticeKey } = due;
    const contacts = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('company_id', '=', companyId)
      .where('id', 'in', setting.contactIds)
      .where('disabled', '=', 0)
      .execute();
    const toMessages = setting.methods.includes('message');
    const sendId = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('expiry_reminder_sends')
        .values({
          send_key: key,
          company_id: companyId,
          kind: setting.kind,
          record_id: due.recordId,
          days_before: due.way === 'days' ? due.before : 0,
          km_before: due.way === 'km' ? due.before : null,
          due_day: due.way === 'days' ? due.dueMark : chinaDayStart(at),
          sent_at: at,
          messages: toMessages ? contacts.length : 0,
        })
        .onConflict((oc) => oc.column('send_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return null;
      if (toMessages && contacts.length > 0)
        await trx
          .insertInto('messages')
          .values(
            contacts.map((c) => ({
              company_id: companyId,
              user_id: c.id,
              source: MESSAGE_SOURCE,
              msg_type: 'notice',
              ...noticeColumns(noticeKey, params),
              business_url: due.businessUrl,
              pub_time: at,
              read_at: null,
            })),
          )
          .execute();
      return claimed.id;
    });
    if (sendId === null || !setting.methods.includes('email')) return;
    let sent = 0;
    let failed = 0;
    const subject = mailT(`notices.${noticeKey}.title`, params);
    const body = mailT(`notices.${noticeKey}.content`, params);
    for (const c of contacts.filter((u) => u.email !== '')) {
      try {
        if (!options.sendEmail) throw new Error('no SMTP server configured (ROADWATCH_SMTP_URL)');
        await options.sendEmail(c.email, subject, body);
        sent += 1;
      } catch (err) {
        failed += 1;
        logger.warn({ err, key, userId: c.id }, 'expiry reminder e-mail not sent');
      }
    }
    await db
      .updateTable('expiry_reminder_sends')
      .set({ emails: sent, email_failures: failed })
      .where('id', '=', sendId)
      .execute();
  }

  async function run(): Promise<void> {
    const at = now();
    for (const { companyId, setting } of await enabledSettings(db))
      for (const due of await SOURCES[setting.kind](db, companyId, setting, at))
        await remind(companyId, setting, due, at);
  }

  return {
    run,
    async start() {
      await scheduler.register({ name: EXPIRY_REMINDER_JOB, schedule: SCHEDULE, run: () => run() });
    },
  };
}
