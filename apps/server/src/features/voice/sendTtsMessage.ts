import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { sendTtsToVehicle } from './sendTtsToVehicle';

/** Sends a TTS message to the vehicle now (the dialog's "send now"); history only after the terminal's ack. */
export const sendTtsMessage: EndpointHandler<typeof ENDPOINTS.sendTtsMessage> = async (ctx) => {
  const user = requireUser(ctx);
  const { vehicleId, alarmGuid, ttsSendDto } = ctx.input;
  return sendTtsToVehicle(ctx.deps, user, { vehicleId, alarmGuid, ttsSendDto });
};
