import { describe, expect, it } from 'vitest';
import { toHex } from './hex';
import { bcdTimeBytes, digitsToBcd, isoGmt8, readBcdTime, timestampMs, toGmt8Iso } from './bcd';

describe('BCD time', () => {
  it('is read as GMT+8 wall-clock time', () => {
    expect(readBcdTime(Uint8Array.from([0x26, 0x12, 0x31, 0x23, 0x59, 0x58]), 0)).toBe(
      '2026-12-31T23:59:58+08:00',
    );
  });

  it('keeps impossible dates as raw digits', () => {
    expect(readBcdTime(Uint8Array.from([0x25, 0x02, 0x29, 0, 0, 0]), 0)).toBe('250229000000');
    expect(readBcdTime(Uint8Array.from([0x26, 0x13, 0x01, 0, 0, 0]), 0)).toBe('261301000000');
    expect(readBcdTime(Uint8Array.from([0x2a, 0x01, 0x01, 0, 0, 0]), 0)).toBe('2a0101000000');
  });

  it('is written from any ISO offset by converting to GMT+8', () => {
    expect(toHex(bcdTimeBytes('2026-01-31T16:00:00Z'))).toBe('260201000000');
    expect(toHex(bcdTimeBytes('2026-02-01T00:00:00+08:00'))).toBe('260201000000');
    expect(toHex(bcdTimeBytes('000000000000'))).toBe('000000000000');
  });

  it('converts between epoch milliseconds and GMT+8 ISO', () => {
    const ms = Date.UTC(2026, 5, 1, 4, 5, 6);
    expect(isoGmt8(ms)).toBe('2026-06-01T12:05:06+08:00');
    expect(timestampMs(isoGmt8(ms))).toBe(ms);
    expect(toGmt8Iso(ms)).toBe('2026-06-01T12:05:06+08:00');
  });

  it('refuses times outside 2000–2099 and non-times', () => {
    expect(() => bcdTimeBytes('1999-12-31T00:00:00+09:00')).toThrow(RangeError);
    expect(() => bcdTimeBytes('yesterday')).toThrow(RangeError);
  });
});

describe('BCD time across the century', () => {
  it('reads every day of 2000–2099 to the same instant as Date.parse', () => {
    // One time a day at a moving hour/minute/second: leap years, month ends and the 2100 rule's neighbours.
    const first = Date.UTC(1999, 11, 31, 16); // 2000-01-01T00:00:00+08:00
    const days = (Date.UTC(2099, 11, 31, 16) - first) / 86_400_000;
    for (let day = 0; day < days; day += 1) {
      const ms = first + day * 86_400_000 + ((day * 7_919_000) % 86_400_000);
      const iso = isoGmt8(ms);
      const time = readBcdTime(bcdTimeBytes(iso), 0);
      expect(time).toBe(iso);
      expect(timestampMs(time)).toBe(Date.parse(iso));
    }
  });
});

describe('BCD digits', () => {
  it('left-pad to the field width and refuse overflow or non-digits', () => {
    expect(toHex(digitsToBcd('13800138000', 6))).toBe('013800138000');
    expect(() => digitsToBcd('1234567890123', 6)).toThrow(RangeError);
    expect(() => digitsToBcd('12a4', 6)).toThrow(RangeError);
  });
});
