import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';

/** The vehicles (by plate) or warehouses (by name) the caller may share, in the caller's scope. */
export const shareTargetOptions: EndpointHandler<typeof ENDPOINTS.shareTargetOptions> = async ({
  db,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  if (input.scene === 'vehicle')
    return db
      .selectFrom('vehicles as v')
      .where(inScope(auth, 'vehicles', 'v'))
      .select(['v.id as id', 'v.plate as name'])
      .orderBy('v.plate')
      .execute();
  return db
    .selectFrom('sites as s')
    .where(inScope(auth, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .select(['s.id as id', 's.name as name'])
    .orderBy('s.name')
    .execute();
};
