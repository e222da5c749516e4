import { describe, expect, it } from 'vitest';
import { addressAllowed, storedAllowFrom } from './addressAllowed';

describe('addressAllowed', () => {
  it('lets any address open a display without a list', () => {
    expect(addressAllowed(undefined, '203.0.113.9')).toBe(true);
    expect(addressAllowed(null, '::1')).toBe(true);
  });

  it('matches single addresses and ranges, IPv4 and IPv6', () => {
    const list = ['10.8.0.0/24', '192.168.1.20', 'fd00::/8'];
    expect(addressAllowed(list, '10.8.0.77')).toBe(true);
    expect(addressAllowed(list, '10.8.1.77')).toBe(false);
    expect(addressAllowed(list, '192.168.1.20')).toBe(true);
    expect(addressAllowed(list, '192.168.1.21')).toBe(false);
    expect(addressAllowed(list, 'fd12:3456::1')).toBe(true);
    expect(addressAllowed(list, '2001:db8::1')).toBe(false);
  });

  it('reads an IPv4 peer reported as IPv4-mapped IPv6', () => {
    expect(addressAllowed(['10.8.0.0/24'], '::ffff:10.8.0.5')).toBe(true);
    expect(addressAllowed(['10.8.0.0/24'], '::ffff:10.9.0.5')).toBe(false);
  });

  it('refuses what is not an address at all', () => {
    expect(addressAllowed(['10.8.0.0/24'], 'unknown')).toBe(false);
  });
});

describe('storedAllowFrom', () => {
  it('reads the stored list, null for none, and nothing allowed from a damaged value', () => {
    expect(storedAllowFrom('["10.8.0.0/24"]')).toEqual(['10.8.0.0/24']);
    expect(storedAllowFrom(null)).toBeNull();
    expect(storedAllowFrom('{oops')).toEqual([]);
    expect(storedAllowFrom('[1,2]')).toEqual([]);
    expect(addressAllowed(storedAllowFrom('{oops'), '10.8.0.1')).toBe(false);
  });
});
