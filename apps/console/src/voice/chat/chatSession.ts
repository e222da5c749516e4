import {
  AUDIO_FRAME_HEADER_BYTES,
  CHAT_KIND,
  CHAT_STATE,
  decodeAudioFrame,
  encodeAudioFrame,
  encodeTextFrame,
  ENDPOINTS,
  LIMITS,
  rms,
  VIDEO_STATUS_STREAMING,
  type AlarmDetailVO,
  type ChatKind,
  type ChatParam,
} from '@roadwatch/core';
import { api } from '../../app/api';
import { i18n } from '../../app/i18n';
import { toasts } from '../../app/toasts';
import { audioActivity } from '../../audio/audioActivity';
import { createChatAudio, type ChatAudio } from './chatAudio';
import { chatParamOf } from './chatParamOf';
import { chatState, resetChatView, setChatState } from './chatState';

/** The server closed the socket on purpose (closeChat, heartbeat loss, the hour, replaced). */
const CLOSED_BY_SERVER = 4000;
const SOCKET_RETRIES = 3;
const SOCKET_RETRY_MS = 1_000;

interface Run {
  param: ChatParam;
  kind: ChatKind;
  launched: boolean;
  urlAttempts: number;
  relaunches: number;
  socketRetries: number;
  timers: Set<ReturnType<typeof setTimeout>>;
  intervals: Set<ReturnType<typeof setInterval>>;
  socket: WebSocket | null;
  mic: MediaStream | null;
  audio: ChatAudio | null;
  sequence: number;
  openedAt: number | null;
  ended: boolean;
}

let run: Run | null = null;

const say = (key: string) => toasts.push(i18n.t(`voice.chat.${key}`));
const quiet = { toast: false, cancelOnRouteChange: false } as const;
const survive = { cancelOnRouteChange: false } as const;

function later(r: Run, ms: number, action: () => void): void {
  const timer = setTimeout(() => {
    r.timers.delete(timer);
    if (run === r && !r.ended) action();
  }, ms);
  r.timers.add(timer);
}

function setActivity(kind: ChatKind | null): void {
  audioActivity.intercom = kind === CHAT_KIND.intercom;
  audioActivity.monitor = kind === CHAT_KIND.listen;
}

/**
 * Starts listening or intercom with the alarm's vehicle (seed 000 §4, §7, §8): static → lining → chatting when the
 * audio socket opens. The caller has checked the secure context, the microphone API and the vehicle's state.
 */
export function startChat(alarm: AlarmDetailVO, kind: ChatKind): void {
  if (run) {
    if (run.kind !== kind || run.param.vehicleid !== alarm.vehicleId) say('exclusive');
    return;
  }
  const r: Run = {
    param: chatParamOf(alarm),
    kind,
    launched: false,
    urlAttempts: 0,
    relaunches: 0,
    socketRetries: 0,
    timers: new Set(),
    intervals: new Set(),
    socket: null,
    mic: null,
    audio: null,
    sequence: 0,
    openedAt: null,
    ended: false,
  };
  run = r;
  resetChatView();
  setChatState(CHAT_STATE.lining);
  chatState.kind = kind;
  chatState.plate = alarm.regName;
  chatState.vehicleId = alarm.vehicleId;
  setActivity(kind);
  void launch(r);
}

async function launch(r: Run): Promise<void> {
  try {
    await api.call(
      ENDPOINTS.launchChat,
      {
        ...r.param,
        normalAlarm: '1',
        videoqualitystr: '1',
        isRealTime: r.kind === CHAT_KIND.intercom ? 1 : 0,
      },
      survive,
    );
  } catch {
    // Code 0 closes the chat (the client already showed the server's message).
    end(r, false);
    return;
  }
  if (run !== r || r.ended) return;
  r.launched = true;
  r.urlAttempts = 0;
  void pollUrl(r);
}

async function pollUrl(r: Run): Promise<void> {
  let answer;
  try {
    answer = await api.call(ENDPOINTS.getChatUrl, r.param, survive);
  } catch {
    end(r);
    return;
  }
  if (run !== r || r.ended) return;
  const terminal = answer.videoTerminals[0];
  if (answer.success && terminal?.url) {
    void openSocket(r, terminal.url);
    return;
  }
  const code = terminal?.resultCode ?? '';
  if (code === 'ERR_004' || code === 'ERR_002') {
    if (r.relaunches >= LIMITS.chatLaunchRetries) {
      say('connectFailed');
      end(r);
      return;
    }
    r.relaunches += 1;
    say(r.kind === CHAT_KIND.intercom ? 'intercomRetry' : 'connectRetry');
    later(r, LIMITS.chatLaunchRetryMs, () => void launch(r));
    return;
  }
  // ERR_006 or no url yet: ask again every second, 30 times at most.
  r.urlAttempts += 1;
  if (r.urlAttempts >= LIMITS.chatUrlRetries) {
    say(r.kind === CHAT_KIND.listen ? 'listenFailed' : 'connectFailed');
    end(r);
    return;
  }
  later(r, LIMITS.chatUrlRetryMs, () => void pollUrl(r));
}

function socketUrl(path: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${path}`;
}

async function openSocket(r: Run, path: string): Promise<void> {
  if (r.kind === CHAT_KIND.intercom && !r.mic) {
    try {
      r.mic = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      say('noMicrophone');
      end(r);
      return;
    }
    if (run !== r || r.ended) {
      for (const track of r.mic.getTracks()) track.stop();
      return;
    }
  }
  r.audio ??= createChatAudio(r.mic, (samples) => sendFrame(r, samples));
  const socket = new WebSocket(socketUrl(path));
  socket.binaryType = 'arraybuffer';
  r.socket = socket;
  socket.onopen = () => {
    if (r.socket !== socket) return;
    r.socketRetries = 0;
    // Text packets are UTF-16 (seed 000 §7): the first one says who is on the line.
    socket.send(
      encodeTextFrame(
        { sequence: r.sequence++, terminalId: r.param.wid, channel: Number(r.param.channelids) || 1 },
        JSON.stringify({ type: 'hello', kind: r.kind, plate: r.param.licensePlate }),
      ),
    );
    if (r.openedAt === null) opened(r);
  };
  socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (!(event.data instanceof ArrayBuffer) || event.data.byteLength < AUDIO_FRAME_HEADER_BYTES) return;
    const frame = decodeAudioFrame(new Uint8Array(event.data));
    if (frame?.kind !== 'pcm16' || !r.audio) return;
    const level = rms(frame.samples, 32768);
    const played = r.audio.play(frame.samples);
    const stats = chatState.stats;
    stats.framesReceived += 1;
    stats.receivedRms = level;
    stats.receivedRmsMax = Math.max(stats.receivedRmsMax, level);
    stats.playedRms = played.rms;
    stats.playedSamples = played.count;
  };
  socket.onclose = (event) => {
    if (r.socket !== socket || run !== r || r.ended) return;
    r.socket = null;
    if (event.code === CLOSED_BY_SERVER) {
      end(r, false);
      return;
    }
    // Network trouble: get the address again and reconnect, a few times, with a message.
    if (r.socketRetries >= SOCKET_RETRIES) {
      say('connectFailed');
      end(r);
      return;
    }
    r.socketRetries += 1;
    say('socketRetry');
    later(r, SOCKET_RETRY_MS, () => void pollUrl(r));
  };
}

function opened(r: Run): void {
  r.openedAt = Date.now();
  setChatState(CHAT_STATE.chatting);
  const tick = setInterval(() => {
    if (r.openedAt !== null) chatState.seconds = Math.floor((Date.now() - r.openedAt) / 1000);
  }, 250);
  r.intervals.add(tick);
  const beat = setInterval(() => void heartbeat(r), LIMITS.chatHeartbeatMs);
  r.intervals.add(beat);
  later(r, LIMITS.chatAutoCloseMs, () => {
    say('autoClosed');
    end(r);
  });
}

async function heartbeat(r: Run): Promise<void> {
  let answer;
  try {
    answer = await api.call(ENDPOINTS.renewHeartbeat, r.param, quiet);
  } catch {
    if (run !== r || r.ended) return;
    say('heartbeatFailed');
    end(r, false);
    return;
  }
  if (run !== r || r.ended) return;
  if (answer.videoTerminals[0]?.videoStatus === VIDEO_STATUS_STREAMING) return;
  // The terminal stopped streaming: launch again (counted with the launch retries).
  if (r.relaunches >= LIMITS.chatLaunchRetries) {
    say('connectFailed');
    end(r);
    return;
  }
  r.relaunches += 1;
  say('connectRetry');
  dropSocket(r);
  void launch(r);
}

function sendFrame(r: Run, samples: Int16Array): void {
  const socket = r.socket;
  if (!socket || socket.readyState !== WebSocket.OPEN || r.ended) return;
  socket.send(
    encodeAudioFrame(
      { sequence: r.sequence++, terminalId: r.param.wid, channel: Number(r.param.channelids) || 1 },
      samples,
    ),
  );
  chatState.stats.framesSent += 1;
  const level = rms(samples, 32768);
  chatState.stats.sentRms = level;
  chatState.stats.sentRmsMax = Math.max(chatState.stats.sentRmsMax, level);
}

function dropSocket(r: Run): void {
  const socket = r.socket;
  r.socket = null;
  if (!socket) return;
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.close();
}

/** Ends a run: timers, socket, microphone and audio stopped; closeChat told unless the server already ended it. */
function end(r: Run, tellServer = true): void {
  if (r.ended) return;
  r.ended = true;
  for (const timer of r.timers) clearTimeout(timer);
  for (const interval of r.intervals) clearInterval(interval);
  dropSocket(r);
  r.audio?.stop();
  if (!r.audio) for (const track of r.mic?.getTracks() ?? []) track.stop();
  if (tellServer && r.launched) void api.call(ENDPOINTS.closeChat, r.param, quiet).catch(() => undefined);
  if (run === r) {
    run = null;
    resetChatView();
    setActivity(null);
  }
}

/** The hang-up button. */
export function hangUp(): void {
  if (run) end(run);
}

/** Ends the running chat when the dialog closes, unless the operator floated it. */
export function endChatUnlessFloated(): void {
  if (run && !chatState.floated) end(run);
}

export function setFloated(floated: boolean): void {
  if (chatState.state !== CHAT_STATE.static) chatState.floated = floated;
}
