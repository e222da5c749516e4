import { escapeBytes, FRAME_FLAG, unescapeBytes } from '@roadwatch/jt808';
import type { Random } from '../world';

/** The same frame with its check code altered (and re-escaped), as a terminal with a noisy line would send it. */
export function corruptCheck(frame: Uint8Array): Uint8Array {
  const inner = unescapeBytes(frame.subarray(1, frame.length - 1));
  if (!inner.ok) throw new Error('corruptCheck needs a well-formed frame');
  const bytes = inner.value.slice();
  const at = bytes.length - 1;
  bytes[at] = bytes[at]! ^ 0x5a;
  const escaped = escapeBytes(bytes);
  const out = new Uint8Array(escaped.length + 2);
  out[0] = FRAME_FLAG;
  out.set(escaped, 1);
  out[out.length - 1] = FRAME_FLAG;
  return out;
}

/** Cuts a frame into 2–6 pieces at random places (a piece may be a single byte, e.g. a lone 0x7d). */
export function splitIntoChunks(frame: Uint8Array, rng: Random): Uint8Array[] {
  if (frame.length < 2) return [frame];
  const pieces = Math.min(frame.length, rng.int(2, 6));
  const cuts = new Set<number>();
  while (cuts.size < pieces - 1) cuts.add(rng.int(1, frame.length - 1));
  const sorted = [...cuts].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of sorted) {
    chunks.push(frame.subarray(from, cut));
    from = cut;
  }
  chunks.push(frame.subarray(from));
  return chunks;
}

/**
 * The nearest coordinate whose lowest byte in microdegrees is 0x7d or 0x7e, so its encoding needs escaping; it
 * moves the point by at most 128 µ° (about 14 m).
 */
export function escapeHeavyCoordinate(degrees: number): number {
  const sign = degrees < 0 ? -1 : 1;
  const micro = Math.round(Math.abs(degrees) * 1e6);
  const base = micro - (micro & 0xff);
  let best = base + 0x7e;
  for (const c of [base - 256 + 0x7e, base + 0x7d, base + 256 + 0x7d]) {
    if (c >= 0 && Math.abs(c - micro) < Math.abs(best - micro)) best = c;
  }
  return (sign * best) / 1e6;
}

/** Serial numbers from here on carry 0x7d and 0x7e bytes for the next few hundred messages. */
export const ESCAPE_HEAVY_SERIAL = 0x7d7e;

/** A manufacturer-style item made of bytes that must be escaped; gateways keep unknown items raw. */
export const ESCAPE_HEAVY_ITEM = { itemId: 0xee, type: 'raw', hex: '7e7d7e7d7e' } as const;
