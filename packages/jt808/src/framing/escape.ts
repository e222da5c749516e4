import { DecodeFailure, toDecodeError, type DecodeResult } from '../errors';

export const FRAME_FLAG = 0x7e;
export const ESCAPE_BYTE = 0x7d;

/** XOR of every byte in the range: the JT/T 808 check code over header and body. */
export function xorCheck(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let check = 0;
  for (let i = start; i < end; i += 1) check ^= bytes[i]!;
  return check;
}

/** 0x7e → 0x7d 0x02 and 0x7d → 0x7d 0x01, applied to header, body and check code alike. */
export function escapeBytes(bytes: Uint8Array): Uint8Array {
  let extra = 0;
  for (const b of bytes) if (b === FRAME_FLAG || b === ESCAPE_BYTE) extra += 1;
  if (extra === 0) return bytes.slice();
  const out = new Uint8Array(bytes.length + extra);
  let o = 0;
  for (const b of bytes) {
    if (b === FRAME_FLAG || b === ESCAPE_BYTE) {
      out[o++] = ESCAPE_BYTE;
      out[o++] = b === FRAME_FLAG ? 0x02 : 0x01;
    } else {
      out[o++] = b;
    }
  }
  return out;
}

/**
 * Reverses escaping; throws DecodeFailure('badEscape') for 0x7d not followed by 0x01/0x02 or a bare 0x7e. Without
 * escapes the result is a view of `bytes` (no copy).
 */
export function unescapeRange(bytes: Uint8Array, start: number, end: number): Uint8Array {
  // Most frames hold neither byte: hand back a view instead of a copy.
  let first = start;
  while (first < end && bytes[first] !== ESCAPE_BYTE && bytes[first] !== FRAME_FLAG) first += 1;
  if (first === end) return bytes.subarray(start, end);
  const out = new Uint8Array(end - start);
  let o = 0;
  for (let i = start; i < end; i += 1) {
    const b = bytes[i]!;
    if (b === ESCAPE_BYTE) {
      const next = bytes[i + 1];
      if (i + 1 >= end || (next !== 0x01 && next !== 0x02)) {
        const shown = i + 1 >= end ? 'the end of the frame' : `0x${next!.toString(16).padStart(2, '0')}`;
        throw new DecodeFailure('badEscape', `0x7d at offset ${i - start} is followed by ${shown}`);
      }
      out[o++] = next === 0x02 ? FRAME_FLAG : ESCAPE_BYTE;
      i += 1;
    } else if (b === FRAME_FLAG) {
      throw new DecodeFailure('badEscape', `unescaped 0x7e inside the frame at offset ${i - start}`);
    } else {
      out[o++] = b;
    }
  }
  return out.subarray(0, o);
}

export function unescapeBytes(bytes: Uint8Array): DecodeResult<Uint8Array> {
  try {
    return { ok: true, value: unescapeRange(bytes, 0, bytes.length) };
  } catch (thrown) {
    return { ok: false, error: toDecodeError(thrown) };
  }
}

/** Appends the check code, escapes, and wraps in 0x7e flags: the bytes that go on the wire. */
export function wrapFrame(payload: Uint8Array): Uint8Array {
  const withCheck = new Uint8Array(payload.length + 1);
  withCheck.set(payload);
  withCheck[payload.length] = xorCheck(payload);
  const escaped = escapeBytes(withCheck);
  const frame = new Uint8Array(escaped.length + 2);
  frame[0] = FRAME_FLAG;
  frame.set(escaped, 1);
  frame[frame.length - 1] = FRAME_FLAG;
  return frame;
}
