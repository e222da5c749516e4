import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireKiosk, type EndpointHandler } from '../../http/endpointHandler';

export const kioskDisplay: EndpointHandler<typeof ENDPOINTS.kioskDisplay> = async (ctx) => {
  const display = requireKiosk(ctx);
  const row = await ctx.db
    .selectFrom('departments')
    .innerJoin('companies', 'companies.id', 'departments.company_id')
    .select(['companies.name as companyName', 'departments.name as departmentName'])
    .where('departments.id', '=', display.departmentId)
    .where('departments.company_id', '=', display.companyId)
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  return {
    displayName: display.displayName,
    companyName: row.companyName,
    departmentName: row.departmentName,
    serverTime: ctx.deps.now(),
  };
};
