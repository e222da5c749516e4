import { describe, expect, it } from 'vitest';
import { deriveExpiryStatus, daysToExpiry, type ExpiryStatus } from './expiryStatus';

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

  it('counts whole China days whatever the hour', () => {
    expect(daysToExpiry(day('2026-11-28'), day('2026-11-27') + DAY - 1)).toBe(1);
    expect(daysToExpiry(day('2026-11-27'), day('2026-11-27') + DAY - 1)).toBe(0);
  });
});
