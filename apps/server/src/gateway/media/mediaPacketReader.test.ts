import { encodeMediaPacket, type MediaPacket } from '@roadwatch/jt808';
import { describe, expect, it } from 'vitest';
import { MediaPacketReader } from './mediaPacketReader';

const packet = (sequence: number, sim = '013912345678'): MediaPacket => ({
  version: 2,
  padding: false,
  extension: false,
  csrcCount: 1,
  marker: true,
  payloadType: 6,
  sequence,
  sim,
  channel: 1,
  dataType: 3,
  subpackageFlag: 0,
  timestampMs: 1_700_000_000_000 + sequence,
  lastIFrameIntervalMs: null,
  lastFrameIntervalMs: null,
  bodyHex: 'd5'.repeat(160),
});

describe('JT/T 1078 packets from a TCP stream', () => {
  it('reassembles packets cut at any byte', () => {
    const stream = Buffer.concat([0, 1, 2].map((i) => encodeMediaPacket(packet(i))));
    for (const cut of [1, 5, 20, 37, stream.length - 1]) {
      const reader = new MediaPacketReader();
      const got = [
        ...(reader.push(stream.subarray(0, cut)) ?? []),
        ...(reader.push(stream.subarray(cut)) ?? []),
      ];
      expect(got.map((p) => p.sequence)).toEqual([0, 1, 2]);
    }
  });

  it('learns a 2019 terminal’s 10-byte SIM', () => {
    const reader = new MediaPacketReader();
    const bytes = encodeMediaPacket(packet(7, '12345678901234567890'));
    expect(reader.push(bytes)?.[0]).toMatchObject({ sim: '12345678901234567890', sequence: 7 });
  });

  it('gives up on bytes that are not a media stream', () => {
    expect(new MediaPacketReader().push(Buffer.from('GET / HTTP/1.1\r\n'))).toBeNull();
  });
});
