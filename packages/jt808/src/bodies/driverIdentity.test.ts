import { describe, expect, it } from 'vitest';
import { hexToBytes, toHex } from '../bytes/hex';
import { decodeFrame } from '../decodeFrame';
import { describeMessage } from '../describe';
import { encodeMessage } from '../encodeMessage';
import { wrapFrame } from '../framing/escape';

// Frames built outside this package (Python: GBK via the standard codecs, BCD and the XOR check by hand), so the
// decoder is checked against the standard's layout, not against our own encoder.
const INSERTED_2013 =
  '7e0702003e0138001380000007012611220830000006cdf5bda8b9fa333230313032313938303031303131323334000016bdadcbd5caa1' +
  'c4cfbea9cad0bdbbcda8d4cbcae4bed620281231b07e';
const INSERTED_2019 =
  '7e0702405201000000000138001380000008012611220830000006cdf5bda8b9fa3332303130323139383030313031313233340000' +
  '16bdadcbd5caa1c4cfbea9cad0bdbbcda8d4cbcae4bed6202812313332303130323139383030313031313233580000f87e';
const PULLED_2013 = '7e070200070138001380000009022611221830158b7e';
const READ_FAILED_2019 = '7e070240080100000000013800138000000a0126112208300002c27e';

function decode(hex: string) {
  const result = decodeFrame(hexToBytes(hex));
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.message;
}

describe('0x0702 driver identity report', () => {
  it('reads a card insert with name, certificate, agency and expiry (2013)', () => {
    const message = decode(INSERTED_2013);
    expect(message.header).toMatchObject({
      messageId: 0x0702,
      edition: 2013,
      phone: '013800138000',
      serial: 7,
    });
    expect(message.body).toEqual({
      kind: 'driverIdentity',
      state: 1,
      time: '2026-11-22T08:30:00+08:00',
      readResult: 0,
      driverName: '王建国',
      certificateCode: '320102198001011234',
      issuingAgency: '江苏省南京市交通运输局',
      certificateExpiry: '2028-12-31',
      driverIdNumber: null,
    });
  });

  it('reads the driver ID number that 2019 appends', () => {
    expect(decode(INSERTED_2019).body).toMatchObject({
      kind: 'driverIdentity',
      state: 1,
      driverName: '王建国',
      driverIdNumber: '32010219800101123X',
    });
  });

  it('reads a card pull as state and time only', () => {
    expect(decode(PULLED_2013).body).toEqual({
      kind: 'driverIdentity',
      state: 2,
      time: '2026-11-22T18:30:15+08:00',
      readResult: null,
      driverName: null,
      certificateCode: null,
      issuingAgency: null,
      certificateExpiry: null,
      driverIdNumber: null,
    });
  });

  it('stops after a failed card read and names the result', () => {
    const message = decode(READ_FAILED_2019);
    expect(message.body).toMatchObject({ state: 1, readResult: 2, driverName: null });
    expect(describeMessage(message).body).toMatchObject({
      stateName: 'cardInserted',
      readResultName: 'cardLocked',
    });
  });

  it.each([INSERTED_2013, INSERTED_2019, PULLED_2013, READ_FAILED_2019])(
    're-encodes %s byte for byte',
    (hex) => {
      expect(toHex(encodeMessage(decode(hex)))).toBe(hex);
    },
  );

  it('reports a body cut inside the certificate code as truncated', () => {
    const payload = hexToBytes(INSERTED_2013).subarray(1, -2);
    const cut = payload.slice(0, payload.length - 40);
    const bodyLength = cut.length - 12;
    cut[2] = bodyLength >> 8;
    cut[3] = bodyLength & 0xff;
    const result = decodeFrame(wrapFrame(cut));
    expect(result.ok ? 'decoded' : result.error.code).toBe('truncatedBody');
  });
});
