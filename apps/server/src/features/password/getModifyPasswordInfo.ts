import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { requiredStrength } from './passwordPolicy';

/** The strength a new password must reach, and when the password last changed. */
export const getModifyPasswordInfo: EndpointHandler<typeof ENDPOINTS.getModifyPasswordInfo> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select(['password_level', 'password_modified_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return {
    passwordLevel: requiredStrength(row.password_level),
    passwordModifiedTime: Number(row.password_modified_at),
  };
};
