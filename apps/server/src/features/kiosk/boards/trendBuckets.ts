import type { TrendWindow } from '@roadwatch/core';
import { chinaDayNumber, dayLabel, monthLabel, monthsBackStartDay, weekStartDay } from './boardCalendar';

export interface TrendBuckets {
  /** First GMT+8 day number the window covers. */
  fromDay: number;
  labels: string[];
  /** Index of the bucket a day falls in, or -1 outside the window. */
  indexOf(day: number): number;
}

/** The buckets of a risk-trend window ending today: 7 or 15 days, 13 ISO weeks, 12 calendar months. */
export function trendBuckets(window: TrendWindow, now: number): TrendBuckets {
  const today = chinaDayNumber(now);
  if (window === '7d' || window === '15d') {
    const n = window === '7d' ? 7 : 15;
    const fromDay = today - n + 1;
    return {
      fromDay,
      labels: Array.from({ length: n }, (_, i) => dayLabel(fromDay + i)),
      indexOf: (day) => (day >= fromDay && day <= today ? day - fromDay : -1),
    };
  }
  if (window === '13w') {
    const fromDay = weekStartDay(today) - 12 * 7;
    return {
      fromDay,
      labels: Array.from({ length: 13 }, (_, i) => dayLabel(fromDay + i * 7)),
      indexOf: (day) => (day >= fromDay && day <= today ? Math.floor((day - fromDay) / 7) : -1),
    };
  }
  const starts = Array.from({ length: 12 }, (_, i) => monthsBackStartDay(today, 11 - i));
  const fromDay = starts[0] as number;
  return {
    fromDay,
    labels: starts.map(monthLabel),
    indexOf: (day) => {
      if (day < fromDay || day > today) return -1;
      let i = starts.length - 1;
      while (i > 0 && (starts[i] as number) > day) i -= 1;
      return i;
    },
  };
}
