import { randomBytes } from 'node:crypto';
import {
  CHAT_SOCKET_PATH,
  encodeAudioFrame,
  encodeTextFrame,
  LIMITS,
  VIDEO_STATUS_STREAMING,
  type ChatUrlError,
} from '@roadwatch/core';
import type { WebSocket } from 'ws';
import { CommandError } from '../../gateway/commandTracker';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import type { ExpectedStream } from '../../gateway/media/expectedStreams';
import type { MediaServer } from '../../gateway/media/startMediaServer';

/** Three missed 10-second heartbeats end a chat. */
export const CHAT_HEARTBEAT_LOSS_MS = 3 * LIMITS.chatHeartbeatMs;
/** How long the terminal has to answer 0x9101 before the chat reports ERR_004. */
export const CHAT_REQUEST_TIMEOUT_MS = 3_000;
/** WebSocket close code when the server ends a chat (heartbeat loss, 1-hour limit, closeChat, media gone). */
export const CHAT_SOCKET_CLOSED_BY_SERVER = 4000;

export type ChatKindFlag = 0 | 1;

export interface ChatSession {
  id: string;
  ticket: string;
  vehicleId: number;
  companyId: number;
  userId: number;
  /** 1 intercom (two-way), 0 listening. */
  isRealTime: ChatKindFlag;
  sim: string;
  channel: number;
  startedAt: number;
  lastHeartbeatAt: number;
  /** The terminal's answer to 0x9101 so far. */
  request: 'pending' | 'accepted' | ChatUrlError;
  /** True while the terminal's own media connection (the one this chat's 0x9101 admitted) is up. */
  mediaConnected: boolean;
  /** The media port's admission for this chat's 0x9101, once asked for. */
  expected: ExpectedStream | null;
  sockets: Set<WebSocket>;
  /** Frames relayed, for tests and logs. */
  stats: { fromBrowser: number; toBrowser: number; toTerminal: number; fromTerminal: number };
  sequence: number;
  unwatch: () => void;
}

export type ChatEndReason = 'closed' | 'heartbeatLost' | 'timeLimit' | 'replaced' | 'shutdown';

export interface ChatRegistryOptions {
  gateway: GatewayCommands | undefined;
  media: MediaServer | undefined;
  now: () => number;
  log?: { warn(details: object, message: string): void; info?(details: object, message: string): void };
}

/**
 * The server side of intercom and listening (seed 000 §4 "Chat", §8): one chat per vehicle. launch sends 0x9101
 * (data type 2 intercom, 3 listening) pointing at the media server; the url is ready once the terminal's own media
 * connection (admitted for this request only) flows; the browser's WebSocket and the terminal's JT/T 1078 stream
 * are bridged; heartbeats keep it alive; it ends on closeChat, three missed heartbeats, or after one hour (then
 * 0x9102 closes the terminal's side).
 */
export class ChatRegistry {
  private readonly byVehicle = new Map<number, ChatSession>();
  private readonly byTicket = new Map<string, ChatSession>();

  constructor(private readonly options: ChatRegistryOptions) {}

  get gatewayReady(): boolean {
    return Boolean(this.options.gateway && this.options.media);
  }

  /** The chat of this vehicle, when it belongs to the user. */
  find(userId: number, vehicleId: number): ChatSession | undefined {
    const session = this.byVehicle.get(vehicleId);
    return session && session.userId === userId ? session : undefined;
  }

  byVehicleId(vehicleId: number): ChatSession | undefined {
    return this.byVehicle.get(vehicleId);
  }

  byTicketValue(ticket: string): ChatSession | undefined {
    return this.byTicket.get(ticket);
  }

  /** Starts a chat (the caller checked scope, online and exclusivity); 0x9101 is answered in the background. */
  launch(input: {
    vehicleId: number;
    companyId: number;
    userId: number;
    isRealTime: ChatKindFlag;
    sim: string;
    channel: number;
  }): ChatSession {
    const { gateway, media, now } = this.options;
    if (!gateway || !media) throw new Error('chat needs the gateway and the media server');
    const previous = this.byVehicle.get(input.vehicleId);
    if (previous) this.end(previous, 'replaced');
    const at = now();
    const session: ChatSession = {
      ...input,
      id: randomBytes(8).toString('hex'),
      ticket: randomBytes(24).toString('base64url'),
      startedAt: at,
      lastHeartbeatAt: at,
      request: 'pending',
      mediaConnected: false,
      expected: null,
      sockets: new Set(),
      stats: { fromBrowser: 0, toBrowser: 0, toTerminal: 0, fromTerminal: 0 },
      sequence: 0,
      unwatch: () => undefined,
    };
    this.byVehicle.set(session.vehicleId, session);
    this.byTicket.set(session.ticket, session);
    session.unwatch = media.watch(session.sim, session.channel, {
      onConnect: () => {
        session.mediaConnected = true;
        this.sendText(session, 'terminal-connected');
      },
      onAudio: (samples) => this.toBrowser(session, samples),
      onClose: () => {
        session.mediaConnected = false;
        this.sendText(session, 'terminal-disconnected');
      },
    });
    const current = () => this.byVehicle.get(session.vehicleId) === session;
    // The media port admits only the connection this 0x9101 asks for, from the vehicle's own address; the url is
    // given out only once that connection flows.
    gateway
      .terminalAddress(session.vehicleId)
      .then((terminalAddress) => {
        if (terminalAddress === null) throw new CommandError('offline', 'no address for the vehicle');
        if (!current()) return;
        session.expected = media.expectStream({
          vehicleId: session.vehicleId,
          sim: session.sim,
          channel: session.channel,
          terminalAddress,
        });
        return gateway.requestAudioVideo(
          session.vehicleId,
          {
            serverIp: media.publicHost,
            tcpPort: media.port,
            channel: session.channel,
            dataType: session.isRealTime === 1 ? 'twoWayIntercom' : 'listening',
          },
          { timeoutMs: CHAT_REQUEST_TIMEOUT_MS, retries: 0 },
        );
      })
      .then(() => {
        if (session.request === 'pending') session.request = 'accepted';
      })
      .catch((err: unknown) => {
        session.expected?.cancel();
        // Refused → ERR_002 and timeout → ERR_004 make the browser launch again; offline likewise.
        session.request = err instanceof CommandError && err.code === 'refused' ? 'ERR_002' : 'ERR_004';
      });
    return session;
  }

  /** getChatUrl: the socket address once the media is up; an ERR_ code otherwise. */
  url(session: ChatSession): { url: string; resultCode: ChatUrlError | '' } {
    if (session.request === 'ERR_002' || session.request === 'ERR_004') {
      return { url: '', resultCode: session.request };
    }
    if (!session.mediaConnected) return { url: '', resultCode: 'ERR_006' };
    return { url: `${CHAT_SOCKET_PATH}?ticket=${session.ticket}`, resultCode: '' };
  }

  heartbeat(session: ChatSession): { videoStatus: string } {
    session.lastHeartbeatAt = this.options.now();
    return { videoStatus: session.mediaConnected ? VIDEO_STATUS_STREAMING : '1' };
  }

  /** Ends chats whose heartbeat stopped or that reached the hour. Runs on a timer and before every chat call. */
  sweep(): void {
    const at = this.options.now();
    for (const session of [...this.byVehicle.values()]) {
      if (at - session.startedAt >= LIMITS.chatAutoCloseMs) this.end(session, 'timeLimit');
      else if (at - session.lastHeartbeatAt >= CHAT_HEARTBEAT_LOSS_MS) this.end(session, 'heartbeatLost');
    }
  }

  end(session: ChatSession, reason: ChatEndReason): void {
    if (this.byVehicle.get(session.vehicleId) !== session) return;
    this.byVehicle.delete(session.vehicleId);
    this.byTicket.delete(session.ticket);
    session.unwatch();
    this.options.log?.info?.({ vehicleId: session.vehicleId, reason, stats: session.stats }, 'chat ended');
    for (const socket of session.sockets) socket.close(CHAT_SOCKET_CLOSED_BY_SERVER, reason);
    session.sockets.clear();
    session.expected?.cancel();
    if (reason === 'replaced' || reason === 'shutdown') return;
    this.options.gateway
      ?.controlAudioVideo(
        session.vehicleId,
        {
          channel: session.channel,
          command: session.isRealTime === 1 ? 'closeIntercom' : 'close',
          closeType: 'audioOnly',
        },
        { timeoutMs: CHAT_REQUEST_TIMEOUT_MS, retries: 0 },
      )
      .catch((err: unknown) =>
        this.options.log?.warn({ err, vehicleId: session.vehicleId }, 'chat: 0x9102 failed'),
      );
  }

  endAll(): void {
    for (const session of [...this.byVehicle.values()]) this.end(session, 'shutdown');
  }

  /** Browser audio (16-bit 8 kHz) to the terminal; listening sends nothing down. */
  fromBrowser(session: ChatSession, samples: Int16Array): void {
    session.stats.fromBrowser++;
    if (session.isRealTime !== 1) return;
    if (this.options.media?.sendAudio(session.sim, session.channel, samples, this.options.now())) {
      session.stats.toTerminal++;
    }
  }

  private toBrowser(session: ChatSession, samples: Int16Array): void {
    session.stats.fromTerminal++;
    if (session.sockets.size === 0) return;
    const frame = encodeAudioFrame(
      { sequence: session.sequence++, terminalId: session.sim, channel: session.channel },
      samples,
    );
    for (const socket of session.sockets) {
      if (socket.readyState === socket.OPEN && socket.bufferedAmount < 256 * 1024) {
        socket.send(frame);
        session.stats.toBrowser++;
      }
    }
  }

  sendText(session: ChatSession, text: string): void {
    const frame = encodeTextFrame(
      { sequence: session.sequence++, terminalId: session.sim, channel: session.channel },
      text,
    );
    for (const socket of session.sockets) if (socket.readyState === socket.OPEN) socket.send(frame);
  }
}
