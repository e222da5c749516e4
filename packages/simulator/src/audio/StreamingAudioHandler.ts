import net from 'node:net';
import { alawDecode, alawEncode, G711A_PAYLOAD_TYPE } from '@roadwatch/core';
import { encodeMediaPacket, type AvControl, type AvRequest } from '@roadwatch/jt808';
import { MediaStreamReader } from './MediaStreamReader';
import type { AudioContext, AudioHandler } from './AudioHandler';
import { voiceLikeSample } from './voiceLikeSignal';

const RESULT_OK = 0;
const RESULT_FAILED = 1;
const DATA_TYPE_INTERCOM = 2;
const DATA_TYPE_LISTENING = 3;
const AUDIO = 3;
/** 100 ms of 8 kHz audio per packet. */
const PACKET_SAMPLES = 800;
const PACKET_MS = 100;
/** What the driver hears comes back this much later, quieter (an echo, so the operator hears themself). */
const ECHO_DELAY_SAMPLES = 4_000;
const ECHO_GAIN = 0.6;

/** Per terminal and channel, what the media connection carried (for tests and the CLI). */
export interface AudioStreamStats {
  phone: string;
  channel: number;
  dataType: number;
  connected: boolean;
  packetsSent: number;
  packetsReceived: number;
  /** RMS (0–1) of everything the terminal heard from the platform. */
  heardRms: number;
  samplesHeard: number;
}

export interface StreamingAudioOptions {
  /** 8 kHz 16-bit speech the driver answers with (e.g. synthesised); a voice-like signal when absent. */
  reply?: Int16Array;
  /** Delay before the media connection opens, like a real terminal setting up its encoder. */
  connectDelayMs?: number;
}

interface Stream {
  stats: AudioStreamStats;
  socket: net.Socket;
  timer: ReturnType<typeof setInterval> | null;
  sequence: number;
  played: number;
  echo: Int16Array;
  echoWrite: number;
  heardSquares: number;
}

export interface StreamingAudioHandler extends AudioHandler {
  /** Every stream opened so far (closed ones too), newest last. */
  streams(): AudioStreamStats[];
}

/**
 * A terminal that really streams JT/T 1078 audio: on 0x9101 data type 2 (intercom) or 3 (listening) it acknowledges,
 * connects to the server address in the request and sends G.711A packets every 100 ms — the driver's reply (given
 * speech or a voice-like signal) plus, for intercom, an echo of what it heard. 0x9102 close or closeIntercom ends
 * it. Faults (faults.intercom): noReplyRate → no answer (the platform's ERR_004), rejectRate → result 1 (ERR_002),
 * mediaError 'ERR_006' → acknowledged but no media connection ever (ERR_006 until the client gives up).
 */
export function createStreamingAudioHandler(options: StreamingAudioOptions = {}): StreamingAudioHandler {
  const open = new Map<string, Stream>();
  const history: AudioStreamStats[] = [];
  const key = (phone: string, channel: number) => `${phone}:${channel}`;

  const replySample = (index: number): number =>
    options.reply && options.reply.length > 0
      ? (options.reply[index % (options.reply.length + 8_000)] ?? 0)
      : voiceLikeSample(index);

  function close(phone: string, channel: number): void {
    const stream = open.get(key(phone, channel));
    if (!stream) return;
    open.delete(key(phone, channel));
    if (stream.timer) clearInterval(stream.timer);
    stream.stats.connected = false;
    stream.socket.destroy();
  }

  function start(ctx: AudioContext, request: AvRequest): void {
    close(ctx.phone, request.channel);
    const stats: AudioStreamStats = {
      phone: ctx.phone,
      channel: request.channel,
      dataType: request.dataType,
      connected: false,
      packetsSent: 0,
      packetsReceived: 0,
      heardRms: 0,
      samplesHeard: 0,
    };
    history.push(stats);
    const socket = net.connect({ host: request.serverIp, port: request.tcpPort });
    const stream: Stream = {
      stats,
      socket,
      timer: null,
      sequence: 0,
      played: 0,
      echo: new Int16Array(ECHO_DELAY_SAMPLES),
      echoWrite: 0,
      heardSquares: 0,
    };
    open.set(key(ctx.phone, request.channel), stream);
    const reader = new MediaStreamReader();
    socket.setNoDelay(true);
    socket.on('error', () => close(ctx.phone, request.channel));
    socket.on('close', () => {
      if (open.get(key(ctx.phone, request.channel)) === stream) close(ctx.phone, request.channel);
    });
    socket.on('data', (chunk) => {
      for (const packet of reader.push(chunk)) {
        if (packet.dataType !== AUDIO || packet.payloadType !== G711A_PAYLOAD_TYPE) continue;
        const heard = alawDecode(Buffer.from(packet.bodyHex, 'hex'));
        stats.packetsReceived++;
        for (const s of heard) {
          stream.heardSquares += (s / 32768) ** 2;
          stream.echo[stream.echoWrite] = s;
          stream.echoWrite = (stream.echoWrite + 1) % ECHO_DELAY_SAMPLES;
        }
        stats.samplesHeard += heard.length;
        stats.heardRms = Math.sqrt(stream.heardSquares / stats.samplesHeard);
      }
    });
    socket.on('connect', () => {
      stats.connected = true;
      stream.timer = setInterval(() => {
        const samples = new Int16Array(PACKET_SAMPLES);
        for (let i = 0; i < PACKET_SAMPLES; i++) {
          const index = stream.played + i;
          let value = replySample(index);
          if (request.dataType === DATA_TYPE_INTERCOM) {
            // The echo ring holds what was heard ECHO_DELAY_SAMPLES ago at this position.
            const at = (stream.echoWrite + i) % ECHO_DELAY_SAMPLES;
            value += ECHO_GAIN * stream.echo[at]!;
            stream.echo[at] = 0;
          }
          samples[i] = Math.max(-32768, Math.min(32767, Math.round(value)));
        }
        stream.played += PACKET_SAMPLES;
        socket.write(
          encodeMediaPacket({
            version: 2,
            padding: false,
            extension: false,
            csrcCount: 1,
            marker: true,
            payloadType: G711A_PAYLOAD_TYPE,
            sequence: stream.sequence,
            sim: ctx.phone,
            channel: request.channel,
            dataType: AUDIO,
            subpackageFlag: 0,
            timestampMs: Math.floor(ctx.now()),
            lastIFrameIntervalMs: null,
            lastFrameIntervalMs: null,
            bodyHex: Buffer.from(alawEncode(samples)).toString('hex'),
          }),
        );
        stream.sequence = (stream.sequence + 1) & 0xffff;
        stats.packetsSent++;
      }, PACKET_MS);
    });
  }

  return {
    onAvRequest(ctx, request) {
      const faults = ctx.faults.intercom;
      if (faults.noReplyRate > 0 && ctx.rng.chance(faults.noReplyRate)) return null;
      if (faults.rejectRate > 0 && ctx.rng.chance(faults.rejectRate)) return RESULT_FAILED;
      if (request.dataType !== DATA_TYPE_INTERCOM && request.dataType !== DATA_TYPE_LISTENING)
        return RESULT_OK;
      if (faults.mediaError === 'ERR_006') return RESULT_OK;
      const delay = options.connectDelayMs ?? 200;
      setTimeout(() => start(ctx, request), delay).unref();
      return RESULT_OK;
    },
    onAvControl(ctx, control: AvControl) {
      const faults = ctx.faults.intercom;
      if (faults.noReplyRate > 0 && ctx.rng.chance(faults.noReplyRate)) return null;
      // close (0) and closeIntercom (4) end the stream; pause/resume/switch are acknowledged.
      if (control.command === 0 || control.command === 4) close(ctx.phone, control.channel);
      return RESULT_OK;
    },
    stop(ctx) {
      for (const stream of [...open.values()]) {
        if (stream.stats.phone === ctx.phone) close(ctx.phone, stream.stats.channel);
      }
    },
    streams: () => history,
  };
}
