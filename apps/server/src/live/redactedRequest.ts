import { LIVE_FEED_TOKEN_QUERY } from '@roadwatch/core';

const TOKEN_PARAM = new RegExp(`([?&]${LIVE_FEED_TOKEN_QUERY}=)[^&#]*`, 'g');

/** A url with the live feed's `token` query value blanked, so session tokens never reach the logs. */
export function redactTokenInUrl(url: string): string {
  return url.replace(TOKEN_PARAM, '$1[redacted]');
}

interface RawRequestLike {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request log fields, with the url redacted (Fastify's own `req` serializer, minus the secret). */
export function redactedRequest(req: RawRequestLike): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactTokenInUrl(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
