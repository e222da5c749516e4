import { formatChinaDate } from '@roadwatch/core';

/** The China month (YYYY-MM) of a time. */
export const chinaMonthOf = (time: number): string => formatChinaDate(time).slice(0, 7);

/** Every China month from the one of `start` to the one of `end`, in order. */
export function chinaMonthsBetween(start: number, end: number): string[] {
  const last = chinaMonthOf(end);
  const months: string[] = [];
  let [year, month] = chinaMonthOf(start).split('-').map(Number) as [number, number];
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
