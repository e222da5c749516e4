import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { chatCall } from './chatVehicle';

/**
 * Starts intercom (isRealTime 1) or listening (0): 0x9101 goes to the terminal in the background and getChatUrl
 * reports its progress. Code 0 (the browser closes the chat): vehicle not in scope, no gateway here, terminal
 * offline, or another chat of the vehicle running (listening and intercom are exclusive; another user's chat too).
 */
export const launchChat: EndpointHandler<typeof ENDPOINTS.launchChat> = async (ctx) => {
  const { registry, user } = chatCall(ctx);
  const { input, deps } = ctx;
  const vehicle = await vehicleInScope(ctx.db, user, input.vehicleid);
  if (!registry.gatewayReady || !deps.gateway) throw businessFailure('errors.gatewayUnavailable');
  if (!(await deps.gateway.isOnline(vehicle.id))) throw businessFailure('errors.terminalOffline');
  const running = registry.byVehicleId(vehicle.id);
  if (running && (running.userId !== user.userId || running.isRealTime !== input.isRealTime)) {
    throw businessFailure('errors.chatBusy');
  }
  const row = await ctx.db
    .selectFrom('vehicles')
    .select('terminal_phone')
    .where('id', '=', vehicle.id)
    .executeTakeFirstOrThrow();
  // A vehicle without a bound terminal cannot be online; its terminal may have been unbound just now.
  if (row.terminal_phone === null) throw businessFailure('errors.terminalOffline');
  registry.launch({
    vehicleId: vehicle.id,
    companyId: user.companyId,
    userId: user.userId,
    isRealTime: input.isRealTime,
    sim: row.terminal_phone,
    channel: Number(input.channelids.split(',')[0]),
  });
  return null;
};
