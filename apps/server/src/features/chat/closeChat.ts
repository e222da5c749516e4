import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { chatCall } from './chatVehicle';

/** Hangs up: 0x9102 to the terminal, the sockets and the media connection closed. Closing twice is fine. */
export const closeChat: EndpointHandler<typeof ENDPOINTS.closeChat> = async (ctx) => {
  const { registry, user } = chatCall(ctx);
  await vehicleInScope(ctx.db, user, ctx.input.vehicleid);
  const session = registry.find(user.userId, ctx.input.vehicleid);
  if (session) registry.end(session, 'closed');
  return null;
};
