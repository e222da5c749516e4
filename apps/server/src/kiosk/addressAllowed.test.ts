import { describe, expect, it } from 'vitest';
import { addressAllowed, admitsEveryAddress, storedAllowFrom } from './addressAllowed';

describe('addressAllowed', () => {
  it('lets only loopback and private addresses open a display without a list', () => {
    for (const ip of ['203.0.113.9', '8.8.8.8', '::ffff:1.2.3.4', '2001:db8::1', '172.32.0.1', 'unknown']) {
      expect(addressAllowed(undefined, ip), ip).toBe(false);
      expect(addressAllowed(null, ip), ip).toBe(false);
    }
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.1', '172.31.255.1', '192.168.0.9']) {
      expect(addressAllowed(undefined, ip), ip).toBe(true);
    }
    for (const ip of ['fc00::1', 'fd12:3456::1', 'fe80::1']) expect(addressAllowed(null, ip), ip).toBe(true);
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

describe('admitsEveryAddress', () => {
  it('calls a list open when it admits the whole public IPv4 or IPv6 space, however it is written', () => {
    for (const list of [['0.0.0.0/0'], ['::/0'], ['0.0.0.0/1', '128.0.0.0/1'], ['10.8.0.0/24', '2000::/3']])
      expect(admitsEveryAddress(list), list.join(' ')).toBe(true);
  });

  it("does not call a control room's own ranges, public or private, open", () => {
    for (const list of [['10.8.0.0/24'], ['203.0.113.0/24', 'fd00::/8'], ['8.8.8.8'], ['1.0.0.0/8']])
      expect(admitsEveryAddress(list), list.join(' ')).toBe(false);
    expect(admitsEveryAddress(undefined)).toBe(false);
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
