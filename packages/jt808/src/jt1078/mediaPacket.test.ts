import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes/hex';
import { decodeMediaPacket, encodeMediaPacket, type MediaPacket } from './mediaPacket';

const video: MediaPacket = {
  version: 2,
  padding: false,
  extension: false,
  csrcCount: 1,
  marker: true,
  payloadType: 98,
  sequence: 7,
  sim: '013912345678',
  channel: 1,
  dataType: 0,
  subpackageFlag: 1,
  timestampMs: 1_767_225_600_000,
  lastIFrameIntervalMs: 0,
  lastFrameIntervalMs: 40,
  bodyHex: '00000001674d',
};

describe('JT/T 1078 media packets', () => {
  it('encode and decode a video packet', () => {
    const bytes = encodeMediaPacket(video);
    expect(decodeMediaPacket(bytes)).toEqual({ ok: true, packet: video, consumed: bytes.length });
  });

  it('omit timestamp and intervals for transparent data', () => {
    const transparent: MediaPacket = {
      ...video,
      dataType: 4,
      timestampMs: null,
      lastIFrameIntervalMs: null,
      lastFrameIntervalMs: null,
    };
    const bytes = encodeMediaPacket(transparent);
    expect(bytes.length).toBe(4 + 2 + 2 + 6 + 2 + 2 + 6);
    expect(decodeMediaPacket(bytes)).toMatchObject({ ok: true, packet: transparent });
  });

  it('read consecutive packets from one buffer using the next marker', () => {
    const first = encodeMediaPacket(video);
    const second = encodeMediaPacket({ ...video, sequence: 8, sim: '00000000013912345678' });
    const stream = new Uint8Array([...first, ...second]);
    const a = decodeMediaPacket(stream);
    if (!a.ok) throw new Error(a.error.detail);
    expect(a.consumed).toBe(first.length);
    const b = decodeMediaPacket(stream.subarray(a.consumed));
    expect(b).toMatchObject({ ok: true, packet: { sequence: 8, sim: '00000000013912345678' } });
  });

  it('report a packet cut short when the SIM width is known', () => {
    const bytes = encodeMediaPacket(video);
    expect(decodeMediaPacket(bytes.subarray(0, bytes.length - 2), { simBytes: 6 })).toMatchObject({
      ok: false,
      error: { code: 'truncatedBody' },
    });
    expect(decodeMediaPacket(bytes.subarray(0, 12))).toMatchObject({
      ok: false,
      error: { code: 'truncatedHeader' },
    });
  });

  it('reject bytes without the 30316364 marker', () => {
    expect(decodeMediaPacket(fromHex('7e0002000001')!)).toMatchObject({
      ok: false,
      error: { code: 'badHeader' },
    });
  });

  it('round-trips a body length of zero', () => {
    const empty = { ...video, bodyHex: '' };
    expect(toHex(encodeMediaPacket(empty)).endsWith('0000')).toBe(true);
    expect(decodeMediaPacket(encodeMediaPacket(empty))).toMatchObject({ ok: true, packet: empty });
  });
});
