import { TEXT_FLAG_TTS } from '@roadwatch/jt808';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { acknowledge, commandRejection } from './helpers/terminalCommands';
import { TestTerminal } from './helpers/testTerminal';

let database: TestDatabase;
let fixture: GatewayFixture;
const terminals: TestTerminal[] = [];

async function loggedIn(terminal: { phone: string; edition: 2013 | 2019; authCode: string }) {
  const t = await TestTerminal.connect(fixture.gateway.port, terminal.phone, terminal.edition);
  terminals.push(t);
  const auth = await t.authenticate(terminal.authCode);
  expect(auth.body).toMatchObject({ result: 0 });
  return t;
}

const commandOf = (t: TestTerminal, messageId: number, since = 0) =>
  t.waitFor((m) => m.header.messageId === messageId, since);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTerminals(database.db);
  fixture = await startTestGateway(database.db);
});

afterEach(async () => {
  await Promise.all(terminals.splice(0).map((t) => t.close()));
  await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);
});

afterAll(async () => {
  await fixture?.close();
  await database?.destroy();
});

describe('commands to terminals', () => {
  it('sends a TTS text in the 2013 layout and resolves on the terminal general reply', async () => {
    const t = await loggedIn(TERMINALS.spare);
    const pending = fixture.gateway.commands.sendText(TERMINALS.spare.vehicleId, '请注意休息', { tts: true });
    const command = await commandOf(t, 0x8300);
    expect(command.header.edition).toBe(2013);
    expect(command.body).toMatchObject({ kind: 'textMessage', textType: null, text: '请注意休息' });
    if (command.body.kind !== 'textMessage') throw new Error('unreachable');
    expect(command.body.flags & TEXT_FLAG_TTS).toBe(TEXT_FLAG_TTS);
    acknowledge(t, command);
    const reply = await pending;
    expect(reply.body).toMatchObject({ kind: 'terminalGeneralReply', replyMessageId: 0x8300, result: 0 });
  });

  it('sends a TTS text in the 2019 layout (text type byte) to a 2019 terminal', async () => {
    const t = await loggedIn(TERMINALS.other);
    const pending = fixture.gateway.commands.sendText(TERMINALS.other.vehicleId, 'Slow down', {
      tts: true,
      textType: 2,
    });
    const command = await commandOf(t, 0x8300);
    expect(command.header.edition).toBe(2019);
    expect(command.body).toMatchObject({ kind: 'textMessage', textType: 2, text: 'Slow down' });
    acknowledge(t, command);
    await expect(pending).resolves.toMatchObject({ header: { messageId: 0x0001 } });
  });

  it('resends with a new serial after a time-out and accepts the answer to the resend', async () => {
    const t = await loggedIn(TERMINALS.spare);
    const pending = fixture.gateway.commands.sendText(TERMINALS.spare.vehicleId, 'hello', {
      timeoutMs: 100,
      retries: 2,
    });
    const first = await commandOf(t, 0x8300);
    const second = await commandOf(t, 0x8300, t.received.indexOf(first) + 1);
    expect(second.header.serial).not.toBe(first.header.serial);
    acknowledge(t, second);
    await expect(pending).resolves.toMatchObject({ body: { replySerial: second.header.serial } });
  });

  it('gives up with a timeout error after the retries', async () => {
    const t = await loggedIn(TERMINALS.spare);
    const started = Date.now();
    const error = await commandRejection(
      fixture.gateway.commands.sendText(TERMINALS.spare.vehicleId, 'anyone?', { timeoutMs: 40, retries: 1 }),
    );
    expect(error.code).toBe('timeout');
    // JT/T 808 back-off: 40 ms, then 40 × 2 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(t.received.filter((m) => m.header.messageId === 0x8300)).toHaveLength(2);
  });

  it('rejects as refused when the terminal answers with a failure result', async () => {
    const t = await loggedIn(TERMINALS.spare);
    const pending = fixture.gateway.commands.sendText(TERMINALS.spare.vehicleId, 'x');
    acknowledge(t, await commandOf(t, 0x8300), 3);
    const error = await commandRejection(pending);
    expect(error).toMatchObject({ code: 'refused', result: 3 });
  });

  it('rejects as offline for a vehicle without a connection and when the connection drops', async () => {
    expect((await commandRejection(fixture.gateway.commands.sendText(999, 'nobody'))).code).toBe('offline');
    const t = await loggedIn(TERMINALS.spare);
    const failed = commandRejection(fixture.gateway.commands.sendText(TERMINALS.spare.vehicleId, 'bye'));
    await commandOf(t, 0x8300);
    await t.close();
    expect((await failed).code).toBe('offline');
  });

  it("closes a vehicle's session on request, and says whether there was one", async () => {
    const t = await loggedIn(TERMINALS.spare);
    await expect(fixture.gateway.commands.disconnect(TERMINALS.spare.vehicleId)).resolves.toBe(true);
    await t.whenClosed();
    await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);
    await expect(fixture.gateway.commands.isOnline(TERMINALS.spare.vehicleId)).resolves.toBe(false);
    await expect(fixture.gateway.commands.disconnect(TERMINALS.spare.vehicleId)).resolves.toBe(false);
  });

  it('queries the location and resolves with the 0x0201 answer, which is also stored', async () => {
    const t = await loggedIn(TERMINALS.other);
    const before = fixture.sink.reportsOf(TERMINALS.other.vehicleId).length;
    const pending = fixture.gateway.commands.queryLocation(TERMINALS.other.vehicleId);
    const query = await commandOf(t, 0x8201);
    const body = t.locationBody({ speedKmh: 61 });
    if (body.kind !== 'locationReport') throw new Error('unreachable');
    const { kind: _kind, ...location } = body;
    t.send(0x0201, { kind: 'locationQueryReply', replySerial: query.header.serial, location });
    const report = await pending;
    expect(report.speedKmh).toBe(61);
    expect(fixture.sink.reportsOf(TERMINALS.other.vehicleId).slice(before)).toHaveLength(1);
  });

  it('requests two-way intercom and listening (0x9101) and closes them (0x9102)', async () => {
    const t = await loggedIn(TERMINALS.other);
    const { commands } = fixture.gateway;
    for (const [dataType, code] of [
      ['twoWayIntercom', 2],
      ['listening', 3],
    ] as const) {
      const since = t.received.length;
      const pending = commands.requestAudioVideo(TERMINALS.other.vehicleId, {
        serverIp: '10.0.0.5',
        tcpPort: 7611,
        channel: 1,
        dataType,
      });
      const request = await commandOf(t, 0x9101, since);
      expect(request.body).toEqual({
        kind: 'avRequest',
        serverIp: '10.0.0.5',
        tcpPort: 7611,
        udpPort: 0,
        channel: 1,
        dataType: code,
        streamType: 0,
      });
      acknowledge(t, request);
      await pending;
    }
    const since = t.received.length;
    const pending = commands.controlAudioVideo(TERMINALS.other.vehicleId, {
      channel: 1,
      command: 'closeIntercom',
      closeType: 'audioOnly',
    });
    const control = await commandOf(t, 0x9102, since);
    expect(control.body).toEqual({
      kind: 'avControl',
      channel: 1,
      command: 4,
      closeType: 1,
      switchStreamType: 0,
    });
    acknowledge(t, control);
    await pending;
  });
});
