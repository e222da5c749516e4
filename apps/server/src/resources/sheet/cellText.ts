import { CHINA_OFFSET_MS, DAY_MS, formatChinaDate } from '@roadwatch/core';
import type { NumberStyle } from './cellFormats';
import { decodeOfficeEscapes } from './xmlCursor';

/** What the cells of one package need to be read as text. */
export interface CellContext {
  sharedStrings: readonly string[];
  numberStyles: readonly NumberStyle[];
  date1904: boolean;
}

const DECIMAL = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });

/**
 * A number as a person typed it: integers in full (13800000000, not 1.38e10), never in exponent form, and
 * rounded to the fifteen significant digits Excel itself keeps and shows, so 0.1+0.2 reads 0.3.
 */
export function numberText(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  // Intl is ten times slower than String, so only for what String would write with an exponent.
  return text.includes('e') ? DECIMAL.format(rounded) : text;
}

/** Serial day 0 of the 1900 date system; 1904 files count from 1462 days later. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAYS_1904 = 1462;
/** 9999-12-31, the last day Excel knows. */
const MAX_SERIAL = 2_958_465;

const pad2 = (n: number) => String(n).padStart(2, '0');

const dateTexts = new Map<number, string>();

/** Dates repeat in a sheet and formatting one is the costly part, so the last few thousand are kept. */
function chinaDateOfWallClock(wallClock: number): string {
  const day = Math.floor(wallClock / DAY_MS);
  let text = dateTexts.get(day);
  if (text === undefined) {
    if (dateTexts.size >= 5000) dateTexts.clear();
    text = formatChinaDate(day * DAY_MS - CHINA_OFFSET_MS);
    dateTexts.set(day, text);
  }
  return text;
}

/**
 * A serial date-time as `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, or `HH:mm:ss` for a time alone. A serial carries no
 * zone: it is the wall clock the user typed, and users are in China, so it is read as China time (the instant whose
 * China wall clock it is) and formatted with the platform's China date.
 */
export function serialDateText(serial: number, date1904: boolean): string {
  if (!(serial >= 0 && serial <= MAX_SERIAL)) return numberText(serial);
  // The 1900 system counts a 29 February 1900 that never was, so serials before it name the day after.
  const days = date1904 ? serial + DAYS_1904 : serial < 60 ? serial + 1 : serial;
  const wallClock = EXCEL_EPOCH + Math.round(days * 86_400) * 1000;
  const seconds = Math.round(((wallClock % DAY_MS) + DAY_MS) % DAY_MS) / 1000;
  const time = `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
  if (serial < 1 && !date1904) return time;
  const date = chinaDateOfWallClock(wallClock);
  return seconds === 0 ? date : `${date} ${time}`;
}

/** An ISO 8601 date cell (`t="d"`, written by some libraries) in the same shapes as a serial date. */
function isoDateText(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    value,
  );
  if (!match) return value;
  const time = match[2] === undefined ? '' : match[2].length === 5 ? `${match[2]}:00` : match[2];
  return time === '' || time === '00:00:00' ? (match[1] ?? value) : `${match[1]} ${time}`;
}

/**
 * The text of a cell from its type attribute (`t`), style index (`s`) and raw value (`<v>`, or the text of an
 * inline string), trimmed. Formulas read as their cached result, booleans as TRUE/FALSE (Excel's own words),
 * errors as their code (#N/A).
 */
export function cellText(type: string, style: number, raw: string, context: CellContext): string {
  switch (type) {
    case 's':
      return (context.sharedStrings[Number(raw)] ?? '').trim();
    case 'inlineStr':
      return raw.trim();
    case 'str':
      return decodeOfficeEscapes(raw).trim();
    case 'b':
      return raw.trim() === '' ? '' : raw.trim() === '0' ? 'FALSE' : 'TRUE';
    case 'd':
      return isoDateText(raw.trim());
    case 'e':
      return raw.trim();
    default: {
      const text = raw.trim();
      if (text === '') return '';
      const value = Number(text);
      if (Number.isNaN(value)) return text;
      const numberStyle = context.numberStyles[style];
      if (numberStyle?.kind === 'date') return serialDateText(value, context.date1904);
      if (numberStyle?.kind === 'zeros' && Number.isSafeInteger(value) && value >= 0) {
        return String(value).padStart(numberStyle.width, '0');
      }
      return numberText(value);
    }
  }
}
