import net from 'node:net';
import { alawDecode, alawEncode, G711A_PAYLOAD_TYPE } from '@roadwatch/core';
import { encodeMediaPacket, toHex, type MediaPacket } from '@roadwatch/jt808';
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
  /** Follows the stream of a terminal (any SIM form) and logical channel; returns the unsubscribe function. */
  watch(sim: string, channel: number, listener: MediaListener): () => void;
  /** Sends 16-bit 8 kHz samples to the terminal as G.711A audio packets; false when it is not connected. */
  sendAudio(sim: string, channel: number, samples: Int16Array, now: number): boolean;
  isConnected(sim: string, channel: number): boolean;
  /** Drops the terminal's media connection (the chat ended). */
  disconnect(sim: string, channel: number): void;
  close(): Promise<void>;
}

export interface MediaServerOptions {
  port: number;
  host: string;
  publicHost: string;
  logger?: { warn(details: object, message: string): void; debug?(details: object, message: string): void };
}

const keyOf = (sim: string, channel: number) => `${sim.replace(/^0+/, '')}:${channel}`;

interface Stream {
  socket: net.Socket;
  sim: string;
  channel: number;
  sequence: number;
}

/**
 * The JT/T 1078 media server for voice: terminals connect over TCP to the address the platform put in 0x9101 and
 * send RTP-like audio packets (G.711A, payload type 6); the platform's audio goes back down the same connection in
 * the same packets (two-way intercom). Streams are keyed by SIM (leading zeros ignored) and logical channel.
 */
export async function startMediaServer(options: MediaServerOptions): Promise<MediaServer> {
  const streams = new Map<string, Stream>();
  const listeners = new Map<string, Set<MediaListener>>();
  const sockets = new Set<net.Socket>();

  const each = (key: string, call: (l: MediaListener) => void) => {
    for (const l of listeners.get(key) ?? []) {
      try {
        call(l);
      } catch (err) {
        options.logger?.warn({ err }, 'media listener failed');
      }
    }
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const reader = new MediaPacketReader();
    let key: string | null = null;
    socket.on('data', (chunk) => {
      const packets = reader.push(chunk);
      if (!packets) {
        options.logger?.warn(
          { head: toHex(chunk, 0, Math.min(chunk.length, 8)) },
          'media: not JT/T 1078, closing',
        );
        socket.destroy();
        return;
      }
      for (const packet of packets) {
        if (key === null) {
          key = keyOf(packet.sim, packet.channel);
          streams.get(key)?.socket.destroy();
          streams.set(key, { socket, sim: packet.sim, channel: packet.channel, sequence: 0 });
          each(key, (l) => l.onConnect());
        }
        if (packet.dataType === AUDIO_DATA_TYPE && packet.payloadType === G711A_PAYLOAD_TYPE) {
          const samples = alawDecode(Buffer.from(packet.bodyHex, 'hex'));
          const k = key;
          each(k, (l) => l.onAudio(samples));
        }
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (key && streams.get(key)?.socket === socket) {
        streams.delete(key);
        each(key, (l) => l.onClose());
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    port,
    publicHost: options.publicHost,
    watch(sim, channel, listener) {
      const key = keyOf(sim, channel);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      if (streams.has(key)) listener.onConnect();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    sendAudio(sim, channel, samples, now) {
      const stream = streams.get(keyOf(sim, channel));
      if (!stream || stream.socket.destroyed) return false;
      const packet: MediaPacket = {
        version: 2,
        padding: false,
        extension: false,
        csrcCount: 1,
        marker: true,
        payloadType: G711A_PAYLOAD_TYPE,
        sequence: stream.sequence,
        sim: stream.sim,
        channel: stream.channel,
        dataType: AUDIO_DATA_TYPE,
        subpackageFlag: 0,
        timestampMs: Math.floor(now),
        lastIFrameIntervalMs: null,
        lastFrameIntervalMs: null,
        bodyHex: Buffer.from(alawEncode(samples)).toString('hex'),
      };
      stream.sequence = (stream.sequence + 1) & 0xffff;
      stream.socket.write(encodeMediaPacket(packet));
      return true;
    },
    isConnected(sim, channel) {
      return streams.has(keyOf(sim, channel));
    },
    disconnect(sim, channel) {
      streams.get(keyOf(sim, channel))?.socket.end();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
