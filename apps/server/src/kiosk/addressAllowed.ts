import net from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Whether `ip` (the peer as Fastify reports it, possibly an IPv4-mapped IPv6 address) is one of the addresses or
 * CIDR ranges of a display's `allowFrom` (already validated by the config schema). No list: any address; an
 * empty list (only a damaged stored value can be one): none.
 */
export function addressAllowed(allowFrom: readonly string[] | null | undefined, ip: string): boolean {
  if (allowFrom === null || allowFrom === undefined) return true;
  const list = new net.BlockList();
  for (const entry of allowFrom) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const candidate = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
  const type = net.isIPv6(candidate) ? 'ipv6' : net.isIPv4(candidate) ? 'ipv4' : null;
  return type !== null && list.check(candidate, type);
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
