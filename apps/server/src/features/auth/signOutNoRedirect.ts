import { SESSION_COOKIE, type ENDPOINTS } from '@roadwatch/core';
import { deleteSession } from '../../auth/sessionStore';
import type { EndpointHandler } from '../../http/endpointHandler';

export const signOutNoRedirect: EndpointHandler<typeof ENDPOINTS.signOutNoRedirect> = async ({
  db,
  auth,
  reply,
}) => {
  if (auth) await deleteSession(db, auth.tokenHash);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return null;
};
