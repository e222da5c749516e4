/** Demo companies are in China: "today" and night parking follow GMT+8 whatever the server's time zone. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Start (epoch ms) of the GMT+8 calendar day containing `time`. */
export function chinaDayStart(time: number): number {
  return Math.floor((time + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

/** 'YYYYMMDD' of the GMT+8 calendar day containing `time` (order and plan numbers). */
export function chinaDateStamp(time: number): string {
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
