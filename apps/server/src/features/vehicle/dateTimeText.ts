import type { DateTimeText } from '@roadwatch/core';
import type { TFunction } from 'i18next';

// Display times are the company's wall clock: China Standard Time, which has no daylight saving.
const GMT8_MS = 8 * 3_600_000;

/** The seeds' "no end" marker: an end time containing 1900 (seed 000 §3). */
export const NO_END_TEXT: DateTimeText = '1900-01-01 00:00:00';

/** `YYYY-MM-DD HH:mm:ss` in GMT+8. */
export function dateTimeText(epochMs: number): DateTimeText {
  return new Date(epochMs + GMT8_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2小时5分" / "2 h 5 min": hours and minutes above an hour, minutes and seconds above a minute. */
export function durationText(t: TFunction, ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return t('vehicle.duration.hours', { h, m });
  if (m > 0) return t('vehicle.duration.minutes', { m, s });
  return t('vehicle.duration.seconds', { s });
}
