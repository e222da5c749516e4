import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { sendFamilyVoice } from './sendFamilyVoice';

/** Plays a family voice in the cab now, outside a handling submission. */
export const sendFamilyVoiceMessage: EndpointHandler<typeof ENDPOINTS.sendFamilyVoiceMessage> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const { vehicleId, alarmGuid, familySendDto } = ctx.input;
  return sendFamilyVoice(ctx.deps, user, { vehicleId, alarmGuid, familySendDto });
};
