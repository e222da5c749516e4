import net from 'node:net';
import { alawDecode, alawEncode, G711A_PAYLOAD_TYPE } from '@roadwatch/core';
import { encodeMediaPacket, toHex, type MediaPacket } from '@roadwatch/jt808';
import { rateLimitedWarn } from '../gatewayLogger';
import {
  normaliseAddress,
  streamKey,
  StreamRequests,
  type ExpectedStream,
  type StreamRequest,
  type StreamRequestInput,
} from './expectedStreams';
import { DEFAULT_MEDIA_LIMITS, MEDIA_SWEEP_EVERY_MS, type MediaLimits } from './mediaLimits';
import { MediaPacketReader } from './mediaPacketReader';

const AUDIO_DATA_TYPE = 3;

/** What a chat hears from one terminal's media connection. */
export interface MediaListener {
  /** The terminal's media connection is up (it may already be when the listener subscribes). */
  onConnect(): void;
  /** 16-bit samples at 8 kHz from the terminal. */
  onAudio(samples: Int16Array): void;
  onClose(): void;
}

export interface MediaServer {
  port: number;
  /** The address put in 0x9101 for terminals to connect to. */
  publicHost: string;
  /**
   * Opens the way for the one media connection a 0x9101 asks for: call before sending it. Until then, and after
   * it is answered, expired or cancelled, a connection naming this SIM and channel is refused.
   */
  expectStream(request: StreamRequestInput): ExpectedStream;
  /** Follows the stream of a terminal (any SIM form) and logical channel; returns the unsubscribe function. */
  watch(sim: string, channel: number, listener: MediaListener): () => void;
  /** Sends 16-bit 8 kHz samples to the terminal as G.711A audio packets; false when it is not connected. */
  sendAudio(sim: string, channel: number, samples: Int16Array, now: number): boolean;
  isConnected(sim: string, channel: number): boolean;
  /** Drops the terminal's media connection and its request (the call ended). */
  disconnect(sim: string, channel: number): void;
  /** The vehicle's JT/T 808 session ended: its media requests and connections end with it (the gateway's hook). */
  sessionEnded(vehicleId: number): void;
  /** Lapses unanswered requests and closes silent connections (on a timer; tests call it after moving the clock). */
  sweep(): void;
  /** Open TCP connections, admitted or not. */
  connectionCount(): number;
  close(): Promise<void>;
}

export interface MediaServerOptions {
  port: number;
  host: string;
  publicHost: string;
  /**
   * Admit media only from the address of the vehicle's JT/T 808 connection (JT1078_CHECK_ADDRESS, default on).
   * Off for terminals behind carrier NAT, whose media may leave from another public address.
   */
  checkAddress?: boolean;
  limits?: Partial<MediaLimits>;
  now?: () => number;
  logger?: { warn(details: object, message: string): void; debug?(details: object, message: string): void };
}

interface MediaConnection {
  socket: net.Socket;
  address: string | null;
  openedAt: number;
  lastPacketAt: number;
  /** The request this connection answered (set by its first valid packet). */
  request: StreamRequest<MediaConnection> | null;
  sequence: number;
}

const noop = () => undefined;

/**
 * The JT/T 1078 media server for voice: terminals connect over TCP to the address the platform put in 0x9101 and
 * send RTP-like audio packets (G.711A, payload type 6); the platform's audio goes back down the same connection in
 * the same packets (two-way intercom). A connection is admitted by its first valid packet only when it answers an
 * open request (expectStream) for that SIM and channel, from the vehicle's address, and the request has no
 * connection yet; anything else is closed unheard and gets nothing. Unidentified, idle and surplus connections are
 * closed (MediaLimits).
 */
export async function startMediaServer(options: MediaServerOptions): Promise<MediaServer> {
  const now = options.now ?? Date.now;
  const limits: MediaLimits = { ...DEFAULT_MEDIA_LIMITS, ...options.limits };
  const requests = new StreamRequests<MediaConnection>(options.checkAddress ?? true);
  const listeners = new Map<string, Set<MediaListener>>();
  const connections = new Set<MediaConnection>();
  const perAddress = new Map<string, number>();
  const warn = rateLimitedWarn(
    {
      warn: (obj, msg) => options.logger?.warn(obj, msg ?? ''),
      debug: (obj, msg) => options.logger?.debug?.(obj, msg ?? ''),
      info: noop,
      error: noop,
    },
    now,
  );

  const each = (key: string, call: (l: MediaListener) => void) => {
    for (const l of listeners.get(key) ?? []) {
      try {
        call(l);
      } catch (err) {
        options.logger?.warn({ err }, 'media listener failed');
      }
    }
  };

  function onPackets(connection: MediaConnection, packets: MediaPacket[]): void {
    for (const packet of packets) {
      connection.lastPacketAt = now();
      const key = streamKey(packet.sim, packet.channel);
      let request = connection.request;
      if (request === null) {
        const admitted = requests.admit(key, connection.address);
        if (typeof admitted === 'string') {
          warn(
            { sim: packet.sim, channel: packet.channel, address: connection.address, reason: admitted },
            'media: connection refused',
          );
          connection.socket.destroy();
          return;
        }
        request = admitted;
        request.connection = connection;
        connection.request = request;
        request.settle(true);
        each(key, (l) => l.onConnect());
      }
      // A connection carries the one stream it was admitted for.
      if (key !== request.key) continue;
      if (packet.dataType === AUDIO_DATA_TYPE && packet.payloadType === G711A_PAYLOAD_TYPE) {
        const samples = alawDecode(Buffer.from(packet.bodyHex, 'hex'));
        each(key, (l) => l.onAudio(samples));
      }
    }
  }

  function accept(socket: net.Socket): void {
    const address = normaliseAddress(socket.remoteAddress);
    const fromAddress = perAddress.get(address ?? '') ?? 0;
    if (connections.size >= limits.maxConnections || fromAddress >= limits.maxConnectionsPerAddress) {
      warn({ address, open: connections.size, fromAddress }, 'media: too many connections, refused');
      socket.destroy();
      return;
    }
    perAddress.set(address ?? '', fromAddress + 1);
    const at = now();
    const connection: MediaConnection = {
      socket,
      address,
      openedAt: at,
      lastPacketAt: at,
      request: null,
      sequence: 0,
    };
    connections.add(connection);
    socket.setNoDelay(true);
    const reader = new MediaPacketReader();
    socket.on('data', (chunk) => {
      const packets = reader.push(chunk);
      if (!packets) {
        warn({ head: toHex(chunk, 0, Math.min(chunk.length, 8)), address }, 'media: not JT/T 1078, closing');
        socket.destroy();
        return;
      }
      onPackets(connection, packets);
    });
    socket.on('error', noop);
    socket.on('close', () => {
      connections.delete(connection);
      const left = (perAddress.get(address ?? '') ?? 1) - 1;
      if (left > 0) perAddress.set(address ?? '', left);
      else perAddress.delete(address ?? '');
      const request = connection.request;
      if (request && request.connection === connection) {
        requests.remove(request);
        each(request.key, (l) => l.onClose());
      }
    });
  }

  function endRequest(request: StreamRequest<MediaConnection>): void {
    requests.remove(request);
    request.settle(false);
    request.connection?.socket.end();
  }

  function sweep(): void {
    const at = now();
    requests.expire(at);
    for (const connection of connections) {
      if (connection.request === null && at - connection.openedAt >= limits.identifyTimeoutMs) {
        warn({ address: connection.address }, 'media: no valid packet in time, closing');
        connection.socket.destroy();
      } else if (at - connection.lastPacketAt >= limits.idleTimeoutMs) {
        warn({ address: connection.address, key: connection.request?.key }, 'media: idle, closing');
        connection.socket.destroy();
      }
    }
  }

  const server = net.createServer(accept);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const sweeper = setInterval(sweep, MEDIA_SWEEP_EVERY_MS);
  sweeper.unref();

  const connectionOf = (sim: string, channel: number): MediaConnection | null =>
    requests.get(streamKey(sim, channel))?.connection ?? null;

  return {
    port,
    publicHost: options.publicHost,
    expectStream(input) {
      const previous = requests.get(streamKey(input.sim, input.channel));
      if (previous) endRequest(previous);
      let resolveFlowing: (flowing: boolean) => void = noop;
      const flowing = new Promise<boolean>((resolve) => {
        resolveFlowing = resolve;
      });
      const request = requests.add(input, now() + limits.requestTimeoutMs, (ok) => resolveFlowing(ok));
      return { flowing, cancel: () => endRequest(request) };
    },
    watch(sim, channel, listener) {
      const key = streamKey(sim, channel);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      if (requests.get(key)?.connection) listener.onConnect();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    sendAudio(sim, channel, samples, at) {
      const connection = connectionOf(sim, channel);
      const request = connection?.request;
      if (!connection || !request || connection.socket.destroyed) return false;
      const packet: MediaPacket = {
        version: 2,
        padding: false,
        extension: false,
        csrcCount: 1,
        marker: true,
        payloadType: G711A_PAYLOAD_TYPE,
        sequence: connection.sequence,
        sim: request.sim,
        channel: request.channel,
        dataType: AUDIO_DATA_TYPE,
        subpackageFlag: 0,
        timestampMs: Math.floor(at),
        lastIFrameIntervalMs: null,
        lastFrameIntervalMs: null,
        bodyHex: Buffer.from(alawEncode(samples)).toString('hex'),
      };
      connection.sequence = (connection.sequence + 1) & 0xffff;
      connection.socket.write(encodeMediaPacket(packet));
      return true;
    },
    isConnected(sim, channel) {
      return connectionOf(sim, channel) !== null;
    },
    disconnect(sim, channel) {
      const request = requests.get(streamKey(sim, channel));
      if (request) endRequest(request);
    },
    sessionEnded(vehicleId) {
      for (const request of requests.all()) if (request.vehicleId === vehicleId) endRequest(request);
    },
    sweep,
    connectionCount: () => connections.size,
    async close() {
      clearInterval(sweeper);
      for (const request of requests.all()) endRequest(request);
      for (const connection of connections) connection.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
