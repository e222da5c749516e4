import { TOKEN_HEADER } from '@roadwatch/core';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a request came from one of our own pages, as far as the browser tells: Sec-Fetch-Site (every current
 * browser sends it) must be same-origin or none (typed into the address bar), and an Origin, when sent, must be
 * this host. Requests outside a browser send neither and are judged by their token alone.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** A session carried by the cookie (which any site's link brings along), not by an explicit header. */
export function usesCookieSession(request: FastifyRequest): boolean {
  const header = request.headers[TOKEN_HEADER];
  return typeof header !== 'string' || header.length === 0;
}
