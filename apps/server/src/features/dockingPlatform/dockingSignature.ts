import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint secret: 32 random bytes, base64url (43 characters). */
export function newDockingSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** `sha256=<hex>`: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>`. */
export function dockingSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a partner does with a request: recompute the signature and compare in constant time. */
export function dockingSignatureValid(
  secret: string,
  timestamp: string,
  body: string,
  given: string,
): boolean {
  const expected = Buffer.from(dockingSignature(secret, timestamp, body));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
