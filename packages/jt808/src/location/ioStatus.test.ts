import { describe, expect, it } from 'vitest';
import { decodeFrame } from '../decodeFrame';
import { encodeMessage } from '../encodeMessage';
import { createLocationReport, findItem } from './locationReport';
import { hasIoStatus, ioStatusFlags, ioStatusNames } from './ioStatus';

describe('IO status profile of item 0x2A', () => {
  it('keeps the standard sleep bits 0 and 1 and puts the body equipment on bits 2 to 4', () => {
    expect(ioStatusFlags(['deepSleep'])).toBe(1);
    expect(ioStatusFlags(['sleep'])).toBe(2);
    expect(ioStatusFlags(['hydraulicLift'])).toBe(4);
    expect(ioStatusFlags(['unloading'])).toBe(8);
    expect(ioStatusFlags(['headSeparated'])).toBe(16);
  });

  it('names the set bits in bit order and ignores bits past the profile', () => {
    expect(ioStatusNames(0b1_0000_0000_0001_1010)).toEqual(['sleep', 'unloading', 'headSeparated']);
    expect(ioStatusNames(0)).toEqual([]);
    expect(hasIoStatus(0b10100, 'hydraulicLift')).toBe(true);
    expect(hasIoStatus(0b10100, 'unloading')).toBe(false);
  });

  it('travels in a 0x0200 report as item 0x2A and decodes back to the same equipment states', () => {
    const report = createLocationReport({
      edition: 2013,
      latitude: 31.2,
      longitude: 121.4,
      speedKmh: 0,
      directionDeg: 0,
      time: Date.UTC(2026, 10, 28, 2, 0, 0),
      items: [{ itemId: 0x2a, type: 'ioStatus', ioFlags: ioStatusFlags(['hydraulicLift', 'headSeparated']) }],
    });
    const frame = encodeMessage({
      header: { messageId: 0x0200, edition: 2013, phone: '13800138000', serial: 1 },
      body: { kind: 'locationReport', ...report },
    });
    const result = decodeFrame(frame);
    if (!result.ok || result.message.body.kind !== 'locationReport') throw new Error('not a location report');
    const io = findItem(result.message.body, 'ioStatus');
    expect(io && ioStatusNames(io.ioFlags)).toEqual(['hydraulicLift', 'headSeparated']);
  });
});
