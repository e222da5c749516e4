import { MANUFACTURER_ID, terminalIdOf } from '@roadwatch/simulator/world';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { TestTerminal } from './helpers/testTerminal';

let database: TestDatabase;
let fixture: GatewayFixture;
const terminals: TestTerminal[] = [];

/** The terminal columns of a vehicle as stored. */
function storedTerminal(vehicleId: number) {
  return database.db
    .selectFrom('vehicles')
    .select([
      'auth_code',
      'terminal_model',
      'protocol_version',
      'terminal_id',
      'terminal_maker',
      'terminal_imei',
    ])
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
}

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
  it('registers a 2013 terminal with a fresh code and authenticates it with that code', async () => {
    const t = await connect('14512345678', 2013);
    const registered = await t.register();
    expect(registered.header.messageId).toBe(0x8100);
    expect(registered.header.phone).toBe('014512345678');
    if (registered.body.kind !== 'registrationReply') throw new Error('expected 0x8100');
    expect(registered.body.result).toBe(0);
    const code = registered.body.authCode ?? '';
    expect(code).toMatch(/^[0-9A-F]{16}$/);
    expect(code).not.toBe(TERMINALS.t2013.authCode);

    const authSerial = t.send(0x0102, {
      kind: 'authentication',
      authCode: code,
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
    expect(await storedTerminal(TERMINALS.t2013.vehicleId)).toMatchObject({ auth_code: code });
  });

  it('stores nothing at registration and binds an unbound terminal once it authenticates', async () => {
    const { vehicleId, phone } = TERMINALS.t2019;
    const before = await storedTerminal(vehicleId);
    const t = await connect(phone, 2019);
    const registered = await t.register('AS-9019');
    expect(registered.header.edition).toBe(2019);
    expect(registered.header.phone).toBe('00000000014887654321');
    if (registered.body.kind !== 'registrationReply') throw new Error('expected 0x8100');
    expect(registered.body.result).toBe(0);
    const code = registered.body.authCode ?? '';
    expect(code).toMatch(/^[0-9A-F]{16}$/);
    // Not a byte written before the terminal proves it holds the code: no code, no model, no binding.
    expect(await storedTerminal(vehicleId)).toEqual(before);

    const auth = await t.authenticate(code, '861234567890123');
    expect(auth.header.edition).toBe(2019);
    expect(auth.body).toMatchObject({ replyMessageId: 0x0102, result: 0 });
    expect(await storedTerminal(vehicleId)).toEqual({
      auth_code: code,
      terminal_model: 'AS-9019',
      protocol_version: 2019,
      terminal_id: terminalIdOf(phone),
      terminal_maker: MANUFACTURER_ID,
      terminal_imei: '861234567890123',
    });
    await fixture.sink.until(() =>
      fixture.sink.events.some((e) => e.type === 'online' && e.terminal.vehicleId === vehicleId),
    );
    const online = fixture.sink.events.findLast((e) => e.type === 'online');
    expect(online?.terminal).toMatchObject({ protocolVersion: 2019, terminalModel: 'AS-9019' });
    await t.close();
    await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);

    // Bound now: another terminal id, or the bound one with another IMEI, is refused.
    const other = await connect(phone, 2019);
    expect((await other.register('AS-9019', { terminalId: 'X999999' })).body).toMatchObject({ result: 4 });
    const registeredAgain = await other.register('AS-9019');
    if (registeredAgain.body.kind !== 'registrationReply') throw new Error('expected 0x8100');
    expect(registeredAgain.body.result).toBe(0);
    const wrongImei = await other.authenticate(registeredAgain.body.authCode ?? '', '869999999999999');
    expect(wrongImei.body).toMatchObject({ replyMessageId: 0x0102, result: 1 });
    expect(await storedTerminal(vehicleId)).toMatchObject({
      auth_code: code,
      terminal_imei: '861234567890123',
    });
  });

  it('answers a registration with a wrong terminal id or maker exactly like one from an unknown number', async () => {
    const before = await storedTerminal(TERMINALS.t2013.vehicleId);
    const stranger = await connect('13900000000', 2013);
    const unknown = await stranger.register();
    expect(unknown.body).toEqual({ kind: 'registrationReply', replySerial: 0, result: 4, authCode: null });

    const impostor = await connect(TERMINALS.t2013.phone, 2013);
    const wrongId = await impostor.register('GT-1013', { terminalId: 'X999999' });
    expect(wrongId.body).toEqual(unknown.body);
    const wrongMaker = await impostor.register('GT-1013', { maker: 'ACME' });
    expect(wrongMaker.body).toEqual({ ...unknown.body, replySerial: 1 });
    // Nothing it sent was stored, and no code it could use was handed out.
    expect(await storedTerminal(TERMINALS.t2013.vehicleId)).toEqual(before);
    expect((await impostor.authenticate('')).body).toMatchObject({ result: 1 });
    expect((await stranger.authenticate('ANYTHING')).body).toMatchObject({ result: 1 });
  });

  it('hands out a fresh code at each accepted registration and refuses the older one', async () => {
    const first = await connect(TERMINALS.spare.phone, 2013);
    const oldCode = await first.login();
    await first.close();
    await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);

    const second = await connect(TERMINALS.spare.phone, 2013);
    const newCode = await second.login();
    expect(newCode).not.toBe(oldCode);
    await second.close();
    await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);

    const leaked = await connect(TERMINALS.spare.phone, 2013);
    expect((await leaked.authenticate(oldCode)).body).toMatchObject({ replyMessageId: 0x0102, result: 1 });
    expect((await leaked.authenticate(TERMINALS.spare.authCode)).body).toMatchObject({ result: 1 });
    expect((await leaked.authenticate(newCode)).body).toMatchObject({ result: 0 });
  });

  it('keeps a registration that never authenticated from changing anything stored', async () => {
    const { vehicleId, phone, authCode } = TERMINALS.other;
    const before = await storedTerminal(vehicleId);
    const t = await connect(phone, 2019);
    const reply = await t.register('AS-7777');
    expect(reply.body).toMatchObject({ result: 0 });
    await t.close();
    expect(await storedTerminal(vehicleId)).toEqual(before);
    // The code the terminal already held still works: a registration alone does not take it away.
    const again = await connect(phone, 2019);
    expect((await again.authenticate(before.auth_code)).body).toMatchObject({ result: 0 });
    expect(before.auth_code).toBe(authCode);
  });

  it('keeps an online vehicle on its first connection: a second registration and authentication are refused', async () => {
    const { vehicleId, phone } = TERMINALS.t2013;
    const first = await connect(phone, 2013);
    const code = await first.login();
    await fixture.sink.until(() => fixture.gateway.sessionCount() === 1);
    const eventsBefore = fixture.sink.events.length;

    const stranger = await connect('13900000000', 2013);
    const unknown = await stranger.register();
    const second = await connect(phone, 2013);
    // The same answer as an unknown number, even for the bound terminal id: online-ness is not revealed.
    expect((await second.register()).body).toEqual(unknown.body);
    // Even the right code does not take the vehicle over, and is answered like a wrong one.
    expect((await second.authenticate(code)).body).toMatchObject({ replyMessageId: 0x0102, result: 1 });

    const heartbeat = first.send(0x0002, { kind: 'heartbeat' });
    expect((await first.replyTo(heartbeat)).body).toMatchObject({ result: 0 });
    expect(first.closed).toBe(false);
    await expect(fixture.gateway.commands.isOnline(vehicleId)).resolves.toBe(true);
    expect(fixture.sink.events.slice(eventsBefore).map((e) => e.type)).not.toContain('disconnected');
    expect(fixture.gateway.sessionCount()).toBe(1);
  });

  it('refuses a 2019 authentication whose IMEI differs from the bound one, and a 2013 one without it', async () => {
    const { phone, authCode } = TERMINALS.other;
    const t2019 = await connect(phone, 2019);
    expect((await t2019.authenticate(authCode, '869999999999999')).body).toMatchObject({ result: 1 });
    const t2013 = await connect(phone, 2013);
    expect((await t2013.authenticate(authCode)).body).toMatchObject({ result: 1 });
    await expect(fixture.gateway.commands.isOnline(TERMINALS.other.vehicleId)).resolves.toBe(false);
    expect((await t2019.authenticate(authCode)).body).toMatchObject({ result: 0 });
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

  it('lets a terminal back in with its code once its previous connection has closed', async () => {
    const old = await connect(TERMINALS.t2013.phone, 2013);
    const code = await old.login();
    await old.close();
    await fixture.sink.until(() => fixture.sink.events.at(-1)?.type === 'disconnected');
    const fresh = await connect(TERMINALS.t2013.phone, 2013);
    const auth = await fresh.authenticate(code);
    expect(auth.body).toMatchObject({ result: 0 });
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
