import { endpointPath, ENDPOINTS, TOKEN_HEADER, VOICE_BROADCAST_MAX } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWav, pcmRms } from '../src/tts/parseWav';
import { synthesizeSpeech } from '../src/tts/synthesizeSpeech';
import { errorText } from './helpers/messages';
import { call, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

/** Speech has energy well above silence and a dither floor (espeak's voiced speech is around 0.05–0.2). */
const SPEECH_RMS = 0.02;

describe('voiceBroadCast', () => {
  it.each([
    ['zh-CN', '您有新的报警，请及时处理'],
    ['en-US', 'You have new alarms, please handle them in time'],
  ] as const)('answers a WAV of real speech for %s text', async (lang, text) => {
    const res = await call(t.app, 'voiceBroadCast', { text }, { token: admin, lang });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^audio\/wav/);
    expect(res.headers['content-disposition']).toBeUndefined();
    const wav = parseWav(res.rawPayload);
    expect(wav.channels).toBe(1);
    expect(wav.sampleRate).toBe(22_050);
    // A sentence takes a second or more to say.
    expect(wav.pcm.length / wav.sampleRate).toBeGreaterThan(1);
    expect(pcmRms(wav.pcm)).toBeGreaterThan(SPEECH_RMS);
    // The header's sizes match the body, so a browser decodes the whole clip.
    expect(res.rawPayload.readUInt32LE(40)).toBe(res.rawPayload.length - 44);
  });

  it('reads Chinese text in Mandarin and English text in English (different sounds, not one clip)', async () => {
    const zh = await synthesizeSpeech('您有新的设备异常', 'en-US');
    const en = await synthesizeSpeech('You have new device exceptions', 'en-US');
    expect(zh.pcm.length).not.toBe(en.pcm.length);
    expect(pcmRms(zh.pcm)).toBeGreaterThan(SPEECH_RMS);
  });

  it('refuses empty, blank and oversized text with 400 and a translated message', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      for (const text of ['', '   ', 'x'.repeat(VOICE_BROADCAST_MAX + 1)]) {
        const res = await call(t.app, 'voiceBroadCast', { text }, { token: admin, lang });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body).toMatchObject({ code: 0, result: null });
        expect(body.message).toMatch(lang === 'zh-CN' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
      }
    }
    const longest = await call(
      t.app,
      'voiceBroadCast',
      { text: '好'.repeat(VOICE_BROADCAST_MAX) },
      { token: admin },
    );
    expect(longest.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.voiceBroadCast),
      headers: { [TOKEN_HEADER]: 'not-a-session' },
      payload: { text: '您有新的报警' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(errorText('zh-CN', 'notSignedIn'));
  });
});
