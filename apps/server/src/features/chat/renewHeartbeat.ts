import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { ownChat } from './chatVehicle';

/** Keeps the chat alive (three missed beats end it); videoStatus '2' while the terminal streams. */
export const renewHeartbeat: EndpointHandler<typeof ENDPOINTS.renewHeartbeat> = async (ctx) => {
  const { registry, session } = await ownChat(ctx);
  return { videoTerminals: [registry.heartbeat(session)] };
};
