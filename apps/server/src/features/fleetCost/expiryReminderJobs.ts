import {
  chinaDayStart,
  daysToExpiry,
  formatChinaDate,
  type ExpiryReminderKind,
  type ExpiryReminderSetting,
  type NoticeParams,
} from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import type { PipelineLogger } from '../../pipeline/pipelineLogger';
import type { Scheduler } from '../../scheduler/createScheduler';
import { noticeColumns } from '../message/platformNotice';
import { enabledSettings } from './expiryReminderStore';

/** The reminder run's job: hourly (China time), so a reminder falls due within the hour of its day starting. */
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

interface DueRecord {
  id: number;
  plate: string;
  number: string;
  endDay: number;
}

const SOURCES = {
  insurance: { table: 'insurance_policies', typeColumn: 'insurance_type', numberColumn: 'policy_no' },
  certificate: { table: 'vehicle_certificates', typeColumn: 'kind', numberColumn: 'certificate_no' },
} as const;

/** The reminder a record has reached: the smallest "days before" not below the days left (null: none yet). */
export function reachedReminder(daysBefore: readonly number[], daysLeft: number): number | null {
  const reached = daysBefore.filter((d) => d >= daysLeft);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** Unique per record, reminder and the day it fell due: a changed expiry day is a new reminder. */
export function reminderSendKey(
  kind: ExpiryReminderKind,
  recordId: number,
  daysBefore: number,
  dueDay: number,
): string {
  return `${kind}:${recordId}:${daysBefore}:${dueDay}`;
}

/**
 * Expiry reminders of insurance policies and certificates, run by the restart-safe scheduler. For each enabled
 * setting, each current record (no newer one of the same vehicle and type) not yet expired whose days left have
 * reached a reminder gets that reminder once: the send row with its unique key and the message-centre rows of the
 * contacts are written in one transaction (a key already taken — an earlier run, another process, a run repeated
 * after a restart — sends nothing), then the contacts with an e-mail address are mailed when the setting asks.
 */
export function createExpiryReminderJobs(options: ExpiryReminderJobsOptions): ExpiryReminderJobs {
  const { db, scheduler, logger } = options;
  const now = options.now ?? Date.now;
  const mailT = createI18n().t;

  async function dueRecords(companyId: number, kind: ExpiryReminderKind, horizonDays: number, at: number) {
    const s = SOURCES[kind];
    const today = chinaDayStart(at);
    const rows = await sql<{ id: number; plate: string; number: string; end_day: number }>`
      select t.id, v.plate, ${sql.ref(`t.${s.numberColumn}`)} as number, t.end_day
      from ${sql.table(s.table)} t join vehicles v on v.id = t.vehicle_id
      where t.company_id = ${companyId} and t.end_day >= ${today} and t.end_day <= ${today + horizonDays * DAY_MS}
        and not exists (select 1 from ${sql.table(s.table)} o where o.vehicle_id = t.vehicle_id
          and ${sql.ref(`o.${s.typeColumn}`)} = ${sql.ref(`t.${s.typeColumn}`)} and o.end_day > t.end_day)
      order by t.end_day, t.id`.execute(db);
    return rows.rows.map((r): DueRecord => ({
      id: Number(r.id),
      plate: r.plate,
      number: r.number,
      endDay: Number(r.end_day),
    }));
  }

  async function remind(
    companyId: number,
    setting: ExpiryReminderSetting,
    record: DueRecord,
    at: number,
  ): Promise<void> {
    const daysLeft = daysToExpiry(record.endDay, at);
    const reminder = reachedReminder(setting.daysBefore, daysLeft);
    if (reminder === null) return;
    const dueDay = record.endDay - reminder * DAY_MS;
    const key = reminderSendKey(setting.kind, record.id, reminder, dueDay);
    const params: NoticeParams = {
      plate: record.plate,
      [setting.kind === 'insurance' ? 'policyNo' : 'certificateNo']: record.number,
      endDay: formatChinaDate(record.endDay),
      days: daysLeft,
    };
    const noticeKey = setting.kind === 'insurance' ? 'insuranceExpiring' : 'certificateExpiring';
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
          record_id: record.id,
          days_before: reminder,
          due_day: dueDay,
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
              business_url: setting.kind === 'insurance' ? '/tmsInsurance' : '/tmsCertificate',
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
    for (const { companyId, setting } of await enabledSettings(db)) {
      const horizon = Math.max(...setting.daysBefore);
      for (const record of await dueRecords(companyId, setting.kind, horizon, at))
        await remind(companyId, setting, record, at);
    }
  }

  return {
    run,
    async start() {
      await scheduler.register({ name: EXPIRY_REMINDER_JOB, schedule: SCHEDULE, run: () => run() });
    },
  };
}
