import { describe, expect, it } from 'vitest';
import { AUDIO_FRAME_HEADER_BYTES, decodeAudioFrame, encodeAudioFrame, encodeTextFrame } from './audioFrame';

describe('chat audio frames', () => {
  it('have a 27-byte header carrying sequence, terminal id and channel', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
    const bytes = encodeAudioFrame({ sequence: 0x01020304, terminalId: '013912345678', channel: 2 }, samples);
    expect(AUDIO_FRAME_HEADER_BYTES).toBe(27);
    expect(bytes.length).toBe(27 + samples.length * 2);
    expect([...bytes.subarray(0, 4)]).toEqual([1, 2, 3, 4]);
    expect(String.fromCharCode(...bytes.subarray(4, 24))).toBe('00000000013912345678');
    expect(bytes[24]).toBe(2);
    const decoded = decodeAudioFrame(bytes);
    expect(decoded).toMatchObject({
      kind: 'pcm16',
      header: { sequence: 0x01020304, terminalId: '013912345678', channel: 2 },
    });
    expect(decoded?.kind === 'pcm16' && [...decoded.samples]).toEqual([...samples]);
  });

  it('keeps a 20-digit (2019 edition) terminal id whole', () => {
    const bytes = encodeAudioFrame(
      { sequence: 1, terminalId: '12345678901234567890', channel: 1 },
      new Int16Array(2),
    );
    expect(decodeAudioFrame(bytes)?.header.terminalId).toBe('12345678901234567890');
  });

  it('carry text as UTF-16', () => {
    const bytes = encodeTextFrame({ sequence: 9, terminalId: '013912345678', channel: 1 }, '你好 ok');
    expect(bytes.length).toBe(27 + 5 * 2);
    expect([...bytes.subarray(27, 29)]).toEqual([0x60, 0x4f]); // U+4F60 little-endian
    expect(decodeAudioFrame(bytes)).toMatchObject({ kind: 'text', text: '你好 ok' });
  });

  it('refuse what is not a frame', () => {
    expect(decodeAudioFrame(new Uint8Array(26))).toBeNull();
    const odd = encodeAudioFrame({ sequence: 1, terminalId: '1', channel: 1 }, new Int16Array(1));
    expect(decodeAudioFrame(odd.subarray(0, odd.length - 1))).toBeNull();
    const unknownKind = encodeAudioFrame({ sequence: 1, terminalId: '1', channel: 1 }, new Int16Array(1));
    unknownKind[25] = 9;
    expect(decodeAudioFrame(unknownKind)).toBeNull();
  });

  it('wrap the sequence at 2^32', () => {
    const bytes = encodeAudioFrame({ sequence: 2 ** 32 + 5, terminalId: '1', channel: 1 }, new Int16Array(0));
    expect(decodeAudioFrame(bytes)?.header.sequence).toBe(5);
  });
});
