import { chinaDayStart } from '../../time/chinaTime';

/** How close to its expiry a policy or certificate counts as "about to expire" (days, its expiry day included). */
export const NEAR_EXPIRY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The status of a dated record (insurance policy, certificate): an older record of the same vehicle and type than
 * the newest is historical; of the newest, one whose expiry day has passed is expired, one expiring within
 * NEAR_EXPIRY_DAYS is about to expire, any other is normal.
 */
export const EXPIRY_STATUSES = ['normal', 'aboutToExpire', 'expired', 'historical'] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

export interface ExpiryFacts {
  /** The record's expiry day (epoch ms of that China day's midnight; the day itself is still covered). */
  endDay: number;
  /** The latest expiry day among the records of the same vehicle and type (this one included). */
  newestEndDay: number;
}

/** Whole days from today (China) to the expiry day: 0 on the expiry day, negative once it has passed. */
export function daysToExpiry(endDay: number, now: number): number {
  return Math.round((chinaDayStart(endDay) - chinaDayStart(now)) / DAY_MS);
}

/** The expiry day that starts the "about to expire" window of `now` (records ending on or before it are near). */
export function nearExpiryLastDay(now: number): number {
  return chinaDayStart(now) + NEAR_EXPIRY_DAYS * DAY_MS;
}

export function deriveExpiryStatus(facts: ExpiryFacts, now: number): ExpiryStatus {
  if (facts.endDay < facts.newestEndDay) return 'historical';
  const days = daysToExpiry(facts.endDay, now);
  if (days < 0) return 'expired';
  if (days <= NEAR_EXPIRY_DAYS) return 'aboutToExpire';
  return 'normal';
}
