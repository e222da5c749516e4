import type { CookieSerializeOptions } from '@fastify/cookie';

/** HttpOnly, SameSite=Lax, Secure when the request came over https. */
export function sessionCookieOptions(maxAgeMs?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}
