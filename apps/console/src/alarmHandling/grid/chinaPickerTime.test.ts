import { formatChinaTime } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { fromChinaPicker, toChinaPicker } from './chinaPickerTime';

describe('China wall clock in the pickers', () => {
  it('shows the GMT+8 time of an instant and reads it back to the same instant', () => {
    const at = Date.UTC(2026, 10, 25, 20, 30, 15);
    const picked = toChinaPicker(at);
    expect(picked.format('YYYY-MM-DD HH:mm:ss')).toBe(formatChinaTime(at));
    expect(fromChinaPicker(picked)).toBe(at);
  });
});
