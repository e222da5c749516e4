import { bcdDigits, digitsToBcd } from '../bytes/bcd';
import { ByteWriter } from '../bytes/ByteWriter';
import { toHex } from '../bytes/hex';
import type { DecodeError } from '../errors';

/**
 * JT/T 1078 media packet (table 19): an RTP-like header behind the 0x30316364 marker. The SIM is BCD[6] in the
 * 2016 standard and BCD[10] for 2019-edition terminals; timestamps are absent for transparent data and the frame
 * intervals are present only for video.
 */
export interface MediaPacket {
  version: number;
  padding: boolean;
  extension: boolean;
  csrcCount: number;
  marker: boolean;
  /** RTP payload type, e.g. 98 H.264, 99 H.265, 6 G.711A, 8 G.726. */
  payloadType: number;
  sequence: number;
  sim: string;
  channel: number;
  /** MEDIA_DATA_TYPES: 0 video I-frame, 1 video P-frame, 2 video B-frame, 3 audio, 4 transparent data. */
  dataType: number;
  /** MEDIA_SUBPACKAGE_FLAGS: 0 atomic, 1 first, 2 last, 3 middle. */
  subpackageFlag: number;
  /** Milliseconds; null for transparent data. */
  timestampMs: number | null;
  /** Video only. */
  lastIFrameIntervalMs: number | null;
  /** Video only. */
  lastFrameIntervalMs: number | null;
  bodyHex: string;
}

export const MEDIA_MARKER = 0x30316364;
export const MEDIA_DATA_TYPES = ['videoI', 'videoP', 'videoB', 'audio', 'transparent'] as const;
export const MEDIA_SUBPACKAGE_FLAGS = ['atomic', 'first', 'last', 'middle'] as const;

export type MediaDecode =
  { ok: true; packet: MediaPacket; consumed: number } | { ok: false; error: DecodeError };

const fail = (code: DecodeError['code'], detail: string): MediaDecode => ({
  ok: false,
  error: { code, detail },
});

function startsWithMarker(bytes: Uint8Array, at: number): boolean {
  return bytes[at] === 0x30 && bytes[at + 1] === 0x31 && bytes[at + 2] === 0x63 && bytes[at + 3] === 0x64;
}

function layout(bytes: Uint8Array, simBytes: number): { headerEnd: number; end: number } | null {
  const dataTypeAt = 8 + simBytes + 1;
  if (bytes.length <= dataTypeAt) return null;
  const dataType = bytes[dataTypeAt]! >> 4;
  let at = dataTypeAt + 1;
  if (dataType !== 4) at += 8;
  if (dataType <= 2) at += 4;
  if (bytes.length < at + 2) return null;
  const bodyLength = (bytes[at]! << 8) | bytes[at + 1]!;
  return { headerEnd: at + 2, end: at + 2 + bodyLength };
}

/**
 * Decodes one packet from the start of `bytes`; `consumed` says where the next one starts. Without `simBytes` the
 * SIM width is the one whose length field ends exactly at the end of the buffer or at the next packet's marker.
 */
export function decodeMediaPacket(bytes: Uint8Array, options: { simBytes?: 6 | 10 } = {}): MediaDecode {
  if (bytes.length < 4) return fail('truncatedHeader', `${bytes.length} byte(s) is not a media packet`);
  if (!startsWithMarker(bytes, 0))
    return fail('badHeader', `packet starts with ${toHex(bytes, 0, 4)}, not 30316364`);
  const widths = options.simBytes ? [options.simBytes] : ([6, 10] as const);
  let chosen: { simBytes: number; headerEnd: number; end: number } | null = null;
  for (const simBytes of widths) {
    const l = layout(bytes, simBytes);
    if (l && (l.end === bytes.length || (l.end < bytes.length && startsWithMarker(bytes, l.end)))) {
      chosen = { simBytes, ...l };
      break;
    }
  }
  if (!chosen) {
    const l = layout(bytes, widths[0]!);
    if (!l) return fail('truncatedHeader', 'packet ends inside its header');
    if (options.simBytes && l.end > bytes.length) {
      return fail('truncatedBody', `body ends at byte ${l.end}, packet has ${bytes.length}`);
    }
    if (options.simBytes) chosen = { simBytes: options.simBytes, ...l };
    else return fail('lengthMismatch', 'body length fits neither a 6- nor a 10-byte SIM');
  }
  const { simBytes, headerEnd, end } = chosen;
  const sim = bcdDigits(bytes, 8, 8 + simBytes);
  if (sim === null) return fail('badHeader', `SIM is not BCD: ${toHex(bytes, 8, 8 + simBytes)}`);
  const vpxcc = bytes[4]!;
  const mpt = bytes[5]!;
  let at = 8 + simBytes;
  const channel = bytes[at++]!;
  const typeByte = bytes[at++]!;
  const dataType = typeByte >> 4;
  let timestampMs: number | null = null;
  if (dataType !== 4) {
    const high = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    const low =
      ((bytes[at + 4]! << 24) | (bytes[at + 5]! << 16) | (bytes[at + 6]! << 8) | bytes[at + 7]!) >>> 0;
    if (high > 0x1fffff) return fail('badHeader', 'timestamp beyond 2^53 ms');
    timestampMs = high * 0x100000000 + low;
    at += 8;
  }
  let lastIFrameIntervalMs: number | null = null;
  let lastFrameIntervalMs: number | null = null;
  if (dataType <= 2) {
    lastIFrameIntervalMs = (bytes[at]! << 8) | bytes[at + 1]!;
    lastFrameIntervalMs = (bytes[at + 2]! << 8) | bytes[at + 3]!;
  }
  return {
    ok: true,
    consumed: end,
    packet: {
      version: vpxcc >> 6,
      padding: ((vpxcc >> 5) & 1) === 1,
      extension: ((vpxcc >> 4) & 1) === 1,
      csrcCount: vpxcc & 0x0f,
      marker: mpt >> 7 === 1,
      payloadType: mpt & 0x7f,
      sequence: (bytes[6]! << 8) | bytes[7]!,
      sim,
      channel,
      dataType,
      subpackageFlag: typeByte & 0x0f,
      timestampMs,
      lastIFrameIntervalMs,
      lastFrameIntervalMs,
      bodyHex: toHex(bytes, headerEnd, end),
    },
  };
}

/** The packet's bytes; the SIM width follows the SIM's digit count (12 → 6 bytes, 20 → 10 bytes). */
export function encodeMediaPacket(packet: MediaPacket): Uint8Array {
  const simBytes = packet.sim.length > 12 ? 10 : 6;
  const w = new ByteWriter(64 + packet.bodyHex.length / 2);
  w.u32(MEDIA_MARKER)
    .u8(
      (packet.version << 6) | (packet.padding ? 0x20 : 0) | (packet.extension ? 0x10 : 0) | packet.csrcCount,
      'V/P/X/CC',
    )
    .u8((packet.marker ? 0x80 : 0) | packet.payloadType, 'M/PT')
    .u16(packet.sequence, 'sequence')
    .bytes(digitsToBcd(packet.sim, simBytes))
    .u8(packet.channel, 'channel')
    .u8((packet.dataType << 4) | packet.subpackageFlag, 'data type');
  if (packet.dataType !== 4) {
    const ts = packet.timestampMs ?? 0;
    w.u32(Math.floor(ts / 0x100000000), 'timestamp high').u32(ts % 0x100000000, 'timestamp low');
  }
  if (packet.dataType <= 2) {
    w.u16(packet.lastIFrameIntervalMs ?? 0, 'last I-frame interval').u16(
      packet.lastFrameIntervalMs ?? 0,
      'last frame interval',
    );
  }
  const body = Buffer.from(packet.bodyHex, 'hex');
  return w.u16(body.length, 'body length').bytes(body).toBytes();
}
