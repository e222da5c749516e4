import { CHINA_TIME_ZONE } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';

/** Numbers in the display's language: grouping, fixed decimals, '—' for no value. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const int = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const one = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    int: (n: number | null | undefined) => (n === null || n === undefined ? '—' : int.format(n)),
    one: (n: number | null | undefined) => (n === null || n === undefined ? '—' : one.format(n)),
    /** Large kilometre/litre figures: 12,345 or 1.2万 / 12.3k when wide. */
    compact: (n: number | null | undefined) =>
      n === null || n === undefined
        ? '—'
        : new Intl.NumberFormat(lang, {
            notation: n >= 100_000 ? 'compact' : 'standard',
            maximumFractionDigits: 1,
          }).format(n),
    time: (ms: number) =>
      new Date(ms).toLocaleTimeString(lang, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
        timeZone: CHINA_TIME_ZONE,
      }),
    date: (ms: number) =>
      new Date(ms).toLocaleDateString(lang, { month: '2-digit', day: '2-digit', timeZone: CHINA_TIME_ZONE }),
    /** 'YYYY-MM-DD' → '11-22' (day labels on axes). */
    dayLabel: (label: string) => label.slice(5),
  };
}
