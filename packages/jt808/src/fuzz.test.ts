import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { decodeFrame } from './decodeFrame';
import { encodeMessage } from './encodeMessage';
import { escapeBytes, wrapFrame } from './framing/escape';
import { FrameSplitter } from './framing/FrameSplitter';
import { decodeMediaPacket } from './jt1078/mediaPacket';
import { SubpackageAssembler } from './subpackage/SubpackageAssembler';
import { fuzzSeedPayloads, makeRandom } from './testing/fuzzCorpus';

const FRAMES = 1_000_000;
const SEED = 0x808_2019;

/** A real collector when one can be had, so heap figures measure retained memory rather than garbage. */
function findGc(): (() => void) | null {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

type Random = ReturnType<typeof makeRandom>;

function concat(...parts: ArrayLike<number>[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function noise(random: Random, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = random.byte();
  return bytes;
}

/** One mutated or random frame, as bytes on the wire. */
function mutate(seeds: Uint8Array[], random: Random): Uint8Array {
  const payload = seeds[random.int(seeds.length)]!.slice();
  switch (random.int(9)) {
    case 0: {
      // Bit flips, then a correct check code so the body decoders see them.
      for (let i = random.int(3) + 1; i > 0; i -= 1)
        payload[random.int(payload.length)]! ^= 1 << random.int(8);
      return wrapFrame(payload);
    }
    case 1: {
      // Bit flips with the old check code: mostly badCheck.
      const frame = wrapFrame(payload);
      frame[1 + random.int(frame.length - 2)]! ^= 1 << random.int(8);
      return frame;
    }
    case 2:
      // Truncation anywhere, re-framed.
      return wrapFrame(payload.subarray(0, random.int(payload.length)));
    case 3: {
      // Insertion of random bytes.
      const at = random.int(payload.length + 1);
      return wrapFrame(
        concat(payload.subarray(0, at), noise(random, random.int(8) + 1), payload.subarray(at)),
      );
    }
    case 4: {
      // Length-field and header-flag corruption: body length, encryption, subpackage and version bits.
      if (payload.length >= 4) {
        const properties = (payload[2]! << 8) | payload[3]!;
        const corrupted =
          random.int(2) === 0
            ? (properties & 0xfc00) | random.int(1024)
            : properties ^ (1 << (10 + random.int(6)));
        payload[2] = corrupted >> 8;
        payload[3] = corrupted & 0xff;
      }
      return wrapFrame(payload);
    }
    case 5: {
      // Escape injection: a 0x7d with an arbitrary follower, or a bare 0x7e, inside the escaped frame.
      const escaped = escapeBytes(payload);
      const at = random.int(escaped.length + 1);
      const injected = random.int(2) === 0 ? [0x7d, random.byte()] : [0x7e];
      return new Uint8Array([
        0x7e,
        ...escaped.subarray(0, at),
        ...injected,
        ...escaped.subarray(at),
        random.byte(),
        0x7e,
      ]);
    }
    case 6: {
      // Body mutated so its length still matches: reaches the item and string decoders with consistent framing.
      const headerEnd = Math.min(payload.length, 12);
      for (let i = random.int(6) + 1; i > 0 && payload.length > headerEnd; i -= 1) {
        payload[headerEnd + random.int(payload.length - headerEnd)] = random.byte();
      }
      return wrapFrame(payload);
    }
    case 7:
      // Pure noise, framed or not.
      return noise(random, random.int(64));
    default:
      return wrapFrame(payload);
  }
}

describe('fuzzing the frame splitter and decoder', () => {
  it(`survives ${FRAMES.toLocaleString('en')} random and mutated frames without throwing or growing memory`, () => {
    const seeds = fuzzSeedPayloads();
    const random = makeRandom(SEED);
    const splitter = new FrameSplitter();
    const assembler = new SubpackageAssembler({ maxGroups: 16, resendAfterMs: 5, dropAfterMs: 20 });
    const gc = findGc();
    const outcomes: Record<string, number> = {};
    let decodedFrames = 0;
    let reencoded = 0;
    let warmHeap = 0;
    const warmUpAt = 100_000;

    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = () => {
      // Glue frames together and cut the stream at random places, as TCP would.
      const stream = new Uint8Array(pendingBytes);
      let at = 0;
      for (const frame of pending) {
        stream.set(frame, at);
        at += frame.length;
      }
      pending = [];
      pendingBytes = 0;
      for (let start = 0; start < stream.length;) {
        const end = Math.min(stream.length, start + 1 + random.int(512));
        for (const frame of splitter.push(stream.subarray(start, end)).frames) {
          const result = decodeFrame(frame);
          decodedFrames += 1;
          const key = result.ok ? result.message.body.kind : result.error.code;
          outcomes[key] = (outcomes[key] ?? 0) + 1;
          if (result.ok) {
            if (result.message.header.subpackage) assembler.add(result.message, decodedFrames);
            // Anything the decoder accepts must be encodable again.
            if (decodedFrames % 16 === 0) {
              encodeMessage(result.message);
              reencoded += 1;
            }
          }
        }
        start = end;
      }
      assembler.sweep(decodedFrames);
    };

    for (let i = 1; i <= FRAMES; i += 1) {
      const frame = mutate(seeds, random);
      pending.push(frame);
      pendingBytes += frame.length;
      if (i % 3 === 0) decodeMediaPacket(frame);
      if (pending.length >= 64) flush();
      if (i === warmUpAt) {
        flush();
        gc?.();
        warmHeap = process.memoryUsage().heapUsed;
      }
    }
    flush();
    gc?.();
    const endHeap = process.memoryUsage().heapUsed;
    const growthMb = (endHeap - warmHeap) / 1024 / 1024;

    console.info(
      `fuzz: ${FRAMES} frames generated, ${decodedFrames} decoded (${reencoded} re-encoded), ` +
        `heap ${(warmHeap / 1048576).toFixed(1)} MB after warm-up → ${(endHeap / 1048576).toFixed(1)} MB at end ` +
        `(gc ${gc ? 'forced' : 'not available'}); outcomes ${JSON.stringify(outcomes)}`,
    );
    expect(decodedFrames).toBeGreaterThan(FRAMES * 0.9);
    // `internal` would mean some decoder threw something other than a DecodeFailure: a bug, even if caught.
    expect(outcomes.internal ?? 0).toBe(0);
    // Both successes and every kind of failure were exercised.
    for (const code of [
      'badCheck',
      'badEscape',
      'truncatedBody',
      'lengthMismatch',
      'badBody',
      'locationReport',
    ]) {
      expect(outcomes[code] ?? 0).toBeGreaterThan(100);
    }
    expect(growthMb).toBeLessThan(gc ? 8 : 64);
  }, 180_000);
});
