import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { TestTerminal } from './helpers/testTerminal';

let database: TestDatabase;
let fixture: GatewayFixture;
const terminals: TestTerminal[] = [];

async function connect(phone: string, edition: 2013 | 2019): Promise<TestTerminal> {
  const terminal = await TestTerminal.connect(fixture.gateway.port, phone, edition);
  terminals.push(terminal);
  return terminal;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTerminals(database.db);
  fixture = await startTestGateway(database.db);
});

afterEach(async () => {
  await Promise.all(terminals.splice(0).map((t) => t.close()));
  // Each test starts with no sessions: the gateway noticed every close.
  await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);
});

afterAll(async () => {
  await fixture?.close();
  await database?.destroy();
});

describe('JT/T 808 gateway sessions', () => {
  it('registers and authenticates a 2013 terminal with its stored auth code', async () => {
    const t = await connect('14512345678', 2013);
    const registered = await t.register();
    expect(registered.header.messageId).toBe(0x8100);
    expect(registered.header.phone).toBe('014512345678');
    expect(registered.body).toMatchObject({ result: 0, authCode: TERMINALS.t2013.authCode });

    const authSerial = t.send(0x0102, {
      kind: 'authentication',
      authCode: TERMINALS.t2013.authCode,
      imei: null,
      softwareVersion: null,
    });
    const auth = await t.replyTo(authSerial);
    expect(auth.header.messageId).toBe(0x8001);
    expect(auth.body).toEqual({
      kind: 'platformGeneralReply',
      replySerial: authSerial,
      replyMessageId: 0x0102,
      result: 0,
    });
    await fixture.sink.until(() => fixture.sink.events.some((e) => e.type === 'online'));
    const online = fixture.sink.events.find((e) => e.type === 'online');
    expect(online?.terminal).toMatchObject({
      vehicleId: TERMINALS.t2013.vehicleId,
      companyId: 1,
      departmentId: 1,
      phone: '14512345678',
      protocolVersion: 2013,
    });
    await expect(fixture.gateway.commands.isOnline(TERMINALS.t2013.vehicleId)).resolves.toBe(true);
  });

  it('gives a 2019 terminal without an auth code a new one, stores it and accepts IMEI + version', async () => {
    const t = await connect('14887654321', 2019);
    const registered = await t.register('AS-9019');
    expect(registered.header.edition).toBe(2019);
    expect(registered.header.phone).toBe('00000000014887654321');
    if (registered.body.kind !== 'registrationReply') throw new Error('expected 0x8100');
    expect(registered.body.result).toBe(0);
    const code = registered.body.authCode ?? '';
    expect(code).toMatch(/^[0-9A-F]{16}$/);
    const row = await database.db
      .selectFrom('vehicles')
      .select(['auth_code', 'terminal_model', 'protocol_version'])
      .where('id', '=', TERMINALS.t2019.vehicleId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ auth_code: code, terminal_model: 'AS-9019', protocol_version: 2019 });

    const auth = await t.authenticate(code);
    expect(auth.header.edition).toBe(2019);
    expect(auth.body).toMatchObject({ replyMessageId: 0x0102, result: 0 });
    await fixture.sink.until(() =>
      fixture.sink.events.some(
        (e) => e.type === 'online' && e.terminal.vehicleId === TERMINALS.t2019.vehicleId,
      ),
    );
    const online = fixture.sink.events.findLast((e) => e.type === 'online');
    expect(online?.terminal).toMatchObject({ protocolVersion: 2019, terminalModel: 'AS-9019' });

    // Registering again keeps the code the terminal already holds.
    const again = await t.register('AS-9019');
    expect(again.body).toMatchObject({ result: 0, authCode: code });
  });

  it('refuses an unknown terminal with 0x8100 result 4 (terminal not in the database)', async () => {
    const t = await connect('13900000000', 2013);
    const reply = await t.register();
    expect(reply.body).toEqual({
      kind: 'registrationReply',
      replySerial: 0,
      result: 4,
      authCode: null,
    });
    const auth = await t.authenticate('ANYTHING');
    expect(auth.body).toMatchObject({ result: 1 });
  });

  it('refuses registration while the vehicle is bound to another connected terminal', async () => {
    const first = await connect(TERMINALS.spare.phone, 2013);
    await first.login();
    const second = await connect(TERMINALS.spare.phone, 2013);
    const reply = await second.register();
    expect(reply.body).toMatchObject({ kind: 'registrationReply', result: 1, authCode: null });
  });

  it('answers a wrong auth code with 0x8001 failure and closes after three failures', async () => {
    const t = await connect(TERMINALS.t2013.phone, 2013);
    for (let i = 0; i < 3; i += 1) {
      const reply = await t.authenticate('WRONG');
      expect(reply.body).toMatchObject({ replyMessageId: 0x0102, result: 1 });
    }
    await t.whenClosed();
    await expect(fixture.gateway.commands.isOnline(TERMINALS.t2013.vehicleId)).resolves.toBe(false);
  });

  it('answers data before authentication with 0x8001 failure and does not ingest it', async () => {
    const before = fixture.sink.reportsOf(TERMINALS.t2013.vehicleId).length;
    const t = await connect(TERMINALS.t2013.phone, 2013);
    const heartbeat = t.send(0x0002, { kind: 'heartbeat' });
    expect((await t.replyTo(heartbeat)).body).toMatchObject({ replyMessageId: 0x0002, result: 0 });
    const report = t.send(0x0200, t.locationBody());
    expect((await t.replyTo(report)).body).toMatchObject({ replyMessageId: 0x0200, result: 1 });
    expect(fixture.sink.reportsOf(TERMINALS.t2013.vehicleId)).toHaveLength(before);
  });

  it('acknowledges reports, batches, heartbeats and unknown messages, and never answers a reply', async () => {
    const t = await connect(TERMINALS.t2013.phone, 2013);
    await t.login();
    const vehicleId = TERMINALS.t2013.vehicleId;
    const before = fixture.sink.reportsOf(vehicleId).length;

    const report = t.send(0x0200, t.locationBody({ speedKmh: 55.5 }));
    expect((await t.replyTo(report)).body).toEqual({
      kind: 'platformGeneralReply',
      replySerial: report,
      replyMessageId: 0x0200,
      result: 0,
    });
    const first = t.locationBody({ time: Date.now() - 60_000 });
    const second = t.locationBody({ time: Date.now() - 30_000, acc: false });
    if (first.kind !== 'locationReport' || second.kind !== 'locationReport') throw new Error('unreachable');
    const batch = t.send(0x0704, { kind: 'locationBatch', batchType: 1, locations: [first, second] });
    expect((await t.replyTo(batch)).body).toMatchObject({ replyMessageId: 0x0704, result: 0 });
    const reports = fixture.sink.reportsOf(vehicleId).slice(before);
    expect(reports.map((r) => r.speedKmh)).toEqual([55.5, 42, 42]);
    expect(reports.map((r) => r.status.acc)).toEqual([true, true, false]);

    const heartbeat = t.send(0x0002, { kind: 'heartbeat' });
    expect((await t.replyTo(heartbeat)).body).toMatchObject({ replyMessageId: 0x0002, result: 0 });

    const unknown = t.send(0x0f01, { kind: 'raw', reason: 'unsupportedMessage', hex: '0102' });
    expect((await t.replyTo(unknown)).body).toMatchObject({ replyMessageId: 0x0f01, result: 3 });

    // A terminal general reply (to nothing we sent) gets no answer; the next heartbeat's answer comes first.
    const received = t.received.length;
    t.send(0x0001, { kind: 'terminalGeneralReply', replySerial: 77, replyMessageId: 0x8300, result: 0 });
    const next = t.send(0x0002, { kind: 'heartbeat' });
    await t.replyTo(next);
    expect(t.received.slice(received).map((m) => m.body)).toEqual([
      { kind: 'platformGeneralReply', replySerial: next, replyMessageId: 0x0002, result: 0 },
    ]);

    const unregister = t.send(0x0003, { kind: 'unregister' });
    expect((await t.replyTo(unregister)).body).toMatchObject({ replyMessageId: 0x0003, result: 0 });
    await fixture.sink.until(() => fixture.sink.events.at(-1)?.type === 'disconnected');
    await expect(fixture.gateway.commands.isOnline(vehicleId)).resolves.toBe(false);
  });

  it('uses its own increasing serial numbers towards each terminal', async () => {
    const t = await connect(TERMINALS.t2013.phone, 2013);
    await t.login();
    for (let i = 0; i < 3; i += 1) await t.replyTo(t.send(0x0002, { kind: 'heartbeat' }));
    const serials = t.received.map((m) => m.header.serial);
    expect(serials).toEqual([0, 1, 2, 3, 4]);
  });

  it('lets a reconnecting terminal take over from its stale connection', async () => {
    const old = await connect(TERMINALS.t2013.phone, 2013);
    await old.login();
    const fresh = await connect(TERMINALS.t2013.phone, 2013);
    const auth = await fresh.authenticate(TERMINALS.t2013.authCode);
    expect(auth.body).toMatchObject({ result: 0 });
    await old.whenClosed();
    const events = fixture.sink.events.slice(-2);
    expect(events.map((e) => [e.type, e.type === 'disconnected' ? e.reason : null])).toEqual([
      ['disconnected', 'closed'],
      ['online', null],
    ]);
    await expect(fixture.gateway.commands.isOnline(TERMINALS.t2013.vehicleId)).resolves.toBe(true);
  });

  it('reports a closed connection to the pipeline', async () => {
    const t = await connect(TERMINALS.t2013.phone, 2013);
    await t.login();
    await t.close();
    await fixture.sink.until(() => fixture.sink.events.at(-1)?.type === 'disconnected');
    expect(fixture.sink.events.at(-1)).toMatchObject({ type: 'disconnected', reason: 'closed' });
  });
});

describe('JT/T 808 gateway idle time-out', () => {
  it('closes a terminal that sends nothing for the idle time and tells the pipeline why', async () => {
    const idle = await startTestGateway(database.db, { idleTimeoutMs: 300 });
    try {
      const t = await TestTerminal.connect(idle.gateway.port, TERMINALS.other.phone, 2019);
      const auth = await t.authenticate(TERMINALS.other.authCode);
      expect(auth.body).toMatchObject({ result: 0 });
      const openedAt = Date.now();
      await t.whenClosed();
      expect(Date.now() - openedAt).toBeGreaterThanOrEqual(250);
      await idle.sink.until(() => idle.sink.events.some((e) => e.type === 'disconnected'));
      expect(idle.sink.events.map((e) => e.type)).toEqual(['online', 'disconnected']);
      expect(idle.sink.events[1]).toMatchObject({ reason: 'idle' });
    } finally {
      await idle.close();
    }
  });
});
