import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';

/** The warehouses, vehicles and stores of the caller's scope, for a batch's legs (names and plates sorted). */
export const chainLegOptions: EndpointHandler<typeof ENDPOINTS.chainLegOptions> = async (ctx) => {
  const auth = requireUser(ctx);
  const sites = await ctx.db
    .selectFrom('sites as s')
    .where(inScope(auth, 'sites', 's'))
    .where('s.kind', 'in', ['warehouse', 'store'])
    .select(['s.id', 's.name', 's.kind'])
    .orderBy('s.name')
    .execute();
  const vehicles = await ctx.db
    .selectFrom('vehicles as v')
    .where(inScope(auth, 'vehicles', 'v'))
    .select(['v.id', 'v.plate as name'])
    .orderBy('v.plate')
    .execute();
  const of = (kind: string) => sites.filter((s) => s.kind === kind).map(({ id, name }) => ({ id, name }));
  return { warehouses: of('warehouse'), vehicles, stores: of('store') };
};
