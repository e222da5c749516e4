import { describe, expect, it } from 'vitest';
import { ByteWriter } from './bytes/ByteWriter';
import { fromHex, toHex } from './bytes/hex';
import { DecodeFailure } from './errors';
import { canonicalPhone, decodeHeader, encodeHeader, type HeaderInput } from './header';

function encoded(header: HeaderInput, bodyLength = 0): string {
  const w = new ByteWriter();
  encodeHeader(w, header, bodyLength);
  return toHex(w.toBytes());
}

function failure(fn: () => unknown): DecodeFailure {
  try {
    fn();
  } catch (thrown) {
    if (thrown instanceof DecodeFailure) return thrown;
    throw thrown;
  }
  throw new Error('expected a DecodeFailure');
}

describe('message header', () => {
  it('2013: id, properties, 6-byte BCD phone and serial', () => {
    const { header, bodyOffset } = decodeHeader(fromHex('0200002601380013800000ff')!);
    expect(bodyOffset).toBe(12);
    expect(header).toEqual({
      messageId: 0x0200,
      edition: 2013,
      protocolVersion: null,
      phone: '013800138000',
      serial: 0xff,
      encryption: 0,
      reservedBit: false,
      subpackage: null,
      bodyLength: 0x26,
    });
  });

  it('2019: version flag bit 14, protocol version byte and a 10-byte BCD phone', () => {
    const { header, bodyOffset } = decodeHeader(fromHex('0200402601' + '00000000013800138000' + '0001')!);
    expect(bodyOffset).toBe(17);
    expect(header).toMatchObject({
      edition: 2019,
      protocolVersion: 1,
      phone: '00000000013800138000',
      serial: 1,
    });
  });

  it('reads the subpackage total and index when bit 13 is set', () => {
    const { header, bodyOffset } = decodeHeader(fromHex('0104200a013800138000000500030002')!);
    expect(header.subpackage).toEqual({ total: 3, index: 2 });
    expect(header.bodyLength).toBe(10);
    expect(bodyOffset).toBe(16);
  });

  it('keeps the encryption bits and the reserved bit', () => {
    const { header } = decodeHeader(fromHex('02008400013800138000000a')!);
    expect(header.encryption).toBe(1);
    expect(header.reservedBit).toBe(true);
    expect(encoded(header)).toBe('02008400013800138000000a');
  });

  it('fails with truncatedHeader when the frame is shorter than its edition needs', () => {
    expect(failure(() => decodeHeader(fromHex('0200402601000000')!)).code).toBe('truncatedHeader');
    expect(failure(() => decodeHeader(fromHex('0104200a013800138000000500')!)).code).toBe('truncatedHeader');
  });

  it('fails with badHeader when the phone is not BCD', () => {
    expect(failure(() => decodeHeader(fromHex('020000000138001380a0000a')!)).code).toBe('badHeader');
  });

  it('fails with badSubpackage for index 0 or an index beyond the total', () => {
    expect(failure(() => decodeHeader(fromHex('0104200a013800138000000500030000')!)).code).toBe(
      'badSubpackage',
    );
    expect(failure(() => decodeHeader(fromHex('0104200a013800138000000500030004')!)).code).toBe(
      'badSubpackage',
    );
  });

  it('encodes what it decodes, left-padding short phones', () => {
    expect(encoded({ messageId: 0x0002, edition: 2013, phone: '13800138000', serial: 7 })).toBe(
      '000200000138001380000007',
    );
    expect(encoded({ messageId: 0x0002, edition: 2019, phone: '13800138000', serial: 7 })).toBe(
      '000240000100000000013800138000' + '0007',
    );
  });

  it('refuses to encode a body longer than 1023 bytes', () => {
    expect(() => encoded({ messageId: 2, edition: 2013, phone: '1', serial: 1 }, 1024)).toThrow(RangeError);
  });

  it('names one terminal the same way in both editions', () => {
    expect(canonicalPhone('013800138000')).toBe(canonicalPhone('00000000013800138000'));
    expect(canonicalPhone('000000000000')).toBe('0');
  });
});
