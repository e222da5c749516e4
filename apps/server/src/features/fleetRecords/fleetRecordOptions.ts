import { FLEET_RECORD_PAGES, type ENDPOINTS, type GasCardStatus } from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { businessSharedChoices, vehicleChoices } from '../fleetCost/vehicleChoices';

/** Vehicles, drivers and fuel cards in the caller's scope, for the trailer, refuelling and use record forms. */
export const fleetRecordOptions: EndpointHandler<typeof ENDPOINTS.fleetRecordOptions> = async (ctx) => {
  const auth = requireUser(ctx);
  const held = await auth.operations();
  if (!FLEET_RECORD_PAGES.some((page) => held.has(page))) throw new ApiFailure(403, 'errors.noPermission');
  const [vehicles, sharedVehicles, drivers, cards] = await Promise.all([
    vehicleChoices(ctx.db, auth),
    businessSharedChoices(ctx.db, auth, ctx.deps.now()),
    ctx.db
      .selectFrom('drivers')
      .select(['id', 'name'])
      .where(inScope(auth, 'drivers'))
      .orderBy('name')
      .execute(),
    ctx.db
      .selectFrom('gas_cards')
      .select(['id', 'card_no', 'status'])
      .where(inScope(auth, 'gas_cards'))
      .orderBy('card_no')
      .execute(),
  ]);
  return {
    vehicles,
    sharedVehicles,
    drivers,
    gasCards: cards.map((c) => ({ id: c.id, cardNo: c.card_no, status: c.status as GasCardStatus })),
  };
};
