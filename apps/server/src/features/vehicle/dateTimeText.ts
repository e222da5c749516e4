import type { DateTimeText } from '@roadwatch/core';
import type { TFunction } from 'i18next';

/** The seeds' "no end" marker: an end time containing 1900 (seed 000 §3). */
export const NO_END_TEXT: DateTimeText = '1900-01-01 00:00:00';

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
