import { decodeGbk, encodeGbk } from '../bytes/gbk';

/**
 * Roadwatch terminal profile item 0xE4, the trailer coupled to this head. JT/T 808 has no standard item for it, so
 * Roadwatch terminals that read the trailer's device (by wire through the coupling, or wirelessly) send its device
 * number in the custom range as text (ASCII or GBK), the item length being its byte count. A zero-length item, or
 * no item at all, means no trailer is coupled. The number is at most `TRAILER_NO_MAX_BYTES` bytes; a longer item is
 * kept raw rather than read as a number.
 */
export const TRAILER_COUPLING_ITEM_ID = 0xe4;

/** Longest trailer device number the item carries, in bytes (the trailer record's device number is at most 32). */
export const TRAILER_NO_MAX_BYTES = 32;

/** The item's bytes for a coupled trailer's device number, or none for no trailer. */
export function trailerNoBytes(trailerNo: string | null): Uint8Array {
  const text = trailerNo?.trim() ?? '';
  const bytes = encodeGbk(text);
  if (bytes.length > TRAILER_NO_MAX_BYTES)
    throw new RangeError(`trailer number "${text}" is longer than ${TRAILER_NO_MAX_BYTES} bytes`);
  return bytes;
}

/**
 * The device number an item 0xE4 value stands for: its text without padding (0x00 and spaces on either side),
 * null for no trailer (no bytes, or nothing but padding).
 */
export function trailerNoOf(bytes: Uint8Array): string | null {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  const text = decodeGbk(bytes.subarray(0, end)).trim();
  return text === '' ? null : text;
}
