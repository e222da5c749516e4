import type { TtsSendDto } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import type { UserAuth } from '../../scope/authContext';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { commandFailure } from './commandFailure';

export interface SendTtsInput {
  vehicleId: number;
  ttsSendDto: TtsSendDto;
  /** The alarm being handled, when sent from the alarm dialog. */
  alarmGuid?: string | undefined;
  /** The alarm's event type (second type), kept with the history for per-type templates. */
  eventType?: number | undefined;
}

export interface SendTtsResult {
  /** When the terminal acknowledged (the history row's send time). */
  sentAt: number;
}

/** How long the terminal has to acknowledge 0x8300 (one retry, JT/T 808 back-off: 5 s then 10 s). */
const TTS_ACK_TIMEOUT_MS = 5_000;
const TTS_RETRIES = 1;

/**
 * Sends a message read aloud in the cab: JT/T 808 0x8300 with the TTS (and display) flag through the gateway. It is
 * recorded in the send history only after the terminal acknowledges (0x0001 result 0). Offline, refused or
 * unanswered → a translated business failure and nothing recorded. The vehicle must be in the caller's scope.
 */
export async function sendTtsToVehicle(
  deps: AppDeps,
  auth: UserAuth,
  input: SendTtsInput,
): Promise<SendTtsResult> {
  const vehicle = await vehicleInScope(deps.db, auth, input.vehicleId);
  const message = input.ttsSendDto.message.trim();
  if (!deps.gateway) throw businessFailure('errors.gatewayUnavailable');
  try {
    await deps.gateway.sendText(vehicle.id, message, {
      tts: true,
      display: true,
      timeoutMs: TTS_ACK_TIMEOUT_MS,
      retries: TTS_RETRIES,
    });
  } catch (error) {
    throw commandFailure(error);
  }
  const sentAt = deps.now();
  await deps.db
    .insertInto('tts_sends')
    .values({
      company_id: auth.companyId,
      vehicle_id: vehicle.id,
      user_id: auth.userId,
      alarm_guid: input.alarmGuid ?? null,
      event_type: input.eventType ?? 0,
      message,
      ins_common: input.ttsSendDto.insCommon,
      sent_at: sentAt,
    })
    .execute();
  return { sentAt };
}
