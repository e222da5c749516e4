import { describe, expect, it } from 'vitest';
import { VMSG } from './messages';
import { isPlateNumber, plateNumber } from './plate';

describe('plate number', () => {
  it('accepts ordinary, trailer and new-energy plates', () => {
    for (const plate of ['京A12345', '沪B7X9K2', '粤BD12345', '粤B12345D', '冀A1234挂', '苏E0A123']) {
      expect(isPlateNumber(plate), plate).toBe(true);
    }
  });

  it('rejects a plate without a province, with the letters I or O, or of the wrong length', () => {
    for (const plate of ['A12345', '京AI2345', '京A1234O', '京A1234', '京A1234567', '京1A2345', '']) {
      expect(isPlateNumber(plate), plate).toBe(false);
    }
  });

  it('normalises case and surrounding spaces before checking', () => {
    expect(plateNumber.parse(' 京a12345 ')).toBe('京A12345');
    expect(plateNumber.safeParse('ABC').error?.issues[0]?.message).toBe(VMSG.plateNumber);
  });
});
