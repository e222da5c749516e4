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

export function readPhone(bytes: Uint8Array, start: number, end: number): string {
  const digits = bcdDigits(bytes, start, end);
  if (digits === null)
    throw new DecodeFailure('badHeader', `terminal phone is not BCD: ${toHex(bytes, start, end)}`);
  return digits;
}

const GMT8_SUFFIX = '+08:00';
const ISO_GMT8 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\+08:00$/;
const RAW_BCD_TIME = /^[0-9a-fA-F]{12}$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A BCD[6] YYMMDDhhmmss time. Terminals send wall-clock time in GMT+8, so a valid one becomes ISO 8601 with
 * +08:00. An invalid one (all zeros before the first fix is common) is kept as its 12 raw hex digits so the frame
 * still decodes and re-encodes to the same bytes; `timestampMs` tells the two apart.
 */
export function readBcdTime(bytes: Uint8Array, start: number): string {
  const hex = toHex(bytes, start, start + 6);
  if (!/^[0-9]{12}$/.test(hex)) return hex;
  const [yy, mo, dd, hh, mi, ss] = [0, 2, 4, 6, 8, 10].map((i) => Number(hex.slice(i, i + 2))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const year = 2000 + yy;
  if (mo < 1 || mo > 12 || dd < 1 || dd > daysInMonth(year, mo) || hh > 23 || mi > 59 || ss > 59) return hex;
  return `${year}-${hex.slice(2, 4)}-${hex.slice(4, 6)}T${hex.slice(6, 8)}:${hex.slice(8, 10)}:${hex.slice(10, 12)}${GMT8_SUFFIX}`;
}

/** Milliseconds since the epoch for a decoded time, or null when the terminal sent an invalid BCD time. */
export function timestampMs(time: string): number | null {
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
