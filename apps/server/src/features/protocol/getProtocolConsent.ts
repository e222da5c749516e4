import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { protocolConsentOf } from './protocolConsentOf';

/** Whether the caller agreed to the current user protocol and privacy policy. */
export const getProtocolConsent: EndpointHandler<typeof ENDPOINTS.getProtocolConsent> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select(['protocol_version', 'protocol_agreed_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return protocolConsentOf(row);
};
