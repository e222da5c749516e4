// A query parameter whose name says it carries a secret, however it is spelled or encoded: token, TOKEN, x-token,
// access_token, the chat socket's ticket, a password.
const SECRET_NAME = /token|ticket|secret|passw(or)?d|auth/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // A malformed escape cannot be read, so it cannot be shown either.
    return 'token';
  }
}

// The public page of a share link carries its token in the path: /share/<token>.
const SHARE_PAGE_TOKEN = /^(\/share\/)[^/?#]+/;

/**
 * A url with the values of secret-looking query parameters blanked, and a share page's token, so session and
 * share tokens never reach the logs.
 */
export function redactTokenInUrl(rawUrl: string): string {
  const url = rawUrl.replace(SHARE_PAGE_TOKEN, '$1[redacted]');
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      if (!SECRET_NAME.test(decodedName(name))) return part;
      return `${name}=[redacted]`;
    })
    .join('');
  return `${url.slice(0, queryAt + 1)}${redacted}${hashAt < 0 ? '' : '#[redacted]'}`;
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
