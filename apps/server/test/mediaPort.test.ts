import type { GetChatUrlResponse } from '@roadwatch/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMediaConfig } from '../src/gateway/media/mediaConfig';
import { DEFAULT_MEDIA_LIMITS } from '../src/gateway/media/mediaLimits';
import { startMediaServer } from '../src/gateway/media/startMediaServer';
import { writeVoiceFile } from '../src/features/voice/familyVoiceStore';
import { encodeWav } from '../src/tts/parseWav';
import { callJson } from './helpers/testApp';
import { TestMediaTerminal } from './helpers/testMediaTerminal';
import type { TestTerminal } from './helpers/testTerminal';
import { startVoiceFixture, type VoiceFixture } from './helpers/voiceFixture';

// The JT/T 1078 media port against the whole server: the manual vehicle's hand-driven JT/T 808 terminal connects
// from 127.0.0.1; impostors connect from other loopback addresses (127.0.0.2, …) or name SIMs nobody asked for.

let f: VoiceFixture;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  f = await startVoiceFixture();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
  await callJson(f.app, 'closeChat', chatParam(f.manual), { token: f.tokens.admin });
});

afterAll(async () => {
  await f?.close();
});

/** Fails the test (instead of waiting for the test time-out) when `promise` does not settle in time. */
async function within<T>(what: string, promise: Promise<T>, ms = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting until ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, guard]);
  } finally {
    clearTimeout(timer);
  }
}

async function media(localAddress = '127.0.0.1', port = f.media.port): Promise<TestMediaTerminal> {
  const connection = await TestMediaTerminal.connect(port, localAddress);
  opened.push(connection);
  return connection;
}

async function manualTerminal(): Promise<TestTerminal> {
  const terminal = await f.connectManual();
  opened.push(terminal);
  return terminal;
}

/** The SIM as the terminal puts it in its media packets (6 or 10 BCD bytes). */
const simOf = (phone: string) => (phone.length > 12 ? phone.padStart(20, '0') : phone.padStart(12, '0'));

/** Waits for a command to the hand-driven terminal and acknowledges it (0x0001 result 0). */
async function acknowledge(terminal: TestTerminal, messageId: number): Promise<void> {
  const command = await within(
    `0x${messageId.toString(16)} arrives`,
    terminal.waitFor((m) => m.header.messageId === messageId),
  );
  terminal.send(0x0001, {
    kind: 'terminalGeneralReply',
    replySerial: command.header.serial,
    replyMessageId: messageId,
    result: 0,
  });
}

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

async function chatUrl(): Promise<GetChatUrlResponse> {
  const { body } = await callJson(f.app, 'getChatUrl', chatParam(f.manual), { token: f.tokens.admin });
  if (body.code !== 1) throw new Error(`getChatUrl: ${body.message}`);
  return body.result;
}

/** An intercom with the manual vehicle whose 0x9101 the terminal has acknowledged (its media not yet connected). */
async function launchAcknowledgedIntercom(terminal: TestTerminal): Promise<void> {
  const launched = await callJson(
    f.app,
    'launchChat',
    { ...chatParam(f.manual), videoqualitystr: '1', isRealTime: 1 },
    { token: f.tokens.admin },
  );
  expect(launched.body.code).toBe(1);
  await acknowledge(terminal, 0x9101);
}

/** Polls getChatUrl until the terminal's stream is reported flowing. */
async function untilChatReady(): Promise<GetChatUrlResponse> {
  return within(
    'the chat url is ready',
    (async () => {
      for (;;) {
        const answer = await chatUrl();
        if (answer.success) return answer;
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
  );
}

describe('who the media port admits', () => {
  it('closes a media connection no 0x9101 asked for and sends it no audio', async () => {
    const v = f.simVehicle(5);
    const impostor = await media();
    impostor.sendAudio(simOf(v.phone));
    await within('the unrequested connection is closed', impostor.whenClosed());
    expect(f.media.isConnected(v.phone, 1)).toBe(false);
    expect(f.media.sendAudio(v.phone, 1, new Int16Array(800), Date.now())).toBe(false);
    expect(impostor.received).toHaveLength(0);
  });

  it('refuses media from another address than the vehicle’s JT/T 808 link; the chat waits for its own', async () => {
    const terminal = await manualTerminal();
    await launchAcknowledgedIntercom(terminal);
    const impostor = await media('127.0.0.2');
    impostor.sendAudio(simOf(f.manual.phone));
    await within('the connection from another address is closed', impostor.whenClosed());
    expect(impostor.received).toHaveLength(0);
    // The operator is not told the call is up: the terminal's own media has not arrived.
    expect((await chatUrl()).videoTerminals[0]?.resultCode).toBe('ERR_006');
    const own = await media('127.0.0.1');
    own.sendAudio(simOf(f.manual.phone));
    expect((await untilChatReady()).success).toBe(true);
    expect(own.closed).toBe(false);
  });

  it('refuses a second media connection for the same request while the first keeps the stream', async () => {
    const terminal = await manualTerminal();
    await launchAcknowledgedIntercom(terminal);
    const first = await media();
    first.sendAudio(simOf(f.manual.phone));
    await untilChatReady();
    const second = await media();
    second.sendAudio(simOf(f.manual.phone));
    await within('the second connection is closed', second.whenClosed());
    // The platform's audio still goes down the first connection, and only there.
    expect(f.media.sendAudio(f.manual.phone, 1, new Int16Array(800).fill(2_000), Date.now())).toBe(true);
    await within('the first connection hears the platform', first.whenReceived(1));
    expect(first.closed).toBe(false);
    expect(second.received).toHaveLength(0);
    expect((await chatUrl()).success).toBe(true);
  });

  it('ends the media connection with the JT/T 808 session that asked for it', async () => {
    const terminal = await manualTerminal();
    await launchAcknowledgedIntercom(terminal);
    const own = await media();
    own.sendAudio(simOf(f.manual.phone));
    await untilChatReady();
    await terminal.close();
    await within('the media connection is closed', own.whenClosed());
    expect(f.media.isConnected(f.manual.phone, 1)).toBe(false);
  });

  it('admits media from another address when JT1078_CHECK_ADDRESS=0 (terminals behind carrier NAT)', async () => {
    const config = loadMediaConfig({ JT1078_CHECK_ADDRESS: '0', JT1078_PORT: '0', HOST: '127.0.0.1' });
    const server = await startMediaServer(config);
    opened.push(server);
    const expected = server.expectStream({
      vehicleId: 1,
      sim: '13912345678',
      channel: 1,
      terminalAddress: '127.0.0.1',
    });
    const behindNat = await media('127.0.0.7', server.port);
    behindNat.sendAudio('013912345678');
    expect(await within('the stream flows', expected.flowing)).toBe(true);
    expect(server.isConnected('13912345678', 1)).toBe(true);
    // Only the request's one connection, still.
    const other = await media('127.0.0.8', server.port);
    other.sendAudio('013912345678');
    await within('a second connection is closed', other.whenClosed());
  });
});

describe('family voice is reported sent only once the terminal’s own stream flows', () => {
  async function giveManualDriverAVoice(): Promise<void> {
    const vehicle = await f.db
      .selectFrom('vehicles')
      .select('driver_id')
      .where('id', '=', f.manual.vehicleId)
      .executeTakeFirstOrThrow();
    if (vehicle.driver_id === null) throw new Error('the manual vehicle has no driver');
    const tone = Int16Array.from({ length: 4_000 }, (_, i) => Math.round(9_000 * Math.sin(i / 3)));
    const storedName = await writeVoiceFile(f, 1, 'wav', encodeWav(tone, 8_000));
    await f.db
      .insertInto('family_voices')
      .values({
        company_id: 1,
        driver_id: vehicle.driver_id,
        name: `media port ${storedName.slice(0, 6)}`,
        stored_name: storedName,
        mime: 'audio/wav',
        size_bytes: 8_044,
        created_by: 1,
        created_at: Date.now(),
      })
      .execute();
  }

  beforeAll(giveManualDriverAVoice);

  function sendVoice(lang?: 'en-US') {
    return callJson(
      f.app,
      'sendFamilyVoiceMessage',
      { vehicleId: f.manual.vehicleId, familySendDto: { message: '家人提醒您注意安全' } },
      { token: f.tokens.admin, ...(lang ? { lang } : {}) },
    );
  }

  it('fails with "no answer" when only an impostor’s media arrives, and the impostor hears nothing', async () => {
    const terminal = await manualTerminal();
    const sent = sendVoice();
    await acknowledge(terminal, 0x8300);
    await acknowledge(terminal, 0x9101);
    const impostor = await media('127.0.0.2');
    impostor.sendAudio(simOf(f.manual.phone));
    await within('the impostor is closed', impostor.whenClosed());
    // The terminal's own media never comes: past the request's deadline the operator gets the failure.
    f.advance(DEFAULT_MEDIA_LIMITS.requestTimeoutMs);
    f.media.sweep();
    expect((await within('the send is answered', sent)).body).toMatchObject({
      code: 0,
      message: '终端未应答，请稍后重试',
    });
    expect(impostor.received).toHaveLength(0);
    // The terminal is told to close the intercom it opened for nothing.
    await within(
      '0x9102 arrives',
      terminal.waitFor((m) => m.header.messageId === 0x9102),
    );
  });

  it('fails in English too when the terminal acknowledges but never connects its media', async () => {
    const terminal = await manualTerminal();
    const sent = sendVoice('en-US');
    await acknowledge(terminal, 0x8300);
    await acknowledge(terminal, 0x9101);
    f.advance(DEFAULT_MEDIA_LIMITS.requestTimeoutMs);
    f.media.sweep();
    expect((await within('the send is answered', sent)).body).toMatchObject({
      code: 0,
      message: 'The terminal did not answer; please try again later',
    });
  });

  it('succeeds once the terminal’s own media flows, and the voice goes down that connection', async () => {
    const terminal = await manualTerminal();
    const sent = sendVoice();
    await acknowledge(terminal, 0x8300);
    await acknowledge(terminal, 0x9101);
    const own = await media('127.0.0.1');
    own.sendAudio(simOf(f.manual.phone));
    expect((await within('the send is answered', sent)).body).toMatchObject({ code: 1 });
    await within('the cab hears the voice', own.whenReceived(3));
  });
});

describe('media connections end by themselves', () => {
  it('closes an admitted media connection that falls silent for the idle time-out', async () => {
    const terminal = await manualTerminal();
    await launchAcknowledgedIntercom(terminal);
    const own = await media();
    own.sendAudio(simOf(f.manual.phone));
    await untilChatReady();
    // The operator's heartbeats keep the chat itself going meanwhile.
    const heartbeat = async () =>
      (await callJson(f.app, 'renewHeartbeat', chatParam(f.manual), { token: f.tokens.admin })).body;
    f.advance(DEFAULT_MEDIA_LIMITS.idleTimeoutMs - 1_000);
    expect(await heartbeat()).toMatchObject({ code: 1, result: { videoTerminals: [{ videoStatus: '2' }] } });
    f.media.sweep();
    expect(own.closed).toBe(false);
    f.advance(1_000);
    f.media.sweep();
    await within('the idle connection is closed', own.whenClosed());
    expect(f.media.isConnected(f.manual.phone, 1)).toBe(false);
    expect(await heartbeat()).toMatchObject({ code: 1, result: { videoTerminals: [{ videoStatus: '1' }] } });
  });

  it('closes a connection that does not send a valid packet by the deadline', async () => {
    const before = f.media.connectionCount();
    const silent = await media('127.0.0.3');
    await within(
      'the server counts it',
      until(() => f.media.connectionCount() === before + 1),
    );
    f.advance(DEFAULT_MEDIA_LIMITS.identifyTimeoutMs);
    f.media.sweep();
    await within('the silent connection is closed', silent.whenClosed());
  });

  it('caps open media connections per address and in all', async () => {
    const server = await startMediaServer({
      port: 0,
      host: '127.0.0.1',
      publicHost: '127.0.0.1',
      limits: { maxConnectionsPerAddress: 2, maxConnections: 3 },
    });
    opened.push(server);
    const a1 = await media('127.0.0.4', server.port);
    const a2 = await media('127.0.0.4', server.port);
    await within(
      'two connections counted',
      until(() => server.connectionCount() === 2),
    );
    const a3 = await media('127.0.0.4', server.port);
    await within('a third from the same address is closed', a3.whenClosed());
    const b1 = await media('127.0.0.5', server.port);
    await within(
      'three connections counted',
      until(() => server.connectionCount() === 3),
    );
    const b2 = await media('127.0.0.5', server.port);
    await within('a fourth in all is closed', b2.whenClosed());
    expect([a1.closed, a2.closed, b1.closed]).toEqual([false, false, false]);
  });
});

/** Resolves once `check` holds (polled every 10 ms). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}
