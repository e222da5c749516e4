import { ENDPOINTS } from '@roadwatch/core';
import { proxy, subscribe } from 'valtio';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { audioActivity, isVoiceBusy } from '../audio/audioActivity';

/** idle → loading → playing → ended; refused: the browser blocked autoplay; failed: no audio. */
export type VoiceState = 'idle' | 'loading' | 'playing' | 'ended' | 'refused' | 'failed';

export const voicePlayer = proxy({ state: 'idle' as VoiceState, text: '' });

let element: HTMLAudioElement | null = null;
let objectUrl: string | null = null;

/** The page's one <audio> element (rendered by VoiceAudio) plays the broadcasts. */
export function attachVoiceElement(audio: HTMLAudioElement | null): void {
  element = audio;
  if (!audio) return;
  audio.onended = () => {
    voicePlayer.state = 'ended';
  };
}

function stop(): void {
  if (element && !element.paused) element.pause();
  if (voicePlayer.state === 'playing' || voicePlayer.state === 'loading') voicePlayer.state = 'idle';
}

// An intercom or monitor starting (in this window or another) silences a broadcast at once.
subscribe(audioActivity, () => {
  if (isVoiceBusy()) stop();
});

/**
 * Speaks a popup sentence: the server synthesises it (voiceBroadCast → WAV) and the <audio> element plays it.
 * Nothing is fetched or played while an intercom or monitor is active (seed 000 §4). A refused autoplay is
 * only logged (seed 000 §8).
 */
export async function broadcastVoice(text: string): Promise<void> {
  if (isVoiceBusy() || !element) return;
  voicePlayer.state = 'loading';
  voicePlayer.text = text;
  let blob: Blob;
  try {
    ({ blob } = await api.blob(
      ENDPOINTS.voiceBroadCast,
      { text },
      { toast: false, cancelOnRouteChange: false },
    ));
  } catch (error) {
    voicePlayer.state = 'failed';
    logError('audio', 'voice broadcast could not be loaded', error);
    return;
  }
  // The intercom may have started while the speech was synthesised.
  if (isVoiceBusy() || !element) {
    voicePlayer.state = 'idle';
    return;
  }
  if (objectUrl) URL.revokeObjectURL(objectUrl);
  objectUrl = URL.createObjectURL(blob);
  element.src = objectUrl;
  try {
    await element.play();
    voicePlayer.state = 'playing';
  } catch (error) {
    voicePlayer.state = 'refused';
    logError('audio', 'voice broadcast autoplay refused', error);
  }
}
