import {
  AV_CLOSE_TYPES,
  AV_CONTROL_COMMANDS,
  AV_DATA_TYPES,
  STREAM_TYPES,
  textFlags,
  type LocationReport,
  type Message,
  type TextFlagOptions,
} from '@roadwatch/jt808';
import {
  cameraShootFor,
  captureCommandOptions,
  type CaptureInput,
  type CaptureResult,
} from './captureCommand';
import { CommandError, type CommandOptions } from './commandTracker';
import type { CommandBody, TerminalConnection } from './TerminalConnection';

export interface TextOptions extends TextFlagOptions, CommandOptions {
  /** 2019 only: 1 notice (default), 2 service. */
  textType?: number;
}

export interface AvRequestInput {
  /** Where the terminal should stream to (the media server). */
  serverIp: string;
  tcpPort: number;
  udpPort?: number;
  /** Logical channel, 1-based (JT/T 1078 table 2). */
  channel: number;
  /** 'twoWayIntercom' (2) or 'listening' (3) for the console's audio calls; video types work too. */
  dataType: (typeof AV_DATA_TYPES)[number];
  streamType?: (typeof STREAM_TYPES)[number];
}

export interface AvControlInput {
  channel: number;
  command: (typeof AV_CONTROL_COMMANDS)[number];
  closeType?: (typeof AV_CLOSE_TYPES)[number];
  switchStreamType?: (typeof STREAM_TYPES)[number];
}

/**
 * Commands down to terminals, addressed by vehicle id. Each resolves with the terminal's answer and rejects with
 * a `CommandError`: 'offline' (no authenticated connection, or it closed while waiting), 'timeout' (no answer
 * after the retries) or 'refused' (0x0001 with a non-zero result, in `error.result`).
 */
export interface GatewayCommands {
  send(vehicleId: number, body: CommandBody, options?: CommandOptions): Promise<Message>;
  /** 0x8300, shown and/or read aloud (TTS); flags are encoded for the terminal's edition. */
  sendText(vehicleId: number, text: string, options?: TextOptions): Promise<Message>;
  /** 0x8201 → the position from 0x0201 (also stored like any other report). */
  queryLocation(vehicleId: number, options?: CommandOptions): Promise<LocationReport>;
  /** 0x9101 real-time audio/video request, e.g. intercom or listening. */
  requestAudioVideo(vehicleId: number, request: AvRequestInput, options?: CommandOptions): Promise<Message>;
  /** 0x9102 control of a running transmission (close, pause, resume, switch stream, close intercom). */
  controlAudioVideo(vehicleId: number, control: AvControlInput, options?: CommandOptions): Promise<Message>;
  /**
   * 0x8801 flash capture on one camera → the media ids of the terminal's 0x0805 (its uploads follow as 0x0800 +
   * 0x0801 and are stored by the gateway). A 0x0805 result other than 0 rejects as 'refused' with that result.
   * Waits for the shooting itself (count × interval, or the video's length) plus 10 s; sent once by default.
   */
  capture(vehicleId: number, input: CaptureInput, options?: CommandOptions): Promise<CaptureResult>;
  /** Whether a terminal of the vehicle is connected and authenticated (here or, relayed, at another gateway). */
  isOnline(vehicleId: number): Promise<boolean>;
  /** The IP address of the vehicle's authenticated connection (the media server admits its media from there only). */
  terminalAddress(vehicleId: number): Promise<string | null>;
  /**
   * Closes the vehicle's authenticated connection (its terminal was unbound, replaced or renumbered, or deleted):
   * true when one was open. The terminal's next registration meets the binding as it now is.
   */
  disconnect(vehicleId: number): Promise<boolean>;
}

export function createGatewayCommands(sessions: ReadonlyMap<number, TerminalConnection>): GatewayCommands {
  const connectionOf = (vehicleId: number): TerminalConnection => {
    const connection = sessions.get(vehicleId);
    if (!connection || connection.isClosed) {
      throw new CommandError('offline', `vehicle ${vehicleId} has no connected terminal`);
    }
    return connection;
  };
  const send = async (vehicleId: number, body: CommandBody, options?: CommandOptions) =>
    connectionOf(vehicleId).sendCommand(body, options);

  return {
    send,
    async sendText(vehicleId, text, options = {}) {
      const edition = connectionOf(vehicleId).terminalEdition;
      const flags = textFlags({ display: true, ...options }, edition);
      const textType = edition === 2019 ? (options.textType ?? 1) : null;
      return send(vehicleId, { kind: 'textMessage', flags, textType, text }, options);
    },
    async queryLocation(vehicleId, options) {
      const reply = await send(vehicleId, { kind: 'locationQuery' }, options);
      if (reply.body.kind !== 'locationQueryReply') {
        throw new CommandError('refused', `expected 0x0201, got ${reply.body.kind}`);
      }
      return reply.body.location;
    },
    requestAudioVideo(vehicleId, request, options) {
      return send(
        vehicleId,
        {
          kind: 'avRequest',
          serverIp: request.serverIp,
          tcpPort: request.tcpPort,
          udpPort: request.udpPort ?? 0,
          channel: request.channel,
          dataType: AV_DATA_TYPES.indexOf(request.dataType),
          streamType: STREAM_TYPES.indexOf(request.streamType ?? 'main'),
        },
        options,
      );
    },
    controlAudioVideo(vehicleId, control, options) {
      return send(
        vehicleId,
        {
          kind: 'avControl',
          channel: control.channel,
          command: AV_CONTROL_COMMANDS.indexOf(control.command),
          closeType: AV_CLOSE_TYPES.indexOf(control.closeType ?? 'audioAndVideo'),
          switchStreamType: STREAM_TYPES.indexOf(control.switchStreamType ?? 'main'),
        },
        options,
      );
    },
    async capture(vehicleId, input, options) {
      const reply = await send(vehicleId, cameraShootFor(input), captureCommandOptions(input, options));
      if (reply.body.kind !== 'cameraShootReply') {
        throw new CommandError('refused', `expected 0x0805, got ${reply.body.kind}`);
      }
      if (reply.body.result !== 0) {
        throw new CommandError(
          'refused',
          `camera shoot answered with result ${reply.body.result}`,
          reply.body.result,
        );
      }
      return { mediaIds: reply.body.mediaIds ?? [] };
    },
    isOnline(vehicleId) {
      const connection = sessions.get(vehicleId);
      return Promise.resolve(Boolean(connection && !connection.isClosed));
    },
    terminalAddress(vehicleId) {
      const connection = sessions.get(vehicleId);
      return Promise.resolve(connection && !connection.isClosed ? connection.remoteAddress : null);
    },
    disconnect(vehicleId) {
      const connection = sessions.get(vehicleId);
      if (!connection || connection.isClosed) return Promise.resolve(false);
      connection.close('closed');
      return Promise.resolve(true);
    },
  };
}
