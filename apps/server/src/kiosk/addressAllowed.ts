import net from 'node:net';
import { DEFAULT_DISPLAY_ADDRESSES } from '@roadwatch/core';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function blockListOf(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function admits(list: net.BlockList, ip: string): boolean {
  const candidate = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
  const type = net.isIPv6(candidate) ? 'ipv6' : net.isIPv4(candidate) ? 'ipv4' : null;
  return type !== null && list.check(candidate, type);
}

const DEFAULT_LIST = blockListOf(DEFAULT_DISPLAY_ADDRESSES);

/**
 * Whether `ip` (the peer as Fastify reports it, possibly an IPv4-mapped IPv6 address) is one of the addresses or
 * CIDR ranges of a display's `allowFrom` (already validated by the config schema). No list: loopback and private
 * addresses only (DEFAULT_DISPLAY_ADDRESSES); an empty list (only a damaged stored value can be one): none.
 */
export function addressAllowed(allowFrom: readonly string[] | null | undefined, ip: string): boolean {
  if (allowFrom === null || allowFrom === undefined) return admits(DEFAULT_LIST, ip);
  return admits(blockListOf(allowFrom), ip);
}

/**
 * Public addresses spread over both address spaces (first and last blocks, well-known resolvers, both halves of
 * IPv6 global unicast). A list that admits all of one family's is open to the internet in practice, whatever
 * ranges it is written as (`0.0.0.0/0`, `0.0.0.0/1` + `128.0.0.0/1`, `::/0`, `2000::/3`…); a control room's own
 * public range admits at most one of them.
 */
const PUBLIC_PROBES = {
  ipv4: [
    '1.0.0.1',
    '8.8.8.8',
    '61.135.169.121',
    '114.114.114.114',
    '151.101.1.1',
    '203.119.25.1',
    '223.5.5.5',
  ],
  ipv6: ['2001:4860:4860::8888', '2400:3200::1', '2a00:1450:4001::1', '3ffe:ffff::1'],
} as const;

/** Whether a display's `allowFrom` opens it to every address of IPv4 or IPv6 (kiosk:check warns about it). */
export function admitsEveryAddress(allowFrom: readonly string[] | null | undefined): boolean {
  if (allowFrom === null || allowFrom === undefined) return false;
  const list = blockListOf(allowFrom);
  return Object.values(PUBLIC_PROBES).some((probes) => probes.every((ip) => admits(list, ip)));
}

/** The `allow_from` column (JSON text) back into a list; anything unreadable allows nobody. */
export function storedAllowFrom(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : [];
  } catch {
    return [];
  }
}
