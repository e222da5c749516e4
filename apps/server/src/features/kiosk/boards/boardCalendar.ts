/**
 * Calendar of the boards: days, weeks and months are China's (GMT+8), whatever the server's time zone, like the
 * seed's "today". Day numbers are whole days since the epoch in GMT+8, so SQL can bucket times with integer
 * division on both SQLite and PostgreSQL.
 */
import { DAY_MS } from '@roadwatch/core';

export { CHINA_OFFSET_MS, DAY_MS, chinaDayNumber, chinaDayStart, dayNumberStart } from '@roadwatch/core';

/** 'YYYY-MM-DD' of a GMT+8 day number. */
export function dayLabel(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a GMT+8 day number. */
export function monthLabel(day: number): string {
  return dayLabel(day).slice(0, 7);
}

/** First GMT+8 day number of the month containing `day`. */
export function monthStartDay(day: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
}

/** Monday of the ISO week containing `day`. */
export function weekStartDay(day: number): number {
  // Day 0 (1970-01-01) was a Thursday.
  return day - ((day + 3) % 7);
}

/** The first day of the month `back` months before the month containing `day`. */
export function monthsBackStartDay(day: number, back: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) / DAY_MS;
}
