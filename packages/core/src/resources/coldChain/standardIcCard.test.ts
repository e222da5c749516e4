import { describe, expect, it } from 'vitest';
import { icCardRegistration, normaliseCertificateNo, standardIcCardResource } from './standardIcCard';

const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

describe('icCardRegistration', () => {
  const card = { validUntil: day('2026-11-20') };
  it('is unregistered when the set does not hold the code', () => {
    expect(icCardRegistration(undefined, day('2026-11-01'))).toBe('unregistered');
  });
  it('stays registered through the whole last valid day (China time)', () => {
    expect(icCardRegistration(card, Date.parse('2026-11-20T23:59:59+08:00'))).toBe('registered');
  });
  it('is expired from the next China midnight', () => {
    expect(icCardRegistration(card, Date.parse('2026-11-21T00:00:00+08:00'))).toBe('expired');
  });
});

describe('standard IC-card save', () => {
  const base = {
    driverName: '王建国',
    issuingAuthority: '南京市交通运输局',
    validUntil: day('2028-12-31'),
    departmentId: 1,
  };
  it('keeps a certificate code trimmed and upper case', () => {
    expect(normaliseCertificateNo(' 32010219800101123x ')).toBe('32010219800101123X');
    const parsed = standardIcCardResource.save.parse({ ...base, certificateNo: ' ab-12 ' });
    expect(parsed.certificateNo).toBe('AB-12');
  });
  it('rejects a code of 21 characters or with other characters', () => {
    expect(standardIcCardResource.save.safeParse({ ...base, certificateNo: '1'.repeat(20) }).success).toBe(
      true,
    );
    expect(standardIcCardResource.save.safeParse({ ...base, certificateNo: '1'.repeat(21) }).success).toBe(
      false,
    );
    expect(standardIcCardResource.save.safeParse({ ...base, certificateNo: '12 34' }).success).toBe(false);
  });
});
