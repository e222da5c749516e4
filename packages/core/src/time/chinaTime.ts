/**
 * The platform's one clock: companies are in China, so display times, "today" and calendar days are China
 * Standard Time (GMT+8, no daylight saving) whatever the zone of the browser or the server. Every date-time text
 * a user reads comes from here, so the popover, the dialogs and the grids always agree.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** IANA name of the same zone, for Intl formatters (clocks in the reader's language). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** GMT+8 day number of an epoch time: whole days since 1970-01-01 in China. */
export function chinaDayNumber(time: number): number {
  return Math.floor((time + CHINA_OFFSET_MS) / DAY_MS);
}

/** Epoch time at which a GMT+8 day number starts. */
export function dayNumberStart(day: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS;
}

/** Start (epoch ms) of the GMT+8 calendar day containing `time`. */
export function chinaDayStart(time: number): number {
  return dayNumberStart(chinaDayNumber(time));
}

/** The GMT+8 day containing `now`, from its first to its last millisecond. */
export function chinaTodayRange(now: number): { bTime: number; eTime: number } {
  const bTime = chinaDayStart(now);
  return { bTime, eTime: bTime + DAY_MS - 1 };
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The day part of the last time formatted: an export formats a million times of a few days, in order. */
let lastDay = Number.NaN;
let lastDayText = '';

/** `YYYY-MM-DD HH:mm:ss` in GMT+8, the platform's date-time text; '' for no time (null, undefined or 0). */
export function formatChinaTime(epochMs: number | null | undefined): string {
  if (!epochMs) return '';
  const local = epochMs + CHINA_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (day !== lastDay) {
    // Throws a RangeError for a time no date can hold, as the Date it comes from does.
    lastDayText = new Date(local).toISOString().slice(0, 10);
    lastDay = day;
  }
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  return `${lastDayText} ${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** `YYYY-MM-DD` of the GMT+8 day containing `epochMs`. */
export function formatChinaDate(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYYMMDD' of the GMT+8 day containing `time` (order and plan numbers). */
export function chinaDateStamp(time: number): string {
  return formatChinaDate(time).replaceAll('-', '');
}
