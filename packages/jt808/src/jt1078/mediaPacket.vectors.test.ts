import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes/hex';
import { loadVectors, type Vector } from '../testing/loadVectors';
import { decodeMediaPacket, encodeMediaPacket } from './mediaPacket';

const vectors = loadVectors();
const mediaPackets = vectors.filter((v) => v.hex.startsWith('30316364'));
const bytesOf = (v: Vector) => fromHex(v.hex)!;

function vector(meaningPart: string): Vector {
  const found = mediaPackets.find((v) => v.meaning.includes(meaningPart));
  if (!found) throw new Error(`no media vector whose meaning contains "${meaningPart}"`);
  return found;
}

describe('JT/T 1078 media packets', () => {
  it.each(mediaPackets.map((v) => [`line ${v.line}`, v] as const))(
    'decode and re-encode to the same bytes: %s',
    (_, v) => {
      const result = decodeMediaPacket(bytesOf(v));
      if (!result.ok) throw new Error(result.error.detail);
      expect(result.consumed).toBe(v.hex.length / 2);
      expect(toHex(encodeMediaPacket(result.packet))).toBe(v.hex);
    },
  );

  function packet(meaningPart: string) {
    const result = decodeMediaPacket(bytesOf(vector(meaningPart)));
    if (!result.ok) throw new Error(result.error.detail);
    return result.packet;
  }

  it('H.264 P-frame with a 6-byte SIM', () => {
    const p = packet('V2 CC1, M1 PT98 H.264');
    expect(p).toMatchObject({ version: 2, csrcCount: 1, marker: true, payloadType: 98, sequence: 0x1088 });
    expect(p).toMatchObject({ sim: '011234567810', channel: 1, dataType: 1, subpackageFlag: 0 });
    expect(p).toMatchObject({
      timestampMs: 1562085870204,
      lastIFrameIntervalMs: 640,
      lastFrameIntervalMs: 40,
    });
    expect(p.bodyHex).toHaveLength(46 * 2);
  });

  it('G.726 audio has a timestamp but no frame intervals', () => {
    const p = packet('M1 PT8 (G.726)');
    expect(p).toMatchObject({ payloadType: 8, sequence: 0x10ba, dataType: 3, timestampMs: 1562085871501 });
    expect(p).toMatchObject({ lastIFrameIntervalMs: null, lastFrameIntervalMs: null });
    expect(p.bodyHex).toHaveLength(120 * 2);
  });

  it('a 10-byte SIM from a 2019 terminal is recognised by the length field', () => {
    const p = packet('BCD[10] SIM');
    expect(p).toMatchObject({ sim: '00000866496077582164', channel: 1, dataType: 1, timestampMs: 29826261 });
    expect(p).toMatchObject({ lastIFrameIntervalMs: 1866, lastFrameIntervalMs: 33 });
    expect(p.bodyHex).toHaveLength(103 * 2);
  });

  it('a downlink intercom packet', () => {
    expect(packet('downlink intercom')).toMatchObject({
      payloadType: 6,
      sequence: 0xabcd,
      sim: '013800138000',
      channel: 2,
      dataType: 3,
      timestampMs: 1786365296789,
      bodyHex: 'd5c7fa',
    });
  });
});
