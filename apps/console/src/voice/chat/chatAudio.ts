import { createDownsampler, createUpsampler, LIMITS, rms } from '@roadwatch/core';

/** The microphone and speaker side of a chat: 48 kHz in the browser, 8 kHz (÷6) on the wire. */
export interface ChatAudio {
  /** Plays 16-bit 8 kHz samples from the vehicle (upsampled 6 times), queued after what is playing. */
  play(samples: Int16Array): { rms: number; count: number };
  stop(): void;
}

const BROWSER_RATE = 8_000 * LIMITS.audioResampleFactor;
/** Keeps playback a little ahead of the clock so frames arriving unevenly do not click. */
const PLAYBACK_LEAD_S = 0.08;

/**
 * `onFrame` receives the microphone downsampled by 6 from each 2048-sample buffer (a ScriptProcessor of exactly
 * that size, as the seed says); no microphone (listening) sends nothing.
 */
export function createChatAudio(mic: MediaStream | null, onFrame: (samples: Int16Array) => void): ChatAudio {
  const context = new AudioContext({ sampleRate: BROWSER_RATE });
  void context.resume();
  const upsampler = createUpsampler(LIMITS.audioResampleFactor);
  let nextStart = 0;
  let source: MediaStreamAudioSourceNode | null = null;
  let processor: ScriptProcessorNode | null = null;
  let mute: GainNode | null = null;

  if (mic) {
    const downsampler = createDownsampler(LIMITS.audioResampleFactor);
    source = context.createMediaStreamSource(mic);
    processor = context.createScriptProcessor(LIMITS.audioBufferSamples, 1, 1);
    mute = context.createGain();
    mute.gain.value = 0;
    processor.onaudioprocess = (event) => {
      const samples = downsampler.push(event.inputBuffer.getChannelData(0));
      if (samples.length > 0) onFrame(samples);
    };
    source.connect(processor);
    // A processor only runs when connected to the destination; the mute keeps the operator from hearing themself.
    processor.connect(mute);
    mute.connect(context.destination);
  }

  return {
    play(samples) {
      const pcm = upsampler.push(samples);
      if (pcm.length === 0 || context.state === 'closed') return { rms: 0, count: 0 };
      const buffer = context.createBuffer(1, pcm.length, BROWSER_RATE);
      buffer.copyToChannel(pcm, 0);
      const node = context.createBufferSource();
      node.buffer = buffer;
      node.connect(context.destination);
      nextStart = Math.max(nextStart, context.currentTime + PLAYBACK_LEAD_S);
      node.start(nextStart);
      nextStart += buffer.duration;
      return { rms: rms(pcm), count: pcm.length };
    },
    stop() {
      if (processor) processor.onaudioprocess = null;
      source?.disconnect();
      processor?.disconnect();
      mute?.disconnect();
      for (const track of mic?.getTracks() ?? []) track.stop();
      void context.close();
    },
  };
}
