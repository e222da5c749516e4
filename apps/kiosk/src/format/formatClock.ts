import { CHINA_TIME_ZONE } from '@roadwatch/core';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    cache.set(language, format);
  }
  return format;
}

/** hh:mm:ss on a 24-hour clock in China time (control rooms do not read AM/PM). */
export function formatTime(epochMs: number, language: string): string {
  return cached(timeFormats, language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: CHINA_TIME_ZONE,
  }).format(epochMs);
}

/**
 * The date with its weekday, always apart: Chinese formatting glues them (`2026/11/26周四`), which reads as one
 * word from across a control room, so a space goes wherever the weekday touches the date without a separator.
 */
export function formatDate(epochMs: number, language: string): string {
  const parts = cached(dateFormats, language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    timeZone: CHINA_TIME_ZONE,
  }).formatToParts(epochMs);
  return parts
    .map((part, i) => {
      const previous = parts[i - 1];
      const touching =
        previous !== undefined &&
        previous.type !== 'literal' &&
        part.type !== 'literal' &&
        (previous.type === 'weekday' || part.type === 'weekday');
      return touching ? ` ${part.value}` : part.value;
    })
    .join('');
}
