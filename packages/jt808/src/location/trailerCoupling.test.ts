import { describe, expect, it } from 'vitest';
import { decodeFrame } from '../decodeFrame';
import { encodeMessage } from '../encodeMessage';
import { createLocationReport, findItem } from './locationReport';
import { trailerNoBytes, trailerNoOf } from './trailerCoupling';

function roundTrip(items: Parameters<typeof createLocationReport>[0]['items']) {
  const report = createLocationReport({
    edition: 2019,
    latitude: 31.2,
    longitude: 121.4,
    speedKmh: 40,
    directionDeg: 90,
    time: Date.UTC(2026, 10, 28, 2, 0, 0),
    items,
  });
  const frame = encodeMessage({
    header: { messageId: 0x0200, edition: 2019, phone: '13800138000', serial: 7 },
    body: { kind: 'locationReport', ...report },
  });
  const result = decodeFrame(frame);
  if (!result.ok || result.message.body.kind !== 'locationReport') throw new Error('not a location report');
  return { frame, report: result.message.body };
}

describe('trailer coupling item 0xE4 (Roadwatch profile)', () => {
  it('is the device number as text, its length the byte count, nothing for no trailer', () => {
    expect(Buffer.from(trailerNoBytes('TR-0042')).toString('latin1')).toBe('TR-0042');
    expect(trailerNoBytes(null).length).toBe(0);
    expect(trailerNoBytes('  ').length).toBe(0);
    expect(trailerNoBytes('挂01')).toHaveLength(4);
    expect(() => trailerNoBytes('X'.repeat(33))).toThrow(RangeError);
    expect(trailerNoOf(new Uint8Array())).toBeNull();
    expect(trailerNoOf(Uint8Array.from([0x41, 0x42, 0, 0]))).toBe('AB');
    expect(trailerNoOf(Uint8Array.from([0, 0]))).toBeNull();
  });

  it('travels in a 0x0200 report as e4, the length and the bytes, and decodes to the same number', () => {
    const { frame, report } = roundTrip([{ itemId: 0xe4, type: 'trailerCoupling', trailerNo: 'TR-0042' }]);
    expect(Buffer.from(frame).toString('hex')).toContain(`e407${Buffer.from('TR-0042').toString('hex')}`);
    expect(findItem(report, 'trailerCoupling')).toEqual({
      itemId: 0xe4,
      type: 'trailerCoupling',
      trailerNo: 'TR-0042',
    });
  });

  it('reads GBK text and a zero-length item as no trailer coupled', () => {
    expect(
      findItem(
        roundTrip([{ itemId: 0xe4, type: 'trailerCoupling', trailerNo: '挂车01' }]).report,
        'trailerCoupling',
      )?.trailerNo,
    ).toBe('挂车01');
    const { frame, report } = roundTrip([{ itemId: 0xe4, type: 'trailerCoupling', trailerNo: null }]);
    expect(Buffer.from(frame).toString('hex')).toContain('e400');
    expect(findItem(report, 'trailerCoupling')?.trailerNo).toBeNull();
  });

  it('keeps an item longer than 32 bytes raw instead of reading it, and the report still decodes', () => {
    const long = '41'.repeat(40);
    const { report } = roundTrip([
      { itemId: 0xe4, type: 'raw', hex: long },
      { itemId: 0x01, type: 'mileage', mileageKm: 12.5 },
    ]);
    expect(findItem(report, 'trailerCoupling')).toBeUndefined();
    expect(report.items[0]).toMatchObject({ itemId: 0xe4, type: 'raw', hex: long });
    expect(findItem(report, 'mileage')?.mileageKm).toBe(12.5);
  });
});
