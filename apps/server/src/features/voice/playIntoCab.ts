import { businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import { CHAT_REQUEST_TIMEOUT_MS } from '../chat/chatRegistry';
import { findChatRegistry } from '../chat/registerChatSocket';
import type { ExpectedStream } from '../../gateway/media/expectedStreams';
import { commandFailure } from './commandFailure';

/** 100 ms of 8 kHz audio per JT/T 1078 packet, sent in real time. */
const CHUNK_SAMPLES = 800;
const CHUNK_MS = 100;
const AUDIO_CHANNEL = 1;

export interface CabTarget {
  vehicleId: number;
  sim: string;
}

/** Audio playing into a cab over the platform's own 0x9101: what is queued behind it, and whether it flows. */
interface CabPlayback {
  queue: Int16Array[];
  flowing: Promise<boolean>;
}

/** Per media server, the vehicles with audio playing: a second "play now" joins the queue instead of a new 0x9101. */
const playbacksByMedia = new WeakMap<object, Map<number, CabPlayback>>();

function playbacksOf(media: object): Map<number, CabPlayback> {
  let playbacks = playbacksByMedia.get(media);
  if (!playbacks) {
    playbacks = new Map();
    playbacksByMedia.set(media, playbacks);
  }
  return playbacks;
}

/** Streams each queued piece in turn, in real time; `onDone` once the queue is empty or the connection is gone. */
function stream(deps: AppDeps, sim: string, queue: Int16Array[], onDone: () => void): void {
  let current: Int16Array | undefined;
  let at = 0;
  const timer = setInterval(() => {
    if (!current || at >= current.length) {
      current = queue.shift();
      at = 0;
    }
    const chunk = current?.subarray(at, at + CHUNK_SAMPLES);
    at += CHUNK_SAMPLES;
    const sent = chunk !== undefined && deps.media?.sendAudio(sim, AUDIO_CHANNEL, chunk, deps.now());
    if (!sent) {
      clearInterval(timer);
      onDone();
    }
  }, CHUNK_MS);
  timer.unref();
}

/**
 * Plays 8 kHz audio in the cab over the intercom path: JT/T 1078 G.711A packets down the terminal's media
 * connection. A running intercom of the vehicle carries it as is (family voice may be sent during a chat);
 * otherwise 0x9101 (two-way intercom) opens one, the audio streams in real time, and 0x9102 closes it. Resolves
 * once the terminal's own media connection (admitted by the media port for this request only) has started to
 * flow and the audio with it; a terminal that refuses, does not answer or never connects is a business failure.
 */
export async function playIntoCab(deps: AppDeps, target: CabTarget, pcm: Int16Array): Promise<void> {
  const { gateway, media } = deps;
  if (!gateway || !media) throw businessFailure('errors.gatewayUnavailable');
  const chat = findChatRegistry(deps)?.byVehicleId(target.vehicleId);
  if (chat && chat.isRealTime === 1 && chat.mediaConnected) {
    stream(deps, chat.sim, [pcm], () => undefined);
    return;
  }
  const playbacks = playbacksOf(media);
  const playing = playbacks.get(target.vehicleId);
  if (playing) {
    // Pressed again while a voice plays: it follows on the same stream (a new 0x9101 would cut the first one off).
    playing.queue.push(pcm);
    if (!(await playing.flowing)) throw businessFailure('errors.terminalNoAnswer');
    return;
  }
  const closeIntercom = () =>
    gateway
      .controlAudioVideo(target.vehicleId, {
        channel: AUDIO_CHANNEL,
        command: 'closeIntercom',
        closeType: 'audioOnly',
      })
      .catch(() => undefined);
  let settle!: (flowing: boolean) => void;
  const playback: CabPlayback = { queue: [pcm], flowing: new Promise((resolve) => (settle = resolve)) };
  playbacks.set(target.vehicleId, playback);
  let expected: ExpectedStream;
  try {
    expected = await openStream(gateway, media, target, closeIntercom);
  } catch (failure) {
    playbacks.delete(target.vehicleId);
    settle(false);
    throw failure;
  }
  settle(true);
  stream(deps, target.sim, playback.queue, () => {
    playbacks.delete(target.vehicleId);
    // A chat launched meanwhile owns the connection from now on.
    if (findChatRegistry(deps)?.byVehicleId(target.vehicleId)) return;
    expected.cancel();
    void closeIntercom();
  });
}

/** Sends 0x9101 for the intercom path and waits until the terminal's own media connection flows. */
async function openStream(
  gateway: NonNullable<AppDeps['gateway']>,
  media: NonNullable<AppDeps['media']>,
  target: CabTarget,
  closeIntercom: () => Promise<unknown>,
): Promise<ExpectedStream> {
  // The media port admits only the connection this request asks for, from the vehicle's own address.
  const terminalAddress = await gateway.terminalAddress(target.vehicleId);
  if (terminalAddress === null) throw businessFailure('errors.terminalOffline');
  const expected = media.expectStream({
    vehicleId: target.vehicleId,
    sim: target.sim,
    channel: AUDIO_CHANNEL,
    terminalAddress,
  });
  try {
    await gateway.requestAudioVideo(
      target.vehicleId,
      { serverIp: media.publicHost, tcpPort: media.port, channel: AUDIO_CHANNEL, dataType: 'twoWayIntercom' },
      { timeoutMs: CHAT_REQUEST_TIMEOUT_MS, retries: 1 },
    );
  } catch (error) {
    expected.cancel();
    throw commandFailure(error);
  }
  // Success only once the terminal's own stream flows: an acknowledged 0x9101 without media is no delivery.
  if (!(await expected.flowing)) {
    void closeIntercom();
    throw businessFailure('errors.terminalNoAnswer');
  }
  return expected;
}
