import { chinaDayStart } from '../../time/chinaTime';

/** How close to its expiry a policy or certificate counts as "about to expire" (days, its expiry day included). */
export const NEAR_EXPIRY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The status of a dated record (insurance policy, certificate): an older record of the same vehicle and type than
 * the newest is historical; of the newest, one whose expiry day has passed is expired, one expiring within
 * NEAR_EXPIRY_DAYS is about to expire, one whose company's first reminder (the most days before the expiry of its
 * enabled reminder setting) has come is in early warning, any other is normal. Without reminders there is no early
 * warning; a first reminder of 30 days or fewer is inside the about-to-expire window and adds none.
 */
export const EXPIRY_STATUSES = ['normal', 'earlyWarning', 'aboutToExpire', 'expired', 'historical'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

export interface ExpiryFacts {
  /** The record's expiry day (epoch ms of that China day's midnight; the day itself is still covered). */
  endDay: number;
  /** The latest expiry day among the records of the same vehicle and type (this one included). */
  newestEndDay: number;
  /** Days before the expiry of the company's first reminder for this kind (0 or absent: no reminders set). */
  firstReminderDays?: number;
}

/** Whole days from today (China) to the expiry day: 0 on the expiry day, negative once it has passed. */
export function daysToExpiry(endDay: number, now: number): number {
  return Math.round((chinaDayStart(endDay) - chinaDayStart(now)) / DAY_MS);
}

/** The expiry day that starts the "about to expire" window of `now` (records ending on or before it are near). */
export function nearExpiryLastDay(now: number): number {
  return chinaDayStart(now) + NEAR_EXPIRY_DAYS * DAY_MS;
}

/** The first reminder of an enabled setting: its most days before the expiry (0 when off or without reminders). */
export function firstReminderDays(
  setting: { enabled: boolean; daysBefore: readonly number[] } | null,
): number {
  return setting?.enabled ? Math.max(0, ...setting.daysBefore) : 0;
}

export function deriveExpiryStatus(facts: ExpiryFacts, now: number): ExpiryStatus {
  if (facts.endDay < facts.newestEndDay) return 'historical';
  const days = daysToExpiry(facts.endDay, now);
  if (days < 0) return 'expired';
  if (days <= NEAR_EXPIRY_DAYS) return 'aboutToExpire';
  if (days <= (facts.firstReminderDays ?? 0)) return 'earlyWarning';
  return 'normal';
}
