import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes/hex';
import { decodeFrame } from './decodeFrame';
import { wrapFrame } from './framing/escape';
import { frameWithBody } from './testing/buildFrame';

const HEARTBEAT = '7e000200000138001380000001a97e';

function errorOf(bytes: Uint8Array) {
  const result = decodeFrame(bytes);
  if (result.ok) throw new Error('expected a bad frame');
  return result.error;
}

describe('decodeFrame', () => {
  it('accepts a frame with or without its 0x7e flags', () => {
    const frame = fromHex(HEARTBEAT)!;
    expect(decodeFrame(frame)).toMatchObject({ ok: true, message: { body: { kind: 'heartbeat' } } });
    expect(decodeFrame(frame.subarray(1, -1))).toMatchObject({ ok: true });
  });

  it('reports a wrong check code as badCheck with both values', () => {
    const frame = fromHex(HEARTBEAT)!;
    frame[frame.length - 2]! ^= 0xff;
    expect(errorOf(frame)).toEqual({
      code: 'badCheck',
      detail: 'check code is 0x56 but the XOR of header and body is 0xa9',
    });
  });

  it('reports a bad escape sequence as badEscape', () => {
    expect(errorOf(fromHex('7e00027d0300')!).code).toBe('badEscape');
  });

  it('reports nothing between the flags as emptyFrame', () => {
    expect(errorOf(fromHex('7e7e')!).code).toBe('emptyFrame');
    expect(errorOf(new Uint8Array()).code).toBe('emptyFrame');
  });

  it('reports a frame too short for a header as truncatedHeader', () => {
    expect(errorOf(wrapFrame(fromHex('000200000138')!)).code).toBe('truncatedHeader');
    expect(errorOf(fromHex('7e007e')!).code).toBe('truncatedHeader');
  });

  it('reports fewer body bytes than the header declares as truncatedBody', () => {
    // Header says 5 bytes, 2 follow.
    expect(errorOf(wrapFrame(fromHex('800100050138001380000001007b')!))).toEqual({
      code: 'truncatedBody',
      detail: 'header declares a 5-byte body, frame carries 2',
    });
  });

  it('reports more body bytes than the header declares as lengthMismatch', () => {
    expect(errorOf(wrapFrame(fromHex('000200000138001380000001ff')!)).code).toBe('lengthMismatch');
  });

  it('reports a body shorter than its message layout as truncatedBody', () => {
    const error = errorOf(frameWithBody(0x8001, '007b01'));
    expect(error.code).toBe('truncatedBody');
    expect(error.detail).toContain('reply message id');
  });

  it('reports bytes left over after a fixed layout as trailingBytes', () => {
    expect(errorOf(frameWithBody(0x0002, '00')).code).toBe('trailingBytes');
  });

  it('reports an additional item that runs past the body as badBody', () => {
    const basic =
      '00000000' + '00000002' + '01ba7f0e' + '07e4f11c' + '0028' + '003c' + '0000' + '181015101010';
    const error = errorOf(frameWithBody(0x0200, basic + '0104000000'));
    expect(error).toEqual({ code: 'badBody', detail: 'additional item 0x01 declares 4 bytes, 3 left' });
  });

  it('keeps a message id it does not decode as a raw body', () => {
    const result = decodeFrame(frameWithBody(0x0900, 'f00102'));
    expect(result).toMatchObject({
      ok: true,
      message: {
        header: { messageId: 0x0900 },
        body: { kind: 'raw', reason: 'unsupportedMessage', hex: 'f00102' },
      },
    });
  });

  it('keeps an RSA-encrypted body raw instead of misreading it', () => {
    const result = decodeFrame(wrapFrame(fromHex('0200040201380013800000010102')!));
    expect(result).toMatchObject({
      ok: true,
      message: { body: { kind: 'raw', reason: 'encrypted', hex: '0102' } },
    });
  });

  it('keeps one packet of a subpackaged message raw as a fragment', () => {
    const result = decodeFrame(wrapFrame(fromHex('0200200201380013800000010002000101ff')!));
    expect(result).toMatchObject({
      ok: true,
      message: { body: { kind: 'raw', reason: 'fragment', hex: '01ff' } },
    });
  });

  it('does not alias the caller buffer in raw bodies', () => {
    const frame = frameWithBody(0x0900, 'aabb');
    const result = decodeFrame(frame);
    frame.fill(0);
    expect(result.ok && result.message.body.kind === 'raw' && result.message.body.hex).toBe('aabb');
    expect(toHex(frame)).not.toContain('aabb');
  });
});
