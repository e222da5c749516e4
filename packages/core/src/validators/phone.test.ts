import { describe, expect, it } from 'vitest';
import { VMSG } from './messages';
import { isMobilePhone, mobilePhone } from './phone';

describe('mobile phone', () => {
  it('accepts an 11-digit mainland mobile number', () => {
    expect(isMobilePhone('13812345678')).toBe(true);
    expect(mobilePhone.parse(' 19912345678 ')).toBe('19912345678');
  });

  it('rejects a number of 10 or 12 digits', () => {
    expect(isMobilePhone('1381234567')).toBe(false);
    expect(isMobilePhone('138123456789')).toBe(false);
  });

  it('rejects a number not starting with 13 to 19, or with other characters', () => {
    expect(isMobilePhone('12812345678')).toBe(false);
    expect(isMobilePhone('23812345678')).toBe(false);
    expect(isMobilePhone('138-1234-5678')).toBe(false);
    expect(mobilePhone.safeParse('').error?.issues[0]?.message).toBe(VMSG.required);
    expect(mobilePhone.safeParse('0101234567').error?.issues[0]?.message).toBe(VMSG.mobilePhone);
  });
});
