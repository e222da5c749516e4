import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './formatClock';

// Thursday 26 November 2026, 08:05:09 in China (00:05:09 UTC): the wall reads China time in any zone.
const THURSDAY = Date.UTC(2026, 10, 26, 0, 5, 9);

describe('header clock', () => {
  it('separates the date from its weekday in both languages', () => {
    expect(formatDate(THURSDAY, 'zh-CN')).toBe('2026/11/26 周四');
    expect(formatDate(THURSDAY, 'en-US')).toBe('Thu, 11/26/2026');
  });

  it('shows China time on a 24-hour clock', () => {
    expect(formatTime(THURSDAY, 'zh-CN')).toBe('08:05:09');
    expect(formatTime(THURSDAY, 'en-US')).toBe('08:05:09');
  });
});
