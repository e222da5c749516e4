import type { ExpiryReminderKind, ExpiryReminderSetting, NoticeKey, NoticeParams } from '@roadwatch/core';
import type { Database } from '../../db/connect';

/**
 * A reminder a record has reached: by time (`before` days before the due day `dueMark`) or by mileage (`before` km
 * before the due mileage `dueMark`), with the notice that tells of it.
 */
export interface DueReminder {
  recordId: number;
  way: 'days' | 'km';
  before: number;
  dueMark: number;
  noticeKey: NoticeKey;
  params: NoticeParams;
  businessUrl: string;
}

/** The reminders the records of one kind have reached for a company's setting at `at`. */
export type ReminderSource = (
  db: Database,
  companyId: number,
  setting: ExpiryReminderSetting,
  at: number,
) => Promise<DueReminder[]>;

/** The reminder a record has reached: the smallest "before" not below what is left (null: none yet). */
export function reachedReminder(before: readonly number[], left: number): number | null {
  const reached = before.filter((d) => d >= left);
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

/** The send key of a due reminder; one by mileage names the due mileage, so a changed cycle is a new reminder. */
export function dueReminderKey(kind: ExpiryReminderKind, due: DueReminder): string {
  return due.way === 'days'
    ? reminderSendKey(kind, due.recordId, due.before, due.dueMark)
    : `${kind}:${due.recordId}:km${due.before}:${due.dueMark}`;
}
