import { SESSION, type ENDPOINTS } from '@roadwatch/core';
import { createSession } from '../../auth/sessionStore';
import { hashToken, sameHash } from '../../auth/tokens';
import { businessFailure } from '../../http/apiFailure';
import { addressAllowed, storedAllowFrom } from '../../kiosk/addressAllowed';
import type { EndpointHandler } from '../../http/endpointHandler';

/**
 * A wall display trades its configured token for a read-only session, from one of its allowed addresses. The token is returned for the
 * x-token header only: no cookie, so a display opened in an operator's browser does not replace their session.
 */
export const kioskSession: EndpointHandler<typeof ENDPOINTS.kioskSession> = async ({
  input,
  db,
  deps,
  request,
}) => {
  const display = await db
    .selectFrom('kiosk_displays')
    .select(['id', 'name', 'company_id', 'token_hash', 'revoked', 'allow_from'])
    .where('name', '=', input.display)
    .executeTakeFirst();
  if (!display || display.revoked !== 0 || !sameHash(hashToken(input.token), display.token_hash)) {
    throw businessFailure('errors.displayNotAuthorised');
  }
  // The token alone is not enough from outside the display's own addresses (its config's allowFrom).
  if (!addressAllowed(storedAllowFrom(display.allow_from), request.ip)) {
    throw businessFailure('errors.displayAddressRefused');
  }
  const session = await createSession(db, {
    kind: 'kiosk',
    userId: null,
    kioskDisplayId: display.id,
    companyId: display.company_id,
    ttlMs: SESSION.kioskTtlMs,
    ip: request.ip,
    now: deps.now(),
  });
  return { token: session.token, expiresAt: session.expiresAt, displayName: display.name };
};
