import { describe, expect, it } from 'vitest';
import { formatChinaTime } from '../time/chinaTime';
import { subscriptionPeriod } from './reportSubscription';

/** 07:00 China time on a China date. */
const at7 = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 7 - 8);
const period = (kind: 'daily' | 'weekly' | 'monthly', runFor: number) => {
  const p = subscriptionPeriod(kind, runFor);
  return [formatChinaTime(p.start), formatChinaTime(p.end)];
};

describe('subscription periods (China time)', () => {
  it('daily: the previous day', () => {
    expect(period('daily', at7(2026, 11, 28))).toEqual(['2026-11-27 00:00:00', '2026-11-28 00:00:00']);
    expect(period('daily', at7(2026, 3, 1))).toEqual(['2026-02-28 00:00:00', '2026-03-01 00:00:00']);
  });

  it('weekly on Monday: the previous Monday to Sunday', () => {
    // 2026-11-30 is a Monday.
    expect(period('weekly', at7(2026, 11, 30))).toEqual(['2026-11-23 00:00:00', '2026-11-30 00:00:00']);
    // A run missed and made up on Wednesday still delivers the week before its Monday.
    expect(period('weekly', at7(2026, 12, 2))).toEqual(['2026-11-23 00:00:00', '2026-11-30 00:00:00']);
  });

  it('monthly on the 1st: the previous month, across a year', () => {
    expect(period('monthly', at7(2026, 12, 1))).toEqual(['2026-11-01 00:00:00', '2026-12-01 00:00:00']);
    expect(period('monthly', at7(2027, 1, 1))).toEqual(['2026-12-01 00:00:00', '2027-01-01 00:00:00']);
  });

  it('judges the day in China, not UTC (00:30 China time is the previous UTC day)', () => {
    const justAfterMidnight = Date.UTC(2026, 10, 27, 16, 30); // 2026-11-28 00:30 China
    expect(period('daily', justAfterMidnight)).toEqual(['2026-11-27 00:00:00', '2026-11-28 00:00:00']);
  });
});
