import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { commandFailure } from '../voice/commandFailure';

/** How long the terminal has to acknowledge 0x8300 (one JT/T 808 retry after it). */
const ACK_TIMEOUT_MS = 5_000;
const RETRIES = 1;

/**
 * A text message (shown and read aloud) or an LCD message (shown only) to the vehicle's terminal, JT/T 808 0x8300.
 * The schema has already replaced quotes and angle brackets with spaces and checked the length. Answers once the
 * terminal acknowledges; offline, refused or unanswered → a translated business failure.
 */
export const monitorTextMessage: EndpointHandler<typeof ENDPOINTS.monitorTextMessage> = async (ctx) => {
  const user = requireUser(ctx);
  const vehicle = await vehicleInScope(ctx.db, user, ctx.input.vehicleId);
  const gateway = ctx.deps.gateway;
  if (!gateway) throw businessFailure('errors.gatewayUnavailable');
  const { text, target } = ctx.input;
  try {
    await gateway.sendText(vehicle.id, text, {
      display: true,
      tts: target === 'text',
      timeoutMs: ACK_TIMEOUT_MS,
      retries: RETRIES,
    });
  } catch (error) {
    throw commandFailure(error);
  }
  return { sentAt: ctx.deps.now(), text };
};
