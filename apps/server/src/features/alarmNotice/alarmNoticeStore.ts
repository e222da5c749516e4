import {
  ALARM_NOTICE_LIMITS,
  HANDLE_STATUS,
  chinaDayNumber,
  type AlarmNoticeChannel,
  type AlarmNoticeInput,
  type AlarmNoticeReason,
} from '@roadwatch/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/connect';
import type { DB } from '../../db/schema.gen';
import { roundDeliveries } from './roundDeliveries';

/** A claim older than this belongs to a sender that died (a crash, a lost instance); another may take the row. */
export const CLAIM_STALE_MS = 5 * 60_000;
/** Wait before the 2nd and the 3rd try of a delivery. */
export const RETRY_DELAYS_MS = [30_000, 120_000] as const;

export interface QueuedNotice {
  id: number;
  vehicle_id: number;
  alarm_guid: string;
  company_id: number;
  round: number;
  channel: string;
  recipient: string;
  attempt_no: number;
  subject: string;
  body: string;
  tts: number;
}

/**
 * Counts one notice of a vehicle on the China day of `now` unless the day's cap is reached: one statement, so
 * parallel notices (or instances) never pass the cap together. True when the notice may be sent.
 */
async function countDailyNotice(
  trx: Transaction<DB>,
  vehicleId: number,
  now: number,
  max: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('alarm_notice_daily')
    .values({ vehicle_id: vehicleId, day: chinaDayNumber(now), count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['vehicle_id', 'day'])
        .doUpdateSet({ count: sql<number>`alarm_notice_daily.count + 1` })
        .where('alarm_notice_daily.count', '<', max),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** The vehicle's cap for this alarm's notices: the setting's own, never above the platform's 20. */
function dailyNoticeMax(input: AlarmNoticeInput): number {
  const own = input.perVehiclePerDayMax;
  const max = ALARM_NOTICE_LIMITS.perVehiclePerDay;
  return own !== undefined && Number.isInteger(own) && own >= 1 ? Math.min(own, max) : max;
}

/** Writes one round's rows; a round that would send anything counts against the vehicle's daily cap. */
export async function writeRound(
  trx: Transaction<DB>,
  input: AlarmNoticeInput,
  round: number,
  configured: ReadonlySet<AlarmNoticeChannel>,
  now: number,
): Promise<void> {
  let rows = roundDeliveries(input, round, configured);
  if (
    rows.some((r) => r.status === 'queued') &&
    !(await countDailyNotice(trx, input.alarm.vehicleId, now, dailyNoticeMax(input)))
  ) {
    rows = rows.map((r) =>
      r.status === 'queued'
        ? { ...r, status: 'skipped', reason: 'dailyLimit' satisfies AlarmNoticeReason }
        : r,
    );
  }
  if (rows.length === 0) return;
  await trx
    .insertInto('alarm_notifications')
    .values(
      rows.map((r) => ({
        company_id: input.alarm.companyId,
        vehicle_id: input.alarm.vehicleId,
        alarm_guid: input.alarm.guid,
        round,
        channel: r.channel,
        recipient: r.recipient,
        attempt_no: 1,
        status: r.status,
        reason: r.reason,
        subject: r.subject,
        body: r.body,
        tts: r.tts ? 1 : 0,
        next_try_at: r.status === 'queued' ? now : null,
        settled_at: r.status === 'queued' ? null : now,
        created_at: now,
      })),
    )
    .execute();
}

/** Records an alarm's plan and its first round; false when the alarm was already notified. */
export async function openAlarmNotice(
  db: Database,
  input: AlarmNoticeInput,
  configured: ReadonlySet<AlarmNoticeChannel>,
  now: number,
): Promise<boolean> {
  const reminders = input.reminders;
  const total = reminders
    ? Math.max(0, Math.min(ALARM_NOTICE_LIMITS.remindersMax, Math.floor(reminders.count)))
    : 0;
  const intervalMs = reminders ? Math.max(1, Math.floor(reminders.intervalMinutes)) * 60_000 : 0;
  return db.transaction().execute(async (trx) => {
    const plan = await trx
      .insertInto('alarm_notice_plans')
      .values({
        alarm_guid: input.alarm.guid,
        company_id: input.alarm.companyId,
        vehicle_id: input.alarm.vehicleId,
        payload: JSON.stringify(input),
        reminders_total: total,
        reminders_sent: 0,
        interval_ms: intervalMs,
        next_at: total > 0 ? now + intervalMs : null,
        done_at: total > 0 ? null : now,
        created_at: now,
      })
      .onConflict((oc) => oc.column('alarm_guid').doNothing())
      .returning('alarm_guid')
      .executeTakeFirst();
    if (!plan) return false;
    await writeRound(trx, input, 0, configured, now);
    return true;
  });
}

/**
 * Sends the reminders that are due: while the alarm is unhandled, the next round (claimed by its number, so two
 * instances never send the same reminder); a handled, ignored or vanished alarm ends its reminders.
 */
export async function runDueReminders(
  db: Database,
  configured: ReadonlySet<AlarmNoticeChannel>,
  now: number,
  limit = 100,
): Promise<number> {
  const due = await db
    .selectFrom('alarm_notice_plans as p')
    .leftJoin('alarms as a', 'a.guid', 'p.alarm_guid')
    .select([
      'p.alarm_guid',
      'p.payload',
      'p.reminders_sent',
      'p.reminders_total',
      'p.interval_ms',
      'a.handle_status',
    ])
    .where('p.done_at', 'is', null)
    .where('p.next_at', '<=', now)
    .orderBy('p.next_at')
    .limit(limit)
    .execute();
  let sent = 0;
  for (const plan of due) {
    if (plan.handle_status !== HANDLE_STATUS.unprocessed) {
      await db
        .updateTable('alarm_notice_plans')
        .set({ done_at: now, next_at: null })
        .where('alarm_guid', '=', plan.alarm_guid)
        .where('done_at', 'is', null)
        .execute();
      continue;
    }
    const round = plan.reminders_sent + 1;
    const last = round >= plan.reminders_total;
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('alarm_notice_plans')
        .set({
          reminders_sent: round,
          next_at: last ? null : now + Number(plan.interval_ms),
          done_at: last ? now : null,
        })
        .where('alarm_guid', '=', plan.alarm_guid)
        .where('reminders_sent', '=', plan.reminders_sent)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      await writeRound(trx, JSON.parse(plan.payload) as AlarmNoticeInput, round, configured, now);
      sent += 1;
    });
  }
  return sent;
}

/** Queued rows whose time has come and that no live sender holds, oldest first. */
export async function dueNotices(
  db: Database,
  now: number,
  limit: number,
  exclude: readonly number[],
): Promise<QueuedNotice[]> {
  let q = db
    .selectFrom('alarm_notifications')
    .select([
      'id',
      'vehicle_id',
      'alarm_guid',
      'company_id',
      'round',
      'channel',
      'recipient',
      'attempt_no',
      'subject',
      'body',
      'tts',
    ])
    .where('status', '=', 'queued')
    .where('next_try_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - CLAIM_STALE_MS)]))
    .orderBy('next_try_at')
    .orderBy('id')
    .limit(limit);
  if (exclude.length > 0) q = q.where('id', 'not in', [...exclude]);
  return q.execute();
}

/** Takes a queued row for this sender; false when another sender took it first. */
export async function claimNotice(db: Database, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('alarm_notifications')
    .set({ claimed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - CLAIM_STALE_MS)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSent(db: Database, id: number, now: number): Promise<void> {
  await db
    .updateTable('alarm_notifications')
    .set({ status: 'sent', reason: null, sent_at: now, settled_at: now, next_try_at: null })
    .where('id', '=', id)
    .execute();
}

/** A failed try: the row is settled failed, and a transient failure with tries left queues the next try. */
export async function recordFailure(
  db: Database,
  notice: QueuedNotice,
  failure: { reason: AlarmNoticeReason; transient: boolean; detail: string },
  now: number,
): Promise<void> {
  const retryIn = failure.transient ? RETRY_DELAYS_MS[notice.attempt_no - 1] : undefined;
  const retry = retryIn !== undefined && notice.attempt_no < ALARM_NOTICE_LIMITS.attemptsMax;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alarm_notifications')
      .set({
        status: 'failed',
        reason: failure.reason,
        detail: failure.detail,
        settled_at: now,
        next_try_at: null,
      })
      .where('id', '=', notice.id)
      .execute();
    if (!retry || retryIn === undefined) return;
    await trx
      .insertInto('alarm_notifications')
      .values({
        company_id: notice.company_id,
        vehicle_id: notice.vehicle_id,
        alarm_guid: notice.alarm_guid,
        round: notice.round,
        channel: notice.channel,
        recipient: notice.recipient,
        attempt_no: notice.attempt_no + 1,
        status: 'queued',
        reason: 'willRetry',
        subject: notice.subject,
        body: notice.body,
        tts: notice.tts,
        next_try_at: now + retryIn,
        created_at: now,
      })
      .execute();
  });
}
