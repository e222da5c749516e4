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

export function formatDate(epochMs: number, language: string): string {
  return cached(dateFormats, language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    timeZone: CHINA_TIME_ZONE,
  }).format(epochMs);
}
