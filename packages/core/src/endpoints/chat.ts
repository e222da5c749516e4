import { z } from 'zod';
import { API_PREFIX } from '../api/modules';
import { endpoint } from '../api/endpoint';
import type {
  CloseChatResponse,
  GetChatUrlResponse,
  LaunchChatResponse,
  RenewHeartbeatResponse,
} from '../types/chat';
import { VMSG } from '../validators/messages';
import { guidText } from './alarmShell';
import { vehicleId } from './vehicle';

/** The chat's audio WebSocket; getChatUrl answers `${CHAT_SOCKET_PATH}?ticket=…` (the ticket is per session). */
export const CHAT_SOCKET_PATH = `${API_PREFIX}/chat/audio`;

const text = (max: number) => z.string({ error: VMSG.required }).max(max, { error: VMSG.tooLong });

/** chatParam (seed 000 §3): lower-case vehicleid, balarmtime as the seed spells them. */
export const chatParam = z.strictObject({
  alarmTimeStr: text(32),
  /** Audio channel ids, comma separated; the first is used. */
  channelids: z.string({ error: VMSG.required }).regex(/^\d{1,3}(,\d{1,3})*$/, { error: VMSG.invalid }),
  normalAlarm: text(4),
  /** Terminal id. */
  wid: z.string({ error: VMSG.required }).regex(/^\d{1,20}$/, { error: VMSG.invalid }),
  balarmtime: text(32),
  vehicleid: vehicleId,
  guid: z.union([guidText, z.literal('')], { error: VMSG.invalid }),
  typeId: z.number({ error: VMSG.required }).int({ error: VMSG.integer }),
  licensePlate: text(20),
});

export const launchChatRequest = chatParam.extend({
  normalAlarm: z.literal('1', { error: VMSG.invalid }),
  videoqualitystr: z.literal('1', { error: VMSG.invalid }),
  /** 1 intercom, 0 listening. */
  isRealTime: z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid }),
});

const access = { operationId: 'vehicleAlarmProcessing:talk' } as const;

/** Real-time intercom and listening (seed 000 §4 "Chat", §7, §8 ERR_ codes). */
export const chatEndpoints = {
  /** Asks the terminal for two-way audio (0x9101 data type 2) or listening (3); code 0 closes the chat. */
  launchChat: endpoint<LaunchChatResponse>()({
    name: 'launchChat',
    method: 'POST',
    module: 'alarm',
    path: '/chat/launchChat',
    access,
    request: launchChatRequest,
  }),
  /** The audio WebSocket address once the terminal's media connection is up; ERR_006 while waiting. */
  getChatUrl: endpoint<GetChatUrlResponse>()({
    name: 'getChatUrl',
    method: 'POST',
    module: 'alarm',
    path: '/chat/getChatUrl',
    access,
    request: chatParam,
  }),
  /** Every 10 s; a chat without a heartbeat for 30 s is closed by the server. */
  renewHeartbeat: endpoint<RenewHeartbeatResponse>()({
    name: 'renewHeartbeat',
    method: 'POST',
    module: 'alarm',
    path: '/chat/renewHeartbeat',
    access,
    request: chatParam,
  }),
  closeChat: endpoint<CloseChatResponse>()({
    name: 'closeChat',
    method: 'POST',
    module: 'alarm',
    path: '/chat/closeChat',
    access,
    request: chatParam,
  }),
} as const;
