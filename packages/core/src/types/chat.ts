/**
 * Voice intercom and listening with a vehicle (seed 000 §3 "Chat parameters", §4 "Chat", §7 launchChat…closeChat,
 * §8 ERR_ codes). Field names are the seeds' (lower-case vehicleid, balarmtime, videoqualitystr included).
 */
import type { DateTimeText, Flag } from './scalars';

/** chatParam: identifies the alarm and terminal a voice session is about. */
export interface ChatParam {
  alarmTimeStr: DateTimeText;
  /** Audio channel ids, comma separated. */
  channelids: string;
  /** '1' for a vehicle alarm. */
  normalAlarm: string;
  /** Terminal (device) id. */
  wid: string;
  /** Alarm begin time text. */
  balarmtime: DateTimeText;
  vehicleid: number;
  guid: string;
  typeId: number;
  licensePlate: string;
}

/** launchChat: code 1 is success, code 0 closes the chat. */
export interface LaunchChatRequest extends ChatParam {
  normalAlarm: '1';
  videoqualitystr: '1';
  /** 1 intercom (two-way, real time), 0 listening. */
  isRealTime: Flag;
}
export type LaunchChatResponse = null;

/** Reasons a terminal gives no url yet (seed 000 §8). */
export const CHAT_URL_ERROR = { ERR_002: 'ERR_002', ERR_004: 'ERR_004', ERR_006: 'ERR_006' } as const;
export type ChatUrlError = keyof typeof CHAT_URL_ERROR;

/**
 * What the client does on each error: ERR_006 polls the url again every 1 s (up to 30 times);
 * ERR_004 and ERR_002 launch again after 3.5 s (at most 3 times), then close with a message.
 */
export const CHAT_URL_RETRY: Readonly<Record<ChatUrlError, 'pollUrl' | 'relaunch'>> = {
  ERR_006: 'pollUrl',
  ERR_004: 'relaunch',
  ERR_002: 'relaunch',
};

export interface ChatTerminalUrl {
  success: boolean;
  /** Audio WebSocket address; '' while not ready (retry after 1 s). */
  url: string;
  /** '' on success. */
  resultCode: ChatUrlError | '';
}

export type GetChatUrlRequest = ChatParam;
export interface GetChatUrlResponse {
  success: boolean;
  videoTerminals: ChatTerminalUrl[];
}

/** videoStatus '2' means the terminal is streaming; anything else starts a reconnect. */
export const VIDEO_STATUS_STREAMING = '2';

/** renewHeartbeat every 10 s; a code other than 1 closes the chat. */
export type RenewHeartbeatRequest = ChatParam;
export interface RenewHeartbeatResponse {
  videoTerminals: { videoStatus: string }[];
}

export type CloseChatRequest = ChatParam;
export type CloseChatResponse = null;

/** The 27-byte header of every audio frame on the chat WebSocket (seed 000 §7). */
export interface AudioFrameHeader {
  sequence: number;
  terminalId: string;
  channel: number;
}
