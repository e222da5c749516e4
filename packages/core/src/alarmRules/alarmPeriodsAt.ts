import { CHINA_OFFSET_MS } from '../time/chinaTime';
import type { AlarmPeriod } from './alarmRuleParts';

const DAY_MS = 86_400_000;

function minuteOf(text: string): number {
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/**
 * Whether an alarm counts at `epochMs`: no periods means all day; otherwise the China time of day must fall in
 * one period, its end minute included (08:00–18:00 holds 18:00:59).
 */
export function inAlarmPeriods(periods: readonly AlarmPeriod[], epochMs: number): boolean {
  if (periods.length === 0) return true;
  const minute = Math.floor(((((epochMs + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  return periods.some((p) => minute >= minuteOf(p.start) && minute <= minuteOf(p.end));
}
