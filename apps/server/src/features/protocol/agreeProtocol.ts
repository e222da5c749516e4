import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { protocolConsentOf } from './protocolConsentOf';

/**
 * Records the caller's agreement to the current protocol version (the schema admits only that version). Agreeing
 * again keeps the first agreement's time: it is the moment the user accepted these terms.
 */
export const agreeProtocol: EndpointHandler<typeof ENDPOINTS.agreeProtocol> = async (ctx) => {
  const user = requireUser(ctx);
  const version = ctx.input.version;
  await ctx.db
    .updateTable('users')
    .set({ protocol_version: version, protocol_agreed_at: ctx.deps.now() })
    .where('id', '=', user.userId)
    .where((eb) => eb.or([eb('protocol_version', 'is', null), eb('protocol_version', '!=', version)]))
    .execute();
  const row = await ctx.db
    .selectFrom('users')
    .select(['protocol_version', 'protocol_agreed_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return protocolConsentOf(row);
};
