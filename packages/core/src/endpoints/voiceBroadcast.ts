import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { requiredText } from '../validators/text';

/** Longest sentence the voice broadcast speaks (a popup notice is one short sentence). */
export const VOICE_BROADCAST_MAX = 200;

export const voiceBroadCastRequest = z.strictObject({ text: requiredText(VOICE_BROADCAST_MAX) });

/** Voice broadcast of the new-alarm and new-exception popups (seed 000 §2.5, §7): speech synthesised on the server. */
export const voiceBroadcastEndpoints = {
  /** The answer is a 16-bit mono PCM WAV (audio/wav, not an attachment); Chinese text is read in Mandarin. */
  voiceBroadCast: endpoint<Uint8Array>()({
    name: 'voiceBroadCast',
    method: 'POST',
    module: 'alarm',
    path: '/voiceBroadCast',
    access: 'session',
    request: voiceBroadCastRequest,
    blob: true,
  }),
} as const;
