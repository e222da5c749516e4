import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { SpeechBusyError, synthesizeSpeech } from '../../tts/synthesizeSpeech';

/**
 * Speaks a popup notice: espeak-ng synthesises the text (Mandarin for Chinese, else the caller's language) and
 * the answer is the WAV itself. The browser plays it unless an intercom or monitoring session is active.
 */
export const voiceBroadCast: EndpointHandler<typeof ENDPOINTS.voiceBroadCast> = async (ctx) => {
  requireUser(ctx);
  try {
    const speech = await synthesizeSpeech(ctx.input.text, ctx.lang);
    void ctx.reply.type('audio/wav').header('cache-control', 'private, max-age=3600');
    return speech.wav;
  } catch (error) {
    if (error instanceof SpeechBusyError) throw businessFailure('errors.voiceBusy');
    throw error;
  }
};
