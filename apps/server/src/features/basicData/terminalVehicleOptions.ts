import { TERMINAL_VEHICLE_OPTIONS_MAX, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';

/** The terminal form's vehicle picker: vehicles in scope by plate, with the terminal each already has. */
export const terminalVehicleOptions: EndpointHandler<typeof ENDPOINTS.terminalVehicleOptions> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const { keyword, include } = ctx.input;
  const base = ctx.db
    .selectFrom('vehicles as v')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .leftJoin('terminals as t', 't.vehicle_id', 'v.id')
    .select(['v.id as id', 'v.plate as plate', 'd.name as departmentName', 't.id as terminalId'])
    .where(inScope(user, 'vehicles', 'v'));
  const found = await (keyword ? base.where(containsText('v.plate', keyword)) : base)
    .orderBy('v.plate')
    .orderBy('v.id')
    .limit(TERMINAL_VEHICLE_OPTIONS_MAX)
    .execute();
  if (include !== undefined && !found.some((v) => v.id === include)) {
    const bound = await base.where('v.id', '=', include).executeTakeFirst();
    if (bound) found.unshift(bound);
  }
  return found.map((v) => ({ ...v, terminalId: v.terminalId ?? null }));
};
