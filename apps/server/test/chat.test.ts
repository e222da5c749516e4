import {
  decodeAudioFrame,
  encodeAudioFrame,
  LIMITS,
  rms,
  type ChatUrlError,
  type GetChatUrlResponse,
} from '@roadwatch/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_HEARTBEAT_LOSS_MS, CHAT_SOCKET_CLOSED_BY_SERVER } from '../src/features/chat/chatRegistry';
import { callJson } from './helpers/testApp';
import { startVoiceFixture, type VoiceFixture } from './helpers/voiceFixture';

let f: VoiceFixture;

beforeAll(async () => {
  f = await startVoiceFixture();
});

afterEach(async () => {
  f.sim.faults.intercom.noReplyRate = 0;
  f.sim.faults.intercom.rejectRate = 0;
  f.sim.faults.intercom.mediaError = null;
  for (let i = 0; i < 4; i++) {
    await callJson(f.app, 'closeChat', chatParam(f.simVehicle(i)), { token: f.tokens.admin });
  }
});

afterAll(async () => {
  await f?.close();
});

function chatParam(v: { vehicleId: number; phone: string }) {
  return {
    alarmTimeStr: '2026-01-01 08:00:00',
    channelids: '1',
    normalAlarm: '1',
    wid: v.phone,
    balarmtime: '2026-01-01 08:00:00',
    vehicleid: v.vehicleId,
    guid: '',
    typeId: 1,
    licensePlate: 'test',
  };
}

async function launch(
  v: { vehicleId: number; phone: string },
  isRealTime: 0 | 1 = 1,
  token = f.tokens.admin,
) {
  return callJson(f.app, 'launchChat', { ...chatParam(v), videoqualitystr: '1', isRealTime }, { token });
}

/** Polls getChatUrl (as the browser does, every second here faster) until the answer satisfies `done`. */
async function pollUrl(
  v: { vehicleId: number; phone: string },
  done: (r: GetChatUrlResponse) => boolean,
  timeoutMs = 15_000,
): Promise<GetChatUrlResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await callJson(f.app, 'getChatUrl', chatParam(v), { token: f.tokens.admin });
    if (body.code !== 1) throw new Error(`getChatUrl: ${body.message}`);
    if (done(body.result)) return body.result;
    if (Date.now() > deadline) throw new Error(`no matching url answer: ${JSON.stringify(body.result)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const codeOf = (r: GetChatUrlResponse): ChatUrlError | '' => r.videoTerminals[0]?.resultCode ?? '';

async function until<T>(what: string, check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function openSocket(url: string, token = f.tokens.admin): Promise<WebSocket> {
  const socket = new WebSocket(`${f.baseUrl.replace('http', 'ws')}${url}`, { headers: { 'x-token': token } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

function tone(hz: number, samples: number, offset: number): Int16Array {
  return Int16Array.from({ length: samples }, (_, i) =>
    Math.round(12_000 * Math.sin((2 * Math.PI * hz * (offset + i)) / 8000)),
  );
}

describe('intercom end to end (simulated terminal over JT/T 808 + 1078)', () => {
  it('asks the terminal for two-way audio and bridges audio both ways', async () => {
    const v = f.simVehicle(0);
    const launched = await launch(v, 1);
    expect(launched.body).toMatchObject({ code: 1 });
    // 0x9101 with data type 2 (intercom) pointing at our media server.
    const request = await until('0x9101 arrives', () =>
      f.sim.receivedAv(v.phone).find((a) => a.kind === 'request'),
    );
    expect(request.kind === 'request' && request.request).toMatchObject({
      dataType: 2,
      tcpPort: f.media.port,
      serverIp: '127.0.0.1',
      channel: 1,
    });
    const ready = await pollUrl(v, (r) => r.success);
    const url = ready.videoTerminals[0]!.url;
    expect(url).toMatch(/^\/api\/chat\/audio\?ticket=/);

    const socket = await openSocket(url);
    const heard: Int16Array[] = [];
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) return;
      const frame = decodeAudioFrame(new Uint8Array(data));
      if (frame?.kind === 'pcm16') {
        expect(frame.header.channel).toBe(1);
        heard.push(frame.samples);
      }
    });
    // The operator speaks: 1 kHz in 341-sample frames (2048 / 6), as the browser sends them.
    const frames = LIMITS.audioBufferSamples / LIMITS.audioResampleFactor;
    for (let i = 0; i < 20; i++) {
      socket.send(
        encodeAudioFrame(
          { sequence: i, terminalId: v.phone, channel: 1 },
          tone(1000, Math.floor(frames), i * 341),
        ),
      );
    }
    const stats = await until('the terminal heard the operator', () =>
      f.audio.streams().find((s) => s.phone === v.phone && s.connected && s.samplesHeard >= 20 * 341),
    );
    expect(stats.heardRms).toBeGreaterThan(0.2);
    await until('the browser heard the driver', () => heard.length >= 5);
    const all = Int16Array.from(heard.flatMap((h) => [...h]));
    expect(rms(all, 32768)).toBeGreaterThan(0.01);

    const heartbeat = await callJson(f.app, 'renewHeartbeat', chatParam(v), { token: f.tokens.admin });
    expect(heartbeat.body).toMatchObject({ code: 1, result: { videoTerminals: [{ videoStatus: '2' }] } });

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect((await callJson(f.app, 'closeChat', chatParam(v), { token: f.tokens.admin })).body.code).toBe(1);
    expect(await closed).toBe(CHAT_SOCKET_CLOSED_BY_SERVER);
    const control = await until('0x9102 arrives', () =>
      f.sim.receivedAv(v.phone).find((a) => a.kind === 'control'),
    );
    expect(control.kind === 'control' && control.control).toMatchObject({ command: 4, channel: 1 });
    await until('the media connection is gone', () => !f.media.isConnected(v.phone, 1));
    // After closing, the chat is gone: the browser's next call is code 0 and it stays static.
    expect((await callJson(f.app, 'getChatUrl', chatParam(v), { token: f.tokens.admin })).body.code).toBe(0);
  });

  it('listening asks for data type 3 and sends nothing down to the cab', async () => {
    const v = f.simVehicle(1);
    expect((await launch(v, 0)).body.code).toBe(1);
    const url = (await pollUrl(v, (r) => r.success)).videoTerminals[0]!.url;
    const socket = await openSocket(url);
    socket.send(encodeAudioFrame({ sequence: 1, terminalId: v.phone, channel: 1 }, tone(1000, 341, 0)));
    const request = f.sim.receivedAv(v.phone).find((a) => a.kind === 'request');
    expect(request?.kind === 'request' && request.request.dataType).toBe(3);
    const frame = await new Promise<Buffer>((resolve) =>
      socket.once('message', (d: Buffer, bin: boolean) => bin && resolve(d)),
    );
    expect(decodeAudioFrame(new Uint8Array(frame))?.kind).toBeDefined();
    expect(
      f.audio
        .streams()
        .filter((s) => s.phone === v.phone)
        .every((s) => s.packetsReceived === 0),
    ).toBe(true);
    socket.close();
  });

  it('refuses listening while an intercom runs on the vehicle (they are exclusive)', async () => {
    const v = f.simVehicle(2);
    expect((await launch(v, 1)).body.code).toBe(1);
    const other = await launch(v, 0);
    expect(other.body).toMatchObject({ code: 0, message: '监听和对讲不能同时进行，请先挂断当前通话' });
    // Another operator of the company cannot take the vehicle's chat over either.
    expect((await launch(v, 1, f.tokens.operator)).body.code).toBe(0);
  });
});

describe('ERR_ paths reproduced by the simulator', () => {
  it('ERR_002: the terminal refuses 0x9101', async () => {
    f.sim.faults.intercom.rejectRate = 1;
    const v = f.simVehicle(0);
    expect((await launch(v)).body.code).toBe(1);
    const answer = await pollUrl(v, (r) => codeOf(r) === 'ERR_002');
    expect(answer).toEqual({
      success: false,
      videoTerminals: [{ success: false, url: '', resultCode: 'ERR_002' }],
    });
  });

  it('ERR_004: the terminal does not answer 0x9101; a relaunch then succeeds', async () => {
    f.sim.faults.intercom.noReplyRate = 1;
    const v = f.simVehicle(0);
    expect((await launch(v)).body.code).toBe(1);
    // While the terminal is silent the stream is not there yet (ERR_006), then the request times out.
    expect(codeOf(await pollUrl(v, () => true))).toBe('ERR_006');
    await pollUrl(v, (r) => codeOf(r) === 'ERR_004');
    f.sim.faults.intercom.noReplyRate = 0;
    expect((await launch(v)).body.code).toBe(1);
    expect((await pollUrl(v, (r) => r.success)).success).toBe(true);
  });

  it('ERR_006: the terminal acknowledges but its media never connects', async () => {
    f.sim.faults.intercom.mediaError = 'ERR_006';
    const v = f.simVehicle(0);
    expect((await launch(v)).body.code).toBe(1);
    await until('0x9101 acknowledged', () =>
      f.sim.receivedAv(v.phone).some((a) => a.kind === 'request' && a.result === 0),
    );
    // Well past the command time-out it still says ERR_006 (the browser polls 30 times, then closes).
    await new Promise((r) => setTimeout(r, 3_500));
    expect(codeOf(await pollUrl(v, () => true))).toBe('ERR_006');
  });

  it('an offline vehicle is refused at launch (code 0 closes the chat)', async () => {
    const manual = f.manual;
    const res = await launch(manual);
    expect(res.body).toMatchObject({ code: 0, message: '车辆终端不在线，指令未下发' });
    const en = await callJson(
      f.app,
      'launchChat',
      { ...chatParam(manual), videoqualitystr: '1', isRealTime: 1 },
      { token: f.tokens.admin, lang: 'en-US' },
    );
    expect(en.body.message).toBe('The vehicle terminal is offline; the command was not sent');
  });
});

describe('heartbeat and the one-hour limit (controllable clock)', () => {
  it('ends a chat after three missed heartbeats: code 0 and 0x9102 to the terminal', async () => {
    const v = f.simVehicle(3);
    expect((await launch(v)).body.code).toBe(1);
    const url = (await pollUrl(v, (r) => r.success)).videoTerminals[0]!.url;
    const socket = await openSocket(url);
    const closed = new Promise<string>((resolve) =>
      socket.once('close', (_c, reason) => resolve(reason.toString())),
    );
    f.advance(CHAT_HEARTBEAT_LOSS_MS - 1_000);
    expect((await callJson(f.app, 'getChatUrl', chatParam(v), { token: f.tokens.admin })).body.code).toBe(1);
    f.advance(2_000);
    const beat = await callJson(f.app, 'renewHeartbeat', chatParam(v), { token: f.tokens.admin });
    expect(beat.body).toMatchObject({ code: 0, message: '通话已结束' });
    expect(await closed).toBe('heartbeatLost');
    await until('0x9102 arrives', () => f.sim.receivedAv(v.phone).some((a) => a.kind === 'control'));
  });

  it('closes a chat one hour after it started even with heartbeats', async () => {
    const v = f.simVehicle(3);
    expect((await launch(v)).body.code).toBe(1);
    const url = (await pollUrl(v, (r) => r.success)).videoTerminals[0]!.url;
    const socket = await openSocket(url);
    const closed = new Promise<string>((resolve) =>
      socket.once('close', (_c, reason) => resolve(reason.toString())),
    );
    const step = LIMITS.chatHeartbeatMs;
    // Heartbeats every 10 s of the test clock keep the chat going until the hour (real time passes too, a little).
    let elapsed = 0;
    for (;;) {
      f.advance(step);
      elapsed += step;
      const beat = await callJson(f.app, 'renewHeartbeat', chatParam(v), { token: f.tokens.admin });
      if (beat.body.code !== 1) break;
      expect(elapsed).toBeLessThan(LIMITS.chatAutoCloseMs);
    }
    expect(elapsed).toBeGreaterThan(LIMITS.chatAutoCloseMs - 60_000);
    expect(await closed).toBe('timeLimit');
  });
});

describe('access and scope', () => {
  it('keeps other companies, sub-users without the talk operation and other users out', async () => {
    const v = f.simVehicle(1);
    expect((await launch(v, 1)).body.code).toBe(1);
    const url = (await pollUrl(v, (r) => r.success)).videoTerminals[0]!.url;
    // Company 2 cannot see the vehicle at all.
    expect((await launch(v, 1, f.tokens.otherAdmin)).body).toMatchObject({ code: 0 });
    expect(
      (await callJson(f.app, 'getChatUrl', chatParam(v), { token: f.tokens.otherAdmin })).body.code,
    ).toBe(0);
    // The viewer lacks vehicleAlarmProcessing:talk.
    expect((await launch(v, 1, f.tokens.viewer)).status).toBe(403);
    // The socket needs the launching user's session, not just the ticket.
    await expect(openSocket(url, f.tokens.operator)).rejects.toThrow('HTTP 404');
    await expect(openSocket(url, 'not-a-session')).rejects.toThrow('HTTP 401');
    await expect(openSocket('/api/chat/audio?ticket=forged')).rejects.toThrow('HTTP 404');
    const bad = await callJson(
      f.app,
      'launchChat',
      { ...chatParam(v), isRealTime: 2, videoqualitystr: '1' },
      {
        token: f.tokens.admin,
      },
    );
    expect(bad.status).toBe(400);
  });
});
