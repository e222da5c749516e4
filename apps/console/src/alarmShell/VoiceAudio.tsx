import { TEST_IDS } from '@roadwatch/core';
import { useSnapshot } from 'valtio';
import { attachVoiceElement, voicePlayer } from './voiceBroadcast';

/** The hidden player of the voice broadcast; data-state tells what it is doing. */
export function VoiceAudio() {
  const { state } = useSnapshot(voicePlayer);
  return (
    <audio ref={attachVoiceElement} data-testid={TEST_IDS.alarmShell.voiceAudio} data-state={state} hidden />
  );
}
