import { describe, expect, it } from 'vitest';
import { decodeFrame } from '../decodeFrame';
import { encodeMessage } from '../encodeMessage';
import { createLocationReport, findItem } from './locationReport';
import { LOAD_WEIGHT_INVALID, loadWeightKg, loadWeightWord } from './loadWeight';

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

describe('load weight item 0xE3 (Roadwatch profile)', () => {
  it('is a DWORD of 0.1 kg with 0xFFFFFFFF for no weighing', () => {
    expect(loadWeightWord(12_345.6)).toBe(123_456);
    expect(loadWeightWord(0)).toBe(0);
    expect(loadWeightWord(null)).toBe(LOAD_WEIGHT_INVALID);
    expect(loadWeightKg(123_456)).toBe(12_345.6);
    expect(loadWeightKg(0xffffffff)).toBeNull();
    expect(() => loadWeightWord(-1)).toThrow(RangeError);
    expect(() => loadWeightWord(Number.NaN)).toThrow(RangeError);
  });

  it('travels in a 0x0200 report as e3 04 and the big-endian word, and decodes to the same load', () => {
    const { frame, report } = roundTrip([{ itemId: 0xe3, type: 'loadWeight', loadKg: 31_500 }]);
    // 31,500 kg = 315,000 × 0.1 kg = 0x0004CE78
    expect(Buffer.from(frame).toString('hex')).toContain('e3040004ce78');
    expect(findItem(report, 'loadWeight')).toEqual({ itemId: 0xe3, type: 'loadWeight', loadKg: 31_500 });
  });

  it('decodes a sensor without a weighing as a null load', () => {
    const { report } = roundTrip([{ itemId: 0xe3, type: 'loadWeight', loadKg: null }]);
    expect(findItem(report, 'loadWeight')?.loadKg).toBeNull();
  });

  it('keeps an item 0xE3 of another length raw rather than misread', () => {
    const { report } = roundTrip([{ itemId: 0xe3, type: 'raw', hex: '0004ce' }]);
    expect(findItem(report, 'loadWeight')).toBeUndefined();
    expect(report.items[0]).toMatchObject({ itemId: 0xe3, type: 'raw', hex: '0004ce' });
  });
});
