import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** True when the caller's company has given its food business licence number. */
export const haveLicense: EndpointHandler<typeof ENDPOINTS.haveLicense> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('companies')
    .select('licence_number')
    .where('id', '=', user.companyId)
    .executeTakeFirst();
  return Boolean(row?.licence_number);
};
