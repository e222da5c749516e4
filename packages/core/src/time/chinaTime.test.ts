import { describe, expect, it } from 'vitest';
import { chinaDayStart, chinaTodayRange, formatChinaDate, formatChinaTime } from './chinaTime';

const AT = Date.parse('2026-11-26T04:12:05Z');

describe('China time', () => {
  it('shows an instant as the wall clock in China whatever the machine zone', () => {
    expect(formatChinaTime(AT)).toBe('2026-11-26 12:12:05');
    expect(formatChinaDate(Date.parse('2026-11-26T16:30:00Z'))).toBe('2026-11-27');
  });

  it('shows each second of days in and out of order as the calendar does', () => {
    const byDate = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const start = Date.parse('2026-02-27T15:59:58Z');
    // Across midnight in China, the leap day and the end of a month, forwards then jumping about.
    const times = Array.from({ length: 3000 }, (_, i) => start + i * 997);
    times.push(...times.map((_, i) => start + ((i * 7919) % 400) * 86_399_123));
    times.push(Date.parse('1999-12-31T16:00:00Z'), 1, Date.parse('2026-11-26T15:59:59.999Z'));
    for (const t of times) expect(formatChinaTime(t)).toBe(byDate(t));
  });

  it('shows nothing for a missing time', () => {
    expect(formatChinaTime(null)).toBe('');
    expect(formatChinaTime(undefined)).toBe('');
    expect(formatChinaTime(0)).toBe('');
  });

  it('starts the day at midnight in China', () => {
    expect(chinaDayStart(AT)).toBe(Date.parse('2026-11-26T00:00:00+08:00'));
    expect(chinaTodayRange(Date.parse('2026-11-26T17:00:00Z'))).toEqual({
      bTime: Date.parse('2026-11-27T00:00:00+08:00'),
      eTime: Date.parse('2026-11-27T23:59:59.999+08:00'),
    });
  });
});
