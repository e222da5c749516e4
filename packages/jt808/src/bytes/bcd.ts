import { DecodeFailure } from '../errors';
import { toHex } from './hex';

/** BCD digits of a byte range, or null when a nibble is not a decimal digit. */
export function bcdDigits(bytes: Uint8Array, start: number, end: number): string | null {
  const hex = toHex(bytes, start, end);
  return /^[0-9]*$/.test(hex) ? hex : null;
}

/** Packs decimal digits into BCD, left-padding with zeros to `byteLength` bytes. */
export function digitsToBcd(digits: string, byteLength: number): Uint8Array {
  if (!/^[0-9]*$/.test(digits)) throw new RangeError(`BCD field must be decimal digits, got "${digits}"`);
  if (digits.length > byteLength * 2) {
    throw new RangeError(`"${digits}" does not fit in ${byteLength} BCD bytes`);
  }
  return new Uint8Array(Buffer.from(digits.padStart(byteLength * 2, '0'), 'hex'));
}

/** The two decimal digits of each BCD byte; '' for a byte with a nibble above 9. */
const BCD_PAIRS = Array.from({ length: 256 }, (_, b) =>
  b >> 4 > 9 || (b & 0x0f) > 9 ? '' : `${b >> 4}${b & 0x0f}`,
);

/** BCD digits without a hex string and a regular expression: every frame header carries a phone. */
function phoneDigits(bytes: Uint8Array, start: number, end: number): string | null {
  let digits = '';
  for (let i = start; i < end; i += 1) {
    const pair = BCD_PAIRS[bytes[i]!]!;
    if (pair === '') return null;
    digits += pair;
  }
  return digits;
}

export function readPhone(bytes: Uint8Array, start: number, end: number): string {
  const digits = phoneDigits(bytes, start, end);
  if (digits === null)
    throw new DecodeFailure('badHeader', `terminal phone is not BCD: ${toHex(bytes, start, end)}`);
  return digits;
}

const GMT8_SUFFIX = '+08:00';
const ISO_GMT8 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\+08:00$/;
const RAW_BCD_TIME = /^[0-9a-fA-F]{12}$/;
const GMT8_OFFSET_MS = 8 * 3_600_000;
const DASH = 0x2d;
const LETTER_T = 0x54;
const COLON = 0x3a;
const PLUS = 0x2b;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** Scratch for the six fields of a BCD time; decoding is synchronous, so one buffer serves every call. */
const FIELDS = new Uint8Array(6);

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/**
 * A BCD[6] YYMMDDhhmmss time. Terminals send wall-clock time in GMT+8, so a valid one becomes ISO 8601 with
 * +08:00. An invalid one (all zeros before the first fix is common) is kept as its 12 raw hex digits so the frame
 * still decodes and re-encodes to the same bytes; `timestampMs` tells the two apart. Every location report has
 * one, so the digits are read nibble by nibble (no hex string, regular expression or Date on the way).
 */
export function readBcdTime(bytes: Uint8Array, start: number): string {
  for (let i = 0; i < 6; i += 1) {
    const b = bytes[start + i]!;
    const high = b >> 4;
    const low = b & 0x0f;
    if (high > 9 || low > 9) return toHex(bytes, start, start + 6);
    FIELDS[i] = high * 10 + low;
  }
  const yy = FIELDS[0]!;
  const mo = FIELDS[1]!;
  const dd = FIELDS[2]!;
  const hh = FIELDS[3]!;
  const mi = FIELDS[4]!;
  const ss = FIELDS[5]!;
  if (mo < 1 || mo > 12 || dd < 1 || dd > daysInMonth(2000 + yy, mo) || hh > 23 || mi > 59 || ss > 59) {
    return toHex(bytes, start, start + 6);
  }
  // One flat string from its character codes: a template literal of 13 parts builds a chain of concatenated
  // strings that the first character read (timestampMs, on every report) has to copy into a flat one again.
  const ZERO = 48;
  return String.fromCharCode(
    ZERO + 2,
    ZERO,
    ZERO + ((yy / 10) | 0),
    ZERO + (yy % 10),
    DASH,
    ZERO + ((mo / 10) | 0),
    ZERO + (mo % 10),
    DASH,
    ZERO + ((dd / 10) | 0),
    ZERO + (dd % 10),
    LETTER_T,
    ZERO + ((hh / 10) | 0),
    ZERO + (hh % 10),
    COLON,
    ZERO + ((mi / 10) | 0),
    ZERO + (mi % 10),
    COLON,
    ZERO + ((ss / 10) | 0),
    ZERO + (ss % 10),
    PLUS,
    ZERO,
    ZERO + 8,
    COLON,
    ZERO,
    ZERO,
  );
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date, in integer arithmetic (H. Hinnant's days_from_civil): every
 * location report's time goes through here, and Date.UTC costs several times as much.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The decimal number in `text` at [at, at + length), or -1 when a character there is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i += 1) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Milliseconds since the epoch for a decoded time, or null when the terminal sent an invalid BCD time. */
export function timestampMs(time: string): number | null {
  // Fast path for what readBcdTime produces (a valid calendar time); anything else takes the general one below.
  if (
    time.length === 25 &&
    time.endsWith(GMT8_SUFFIX) &&
    time[4] === '-' &&
    time[7] === '-' &&
    time[10] === 'T' &&
    time[13] === ':' &&
    time[16] === ':'
  ) {
    const year = digitsAt(time, 0, 4);
    const month = digitsAt(time, 5, 2);
    const day = digitsAt(time, 8, 2);
    const hour = digitsAt(time, 11, 2);
    const minute = digitsAt(time, 14, 2);
    const second = digitsAt(time, 17, 2);
    if (
      year >= 1000 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= daysInMonth(year, month) &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59
    ) {
      return (
        ((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60_000 +
        second * 1000 -
        GMT8_OFFSET_MS
      );
    }
  }
  if (!ISO_GMT8.test(time)) return null;
  return Date.parse(time);
}

/** BCD[6] for an ISO time (any offset; converted to GMT+8) or for 12 raw digits kept from a decoded frame. */
export function bcdTimeBytes(time: string): Uint8Array {
  const gmt8 = ISO_GMT8.exec(time);
  if (gmt8) return new Uint8Array(Buffer.from(gmt8.slice(1).join('').slice(2), 'hex'));
  if (RAW_BCD_TIME.test(time)) return new Uint8Array(Buffer.from(time, 'hex'));
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) throw new RangeError(`not a time: ${time}`);
  const local = new Date(ms + 8 * 3600_000);
  const year = local.getUTCFullYear();
  if (year < 2000 || year > 2099) throw new RangeError(`BCD time only covers 2000–2099: ${time}`);
  const two = (n: number) => String(n).padStart(2, '0');
  const digits =
    two(year - 2000) +
    two(local.getUTCMonth() + 1) +
    two(local.getUTCDate()) +
    two(local.getUTCHours()) +
    two(local.getUTCMinutes()) +
    two(local.getUTCSeconds());
  return new Uint8Array(Buffer.from(digits, 'hex'));
}

/** ISO 8601 in GMT+8 for an epoch time: what a terminal's clock shows. */
export function isoGmt8(ms: number): string {
  const local = new Date(Math.floor(ms / 1000) * 1000 + 8 * 3600_000);
  return local.toISOString().replace(/\.\d{3}Z$/, GMT8_SUFFIX);
}

/** Any ISO 8601 time or epoch milliseconds as ISO 8601 in +08:00, the form decoded frames use. */
export function toGmt8Iso(time: string | number): string {
  if (typeof time === 'string' && ISO_GMT8.test(time)) return time;
  const ms = typeof time === 'number' ? time : Date.parse(time);
  if (Number.isNaN(ms)) throw new RangeError(`not a time: ${String(time)}`);
  return isoGmt8(ms);
}
