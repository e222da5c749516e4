import { CHAT_KIND, ENDPOINTS, LIMITS, type AlarmDetailVO, type Endpoint } from '@roadwatch/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chat's retry rules (seed 000 §8) against a scripted server: the API client, translations, toasts and the
// shared audio flag are replaced; no socket is ever opened because no url is ever given.
const calls: string[] = [];
let answer: (name: string) => unknown = () => null;
vi.mock('../../app/api', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint) => {
      calls.push(endpoint.name);
      const result = answer(endpoint.name);
      if (result instanceof Error) throw result;
      return result;
    }),
  },
}));
vi.mock('../../app/i18n', () => ({ i18n: { t: (key: string) => key } }));
const toastsShown: string[] = [];
vi.mock('../../app/toasts', () => ({ toasts: { push: (text: string) => toastsShown.push(text) } }));
vi.mock('../../audio/audioActivity', () => ({ audioActivity: { intercom: false, monitor: false } }));

const { startChat, hangUp } = await import('./chatSession');
const { chatState } = await import('./chatState');
const { audioActivity } = await import('../../audio/audioActivity');

const alarm = {
  guid: 'g-1',
  vehicleId: 7,
  regName: '沪A12345',
  commids: '014512345678',
  bTime: 1_700_000_000_000,
  secondAlarmType: 3,
} as AlarmDetailVO;

const urlAnswer = (resultCode: string) => ({
  success: false,
  videoTerminals: [{ success: false, url: '', resultCode }],
});
const count = (name: string) => calls.filter((c) => c === name).length;

async function flush(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  toastsShown.length = 0;
});
afterEach(() => {
  hangUp();
  vi.useRealTimers();
});

describe('chat retries', () => {
  it('ERR_006: asks for the url every second, 30 times, then closes with a message', async () => {
    answer = (name) => (name === ENDPOINTS.getChatUrl.name ? urlAnswer('ERR_006') : null);
    startChat(alarm, CHAT_KIND.intercom);
    expect(chatState.state).toBe('lining');
    expect(audioActivity.intercom).toBe(true);
    await flush();
    expect(count('launchChat')).toBe(1);
    expect(count('getChatUrl')).toBe(1);
    await flush(LIMITS.chatUrlRetryMs * 10);
    expect(count('getChatUrl')).toBe(11);
    await flush(LIMITS.chatUrlRetryMs * 30);
    expect(count('getChatUrl')).toBe(LIMITS.chatUrlRetries);
    expect(count('closeChat')).toBe(1);
    expect(chatState.state).toBe('static');
    expect(chatState.seconds).toBe(0);
    expect(audioActivity.intercom).toBe(false);
    expect(toastsShown).toEqual(['voice.chat.connectFailed']);
  });

  it('ERR_004 / ERR_002: launches again after 3.5 s, at most 3 times, then closes', async () => {
    let code = 'ERR_004';
    answer = (name) => (name === ENDPOINTS.getChatUrl.name ? urlAnswer(code) : null);
    startChat(alarm, CHAT_KIND.listen);
    await flush();
    expect(count('launchChat')).toBe(1);
    await flush(LIMITS.chatLaunchRetryMs - 1);
    expect(count('launchChat')).toBe(1);
    await flush(1);
    expect(count('launchChat')).toBe(2);
    code = 'ERR_002';
    await flush(LIMITS.chatLaunchRetryMs * 2);
    expect(count('launchChat')).toBe(1 + LIMITS.chatLaunchRetries);
    expect(chatState.state).toBe('static');
    expect(count('closeChat')).toBe(1);
    expect(toastsShown).toEqual([
      'voice.chat.connectRetry',
      'voice.chat.connectRetry',
      'voice.chat.connectRetry',
      'voice.chat.connectFailed',
    ]);
  });

  it('a refused launch (code 0) closes at once without calling closeChat', async () => {
    answer = (name) => (name === ENDPOINTS.launchChat.name ? new Error('code 0') : null);
    startChat(alarm, CHAT_KIND.intercom);
    await flush();
    expect(chatState.state).toBe('static');
    expect(count('getChatUrl')).toBe(0);
    expect(count('closeChat')).toBe(0);
  });

  it('keeps listening and intercom exclusive', async () => {
    answer = (name) => (name === ENDPOINTS.getChatUrl.name ? urlAnswer('ERR_006') : null);
    startChat(alarm, CHAT_KIND.intercom);
    startChat(alarm, CHAT_KIND.listen);
    expect(chatState.kind).toBe('intercom');
    expect(toastsShown).toEqual(['voice.chat.exclusive']);
    await flush();
    expect(count('launchChat')).toBe(1);
  });
});
