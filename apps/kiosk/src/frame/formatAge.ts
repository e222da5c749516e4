import type { TFunction } from 'i18next';

/** "42 s", "3 min 5 s", "2 h 10 min": how old the data on screen is. */
export function formatAge(ms: number, t: TFunction<'kiosk'>): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return t('age.seconds', { s: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('age.minutes', { m: minutes, s: seconds % 60 });
  return t('age.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}
