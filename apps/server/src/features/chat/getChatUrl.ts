import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { ownChat } from './chatVehicle';

/** The audio socket's address once the terminal's media is connected; ERR_006 / ERR_004 / ERR_002 otherwise. */
export const getChatUrl: EndpointHandler<typeof ENDPOINTS.getChatUrl> = async (ctx) => {
  const { registry, session } = await ownChat(ctx);
  const { url, resultCode } = registry.url(session);
  const success = resultCode === '';
  return { success, videoTerminals: [{ success, url, resultCode }] };
};
