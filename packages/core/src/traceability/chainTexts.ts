import type { TFunction } from 'i18next';

/** A temperature as reports print it: one decimal place. */
export function chainTemperature(valueC: number): string {
  return valueC.toFixed(1);
}

/** A time out of range in hours and minutes (whole minutes, rounded down). */
export function chainDurationText(t: TFunction, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t('traceability.duration.hm', { h, m }) : t('traceability.duration.m', { m });
}
