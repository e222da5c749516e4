import dns from 'node:dns';
import net from 'node:net';

/**
 * Where the server may send a partner's requests. Unless the server is configured to allow it
 * (`ROADWATCH_DOCKING_ALLOW_PRIVATE=1`, for tests and deployments whose partners sit on the same network), no
 * request goes to a loopback, private, link-local, carrier-grade NAT, multicast or unspecified address: an
 * endpoint must not become a way to reach the server's own network. The check is made on the address actually
 * connected to (a name is resolved once, checked, and that address used), so a name that resolves to a private
 * address later (DNS rebinding) is refused too.
 */
const REFUSED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  REFUSED.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  REFUSED.addSubnet(address, prefix, 'ipv6');

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether `ip` is an address the server does not send to unless private addresses are allowed. */
export function isPrivateAddress(ip: string): boolean {
  const candidate = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
  if (net.isIPv4(candidate)) return REFUSED.check(candidate, 'ipv4');
  if (net.isIPv6(candidate)) return REFUSED.check(candidate, 'ipv6');
  return true;
}

/** The host of a URL without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Whether a URL names a refused address outright (a private or loopback IP, `localhost`): refused when an endpoint
 * is saved. Names are only known when a request is sent, and checked then (`guardedLookup`).
 */
export function namesPrivateHost(url: URL): boolean {
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && isPrivateAddress(host);
}

export class AddressRefusedError extends Error {
  constructor(readonly address: string) {
    super(`address not allowed: ${address}`);
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that refuses private addresses (all of a name's addresses must pass). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new AddressRefusedError(refused.address), []);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

/** The literal IP of a URL's host, refused before connecting (Node does not call `lookup` for an IP). */
export function literalAddressRefused(url: URL, allowPrivate: boolean): string | null {
  const host = hostOf(url);
  return !allowPrivate && net.isIP(host) !== 0 && isPrivateAddress(host) ? host : null;
}
