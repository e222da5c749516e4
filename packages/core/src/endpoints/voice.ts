import { z } from 'zod';
import { API_PREFIX, MODULE_BASE } from '../api/modules';
import { endpoint } from '../api/endpoint';
import { LIMITS } from '../constants';
import type { FamilyVoiceListResponse } from '../types/activeSafety';
import type { GetDriverDataListResponse, GetSendVoiceHistoriesResponse } from '../types/settings';
import { VMSG } from '../validators/messages';
import { familySendDto, ttsSendDto, type BlobBody } from './alarmHandling';
import { guidText } from './alarmShell';
import { queryNumber } from './queryNumber';
import { vehicleId } from './vehicle';

const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });
const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid });

/** Audio types accepted for family voice files, checked by content (magic bytes), never by the file name. */
export const FAMILY_VOICE_MIME_TYPES = [
  'audio/wav',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/flac',
  'audio/amr',
  'audio/aiff',
] as const;

/** Longest voice name (the file's name without its folder). */
export const FAMILY_VOICE_NAME_MAX = 60;

/** Multipart upload of one family voice file: fields `driverId`, optional `name`, then `file` (not JSON). */
export const FAMILY_VOICE_UPLOAD_PATH = `${API_PREFIX}${MODULE_BASE.activeSafety}/familyVoice/upload`;

export const sendTtsMessageRequest = z.strictObject({
  vehicleId,
  alarmGuid: guidText.optional(),
  ttsSendDto,
});

export interface SendTtsMessageResponse {
  /** The terminal acknowledged at this time (ms); the history row has this time. */
  sentAt: number;
}

export const sendFamilyVoiceMessageRequest = z.strictObject({
  vehicleId,
  alarmGuid: guidText.optional(),
  familySendDto,
});

/** TTS to the cab, the send history with templates, drivers' family voices (seed 000 §2.4, §7; seed 001 §5). */
export const voiceEndpoints = {
  /** History of TTS messages to the vehicle (pages of 20) plus templates; onlyTemplate 1 leaves the history out. */
  getSendVoiceHistories: endpoint<GetSendVoiceHistoriesResponse>()({
    name: 'getSendVoiceHistories',
    method: 'POST',
    module: 'alarm',
    path: '/getSendVoiceHistories',
    access: { operationId: 'vehicleAlarmProcessing:tts' },
    request: z.strictObject({
      vehicleId,
      /** The alarm's second type; with its first type it picks the default text (none without the first). */
      eventType: int(0, 9999),
      firstAlarmType: int(1, 9).optional(),
      onlyTemplate: flag,
      pageParamVO: z.strictObject(
        { curPage: int(1, 100_000), pageSize: int(1, LIMITS.ttsHistoryPageSize) },
        { error: VMSG.required },
      ),
    }),
  }),
  /** Sends a TTS message (0x8300) outside a handling submission; recorded only when the terminal acknowledges. */
  sendTtsMessage: endpoint<SendTtsMessageResponse>()({
    name: 'sendTtsMessage',
    method: 'POST',
    module: 'alarm',
    path: '/sendTtsMessage',
    access: { operationId: 'vehicleAlarmProcessing:tts' },
    request: sendTtsMessageRequest,
  }),
  /** Plays a family voice in the cab now (the dialog's "play now"): reminder as TTS, then the file's audio. */
  sendFamilyVoiceMessage: endpoint<{ sentAt: number; voiceName: string }>()({
    name: 'sendFamilyVoiceMessage',
    method: 'POST',
    module: 'alarm',
    path: '/sendFamilyVoiceMessage',
    access: { operationId: 'vehicleAlarmProcessing:handle' },
    request: sendFamilyVoiceMessageRequest,
  }),
  /** The vehicle's driver with their family voice files (voiceUrl, voiceName). */
  getDriverDataList: endpoint<GetDriverDataListResponse>()({
    name: 'getDriverDataList',
    method: 'POST',
    module: 'alarm',
    path: '/getDriverDataList',
    access: { operationId: 'vehicleAlarmProcessing:handle' },
    request: z.strictObject({ vehicleId }),
  }),
  /** Family voice settings: drivers in scope with their files. */
  familyVoiceList: endpoint<FamilyVoiceListResponse>()({
    name: 'familyVoiceList',
    method: 'POST',
    module: 'activeSafety',
    path: '/familyVoice/list',
    access: { operationId: 'familyVoiceSetting' },
    request: z.strictObject({
      pageParamVO: z.strictObject(
        { curPage: int(1, 100_000), pageSize: int(1, 200) },
        { error: VMSG.required },
      ),
      driverName: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    }),
  }),
  /** Deletes family voice files by id (all or nothing: every id must be a file in scope). */
  deleteFamilyVoice: endpoint<{ deleted: number }>()({
    name: 'deleteFamilyVoice',
    method: 'POST',
    module: 'activeSafety',
    path: '/familyVoice/delete',
    access: { operationId: 'familyVoiceSetting:delete' },
    request: z.strictObject({
      ids: z.array(int(1, 2_147_483_647), { error: VMSG.invalid }).min(1, { error: VMSG.required }).max(50, {
        error: VMSG.tooLong,
      }),
    }),
  }),
  /** The audio of one family voice file (the voiceUrl points here). */
  familyVoiceFile: endpoint<BlobBody>()({
    name: 'familyVoiceFile',
    method: 'GET',
    module: 'activeSafety',
    path: '/familyVoice/file',
    access: 'session',
    blob: true,
    request: z.strictObject({ id: queryNumber(int(1, 2_147_483_647)) }),
  }),
} as const;
