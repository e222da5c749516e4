import { resampleLinear, type FamilySendDto } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import type { UserAuth } from '../../scope/authContext';
import { parseWav } from '../../tts/parseWav';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { commandFailure } from './commandFailure';
import { readVoiceFile, voiceIdFromUrl } from './familyVoiceStore';
import { playIntoCab } from './playIntoCab';

export interface SendFamilyVoiceInput {
  vehicleId: number;
  familySendDto: FamilySendDto;
  alarmGuid?: string | undefined;
}

export interface SendFamilyVoiceResult {
  sentAt: number;
  voiceName: string;
}

const INTERCOM_RATE = 8_000;

/** A stored file as 8 kHz mono 16-bit samples; only WAV (16-bit PCM) can be played without a decoder. */
function toIntercomPcm(bytes: Buffer): Int16Array {
  let wav;
  try {
    wav = parseWav(bytes);
  } catch {
    throw businessFailure('errors.voiceFileNotPlayable');
  }
  const mono =
    wav.channels === 1
      ? wav.pcm
      : Int16Array.from(
          { length: Math.floor(wav.pcm.length / wav.channels) },
          (_, i) => wav.pcm[i * wav.channels]!,
        );
  return resampleLinear(mono, wav.sampleRate, INTERCOM_RATE);
}

/**
 * Plays one of the driver's family voice files in the cab. The reminder text goes first as 0x8300 with the TTS
 * flag (acknowledged), then the file's audio as JT/T 1078 G.711A over the intercom path (see playIntoCab). The
 * file must belong to the driver of the vehicle; without `voiceUrl` the driver's first file is played.
 */
export async function sendFamilyVoice(
  deps: AppDeps,
  auth: UserAuth,
  input: SendFamilyVoiceInput,
): Promise<SendFamilyVoiceResult> {
  const vehicle = await vehicleInScope(deps.db, auth, input.vehicleId);
  const row = await deps.db
    .selectFrom('vehicles')
    .select(['terminal_phone', 'driver_id'])
    .where('id', '=', vehicle.id)
    .executeTakeFirstOrThrow();
  if (row.driver_id === null) throw businessFailure('errors.vehicleNoDriver');
  const sim = row.terminal_phone;
  if (sim === null) throw businessFailure('errors.terminalOffline');
  const wanted = input.familySendDto.voiceUrl ? voiceIdFromUrl(input.familySendDto.voiceUrl) : undefined;
  if (wanted === null) throw businessFailure('errors.voiceNotFound');
  let query = deps.db
    .selectFrom('family_voices')
    .select(['id', 'name', 'stored_name'])
    .where('driver_id', '=', row.driver_id)
    .where('company_id', '=', auth.companyId);
  if (wanted !== undefined) query = query.where('id', '=', wanted);
  const voice = await query.orderBy('id').executeTakeFirst();
  if (!voice) throw businessFailure(wanted === undefined ? 'errors.driverNoVoice' : 'errors.voiceNotFound');
  const pcm = toIntercomPcm(await readVoiceFile(deps, auth.companyId, voice.stored_name));

  if (!deps.gateway) throw businessFailure('errors.gatewayUnavailable');
  try {
    await deps.gateway.sendText(vehicle.id, input.familySendDto.message.trim(), {
      tts: true,
      display: true,
      timeoutMs: 5_000,
      retries: 1,
    });
  } catch (error) {
    throw commandFailure(error);
  }
  await playIntoCab(deps, { vehicleId: vehicle.id, sim }, pcm);
  return { sentAt: deps.now(), voiceName: voice.name };
}
