import { describe, expect, it } from 'vitest';
import { deriveExpiryStatus, daysToExpiry, firstReminderDays, type ExpiryStatus } from './expiryStatus';

const DAY = 86_400_000;
// 2026-11-27 10:00 China time.
const NOW = Date.parse('2026-11-27T10:00:00+08:00');
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

describe('deriveExpiryStatus', () => {
  const cases: [string, string, string, ExpiryStatus][] = [
    // [expiry day, newest expiry of the same vehicle and type, why, status]
    ['2027-06-01', '2027-06-01', 'far from expiry', 'normal'],
    ['2026-12-28', '2026-12-28', '31 days left', 'normal'],
    ['2026-12-27', '2026-12-27', '30 days left (the bound)', 'aboutToExpire'],
    ['2026-12-26', '2026-12-26', '29 days left', 'aboutToExpire'],
    ['2026-11-27', '2026-11-27', 'expires today', 'aboutToExpire'],
    ['2026-11-26', '2026-11-26', 'expired yesterday', 'expired'],
    ['2025-01-01', '2025-01-01', 'long expired', 'expired'],
    ['2026-12-26', '2027-12-26', 'an older record than the newest', 'historical'],
    ['2025-01-01', '2027-12-26', 'an expired older record', 'historical'],
  ];
  it.each(cases)('expiry %s, newest %s (%s) → %s', (end, newest, _why, status) => {
    expect(deriveExpiryStatus({ endDay: day(end), newestEndDay: day(newest) }, NOW)).toBe(status);
  });

  const warning: [string, number, string, ExpiryStatus][] = [
    // [expiry day, first reminder (days before; 0 none), why, status]
    ['2027-01-26', 60, '60 days left, first reminder 60 days before (its first day)', 'earlyWarning'],
    ['2027-01-27', 60, '61 days left, first reminder 60 days before', 'normal'],
    ['2026-12-28', 60, '31 days left, first reminder 60 days before (the last day)', 'earlyWarning'],
    ['2026-12-27', 60, '30 days left: about to expire wins', 'aboutToExpire'],
    ['2026-12-28', 0, '31 days left, no reminders set', 'normal'],
    ['2026-12-28', 30, '31 days left, first reminder 30 days before', 'normal'],
    ['2026-12-28', 31, '31 days left, first reminder 31 days before', 'earlyWarning'],
    ['2026-11-26', 60, 'expired yesterday: expired wins', 'expired'],
  ];
  it.each(warning)('expiry %s with a first reminder %i days before (%s) → %s', (end, first, _why, status) => {
    expect(
      deriveExpiryStatus({ endDay: day(end), newestEndDay: day(end), firstReminderDays: first }, NOW),
    ).toBe(status);
  });

  it('keeps an older record historical whatever the reminders', () => {
    expect(
      deriveExpiryStatus(
        { endDay: day('2026-12-28'), newestEndDay: day('2027-12-28'), firstReminderDays: 90 },
        NOW,
      ),
    ).toBe('historical');
  });

  it('takes the most days before of an enabled setting as its first reminder', () => {
    expect(firstReminderDays({ enabled: true, daysBefore: [7, 90, 30] })).toBe(90);
    expect(firstReminderDays({ enabled: false, daysBefore: [90] })).toBe(0);
    expect(firstReminderDays(null)).toBe(0);
  });

  it('counts whole China days whatever the hour', () => {
    expect(daysToExpiry(day('2026-11-28'), day('2026-11-27') + DAY - 1)).toBe(1);
    expect(daysToExpiry(day('2026-11-27'), day('2026-11-27') + DAY - 1)).toBe(0);
  });
});
