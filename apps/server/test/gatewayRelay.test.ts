import { TEXT_FLAG_TTS } from '@roadwatch/jt808';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/gateway/gatewayLogger';
import { startCommandRelayServer, type CommandRelayServer } from '../src/gateway/relay/commandRelayServer';
import {
  createRelayedGatewayCommands,
  type RelayedGatewayCommands,
} from '../src/gateway/relay/relayedGatewayCommands';
import { SESSIONS_KEY, commandChannel } from '../src/gateway/relay/relayMessages';
import { createRoutedGatewayCommands } from '../src/gateway/routedGatewayCommands';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { startRedisServer, type RedisServer } from './helpers/redisServer';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { acknowledge, commandRejection } from './helpers/terminalCommands';
import { TestTerminal } from './helpers/testTerminal';

/**
 * The command relay over a real redis-server: a gateway (with its relay server) holds the terminals' connections;
 * another "process" (its own Redis connections and reply channel) sends commands to them through Redis.
 */
let redis: RedisServer;
let database: TestDatabase;
let relay: CommandRelayServer;
let fixture: GatewayFixture;
let remote: RelayedGatewayCommands;
let inspect: Redis;
const terminals: TestTerminal[] = [];
const GATEWAY_ID = 'gateway-under-test';

async function loggedIn(terminal: { phone: string; edition: 2013 | 2019; authCode: string }) {
  const t = await TestTerminal.connect(fixture.gateway.port, terminal.phone, terminal.edition);
  terminals.push(t);
  expect((await t.authenticate(terminal.authCode)).body).toMatchObject({ result: 0 });
  return t;
}

beforeAll(async () => {
  redis = await startRedisServer();
  database = await createTestDatabase();
  await seedTerminals(database.db);
  relay = await startCommandRelayServer({ redisUrl: redis.url, gatewayId: GATEWAY_ID, logger: silentLogger });
  fixture = await startTestGateway(database.db, {
    onVehicleSession: (vehicleId, online) => relay.vehicleSession(vehicleId, online),
  });
  relay.serve(fixture.gateway.commands);
  remote = await createRelayedGatewayCommands(redis.url, 'web-instance');
  inspect = new Redis(redis.url);
});

afterEach(async () => {
  await Promise.all(terminals.splice(0).map((t) => t.close()));
  await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);
});

afterAll(async () => {
  inspect?.disconnect();
  await remote?.close();
  await fixture?.close();
  await relay?.close();
  await database?.destroy();
  await redis?.stop();
});

describe('commands relayed through Redis to the gateway holding the terminal', () => {
  it("delivers a TTS text and resolves with the terminal's acknowledgement", async () => {
    const t = await loggedIn(TERMINALS.spare);
    await expect.poll(() => remote.isOnline(TERMINALS.spare.vehicleId)).toBe(true);
    const pending = remote.sendText(TERMINALS.spare.vehicleId, '请注意休息', { tts: true, timeoutMs: 2_000 });
    const command = await t.waitFor((m) => m.header.messageId === 0x8300);
    expect(command.body).toMatchObject({ kind: 'textMessage', text: '请注意休息' });
    if (command.body.kind !== 'textMessage') throw new Error('unreachable');
    expect(command.body.flags & TEXT_FLAG_TTS).toBe(TEXT_FLAG_TTS);
    acknowledge(t, command);
    const reply = await pending;
    expect(reply.body).toMatchObject({ kind: 'terminalGeneralReply', replyMessageId: 0x8300, result: 0 });
  });

  it("passes on a terminal's refusal with its result code", async () => {
    const t = await loggedIn(TERMINALS.other);
    await expect.poll(() => remote.isOnline(TERMINALS.other.vehicleId)).toBe(true);
    const pending = commandRejection(
      remote.sendText(TERMINALS.other.vehicleId, 'Slow down', { timeoutMs: 2_000 }),
    );
    acknowledge(t, await t.waitFor((m) => m.header.messageId === 0x8300), 2);
    const error = await pending;
    expect([error.code, error.result]).toEqual(['refused', 2]);
  });

  it('answers offline at once for a vehicle no gateway holds, and after its terminal leaves', async () => {
    const never = await commandRejection(
      remote.sendText(TERMINALS.t2019.vehicleId, 'hello', { timeoutMs: 60_000 }),
    );
    expect(never.code).toBe('offline');

    const t = await loggedIn(TERMINALS.spare);
    await expect.poll(() => remote.isOnline(TERMINALS.spare.vehicleId)).toBe(true);
    expect(await inspect.hget(SESSIONS_KEY, String(TERMINALS.spare.vehicleId))).toBe(GATEWAY_ID);
    await t.close();
    await expect.poll(() => remote.isOnline(TERMINALS.spare.vehicleId)).toBe(false);
    expect((await commandRejection(remote.sendText(TERMINALS.spare.vehicleId, 'hello'))).code).toBe(
      'offline',
    );
  });

  it('ignores garbage on its channel and goes on serving', async () => {
    const t = await loggedIn(TERMINALS.spare);
    await expect.poll(() => remote.isOnline(TERMINALS.spare.vehicleId)).toBe(true);
    for (const junk of ['not json', '{}', JSON.stringify({ id: 'x', op: 'rm -rf', vehicleId: -1, args: [] })])
      await inspect.publish(commandChannel(GATEWAY_ID), junk);
    const pending = remote.sendText(TERMINALS.spare.vehicleId, 'still here', { timeoutMs: 2_000 });
    acknowledge(t, await t.waitFor((m) => m.header.messageId === 0x8300));
    await expect(pending).resolves.toMatchObject({ body: { result: 0 } });
  });

  it('routes to the local gateway when it holds the vehicle, and to the relay otherwise', async () => {
    const t = await loggedIn(TERMINALS.spare);
    const localOnly = createRoutedGatewayCommands(fixture.gateway.commands, null);
    const viaRelay = createRoutedGatewayCommands(null, remote);
    await expect(localOnly.isOnline(TERMINALS.spare.vehicleId)).resolves.toBe(true);
    await expect.poll(() => viaRelay.isOnline(TERMINALS.spare.vehicleId)).toBe(true);
    for (const commands of [localOnly, viaRelay]) {
      const since = t.received.length;
      const pending = commands.sendText(TERMINALS.spare.vehicleId, '路由', { timeoutMs: 2_000 });
      acknowledge(t, await t.waitFor((m) => m.header.messageId === 0x8300, since));
      await expect(pending).resolves.toMatchObject({ body: { result: 0 } });
    }
    const neither = createRoutedGatewayCommands(null, null);
    expect((await commandRejection(neither.sendText(TERMINALS.spare.vehicleId, 'x'))).code).toBe('offline');
  });

  it("tells where a vehicle's terminal connects from, locally and through the relay, and nothing once it left", async () => {
    const t = await loggedIn(TERMINALS.spare);
    const viaRelay = createRoutedGatewayCommands(null, remote);
    await expect.poll(() => viaRelay.isOnline(TERMINALS.spare.vehicleId)).toBe(true);
    await expect(fixture.gateway.commands.terminalAddress(TERMINALS.spare.vehicleId)).resolves.toBe(
      '127.0.0.1',
    );
    await expect(viaRelay.terminalAddress(TERMINALS.spare.vehicleId)).resolves.toBe('127.0.0.1');
    await t.close();
    await expect.poll(() => viaRelay.isOnline(TERMINALS.spare.vehicleId)).toBe(false);
    await expect(viaRelay.terminalAddress(TERMINALS.spare.vehicleId)).resolves.toBeNull();
    await expect(fixture.gateway.commands.terminalAddress(TERMINALS.spare.vehicleId)).resolves.toBeNull();
  });

  it("closes a vehicle's session held by another process's gateway through the relay", async () => {
    const t = await loggedIn(TERMINALS.spare);
    const viaRelay = createRoutedGatewayCommands(null, remote);
    await expect.poll(() => viaRelay.isOnline(TERMINALS.spare.vehicleId)).toBe(true);
    await expect(viaRelay.disconnect(TERMINALS.spare.vehicleId)).resolves.toBe(true);
    await t.whenClosed();
    await expect.poll(() => viaRelay.isOnline(TERMINALS.spare.vehicleId)).toBe(false);
    await expect(viaRelay.disconnect(TERMINALS.spare.vehicleId)).resolves.toBe(false);
  });

  it('counts a gateway that stopped as holding nothing', async () => {
    const spareRelay = await startCommandRelayServer({
      redisUrl: redis.url,
      gatewayId: 'gateway-that-stops',
      logger: silentLogger,
    });
    spareRelay.vehicleSession(TERMINALS.t2013.vehicleId, true);
    await expect.poll(() => remote.isOnline(TERMINALS.t2013.vehicleId)).toBe(true);
    await spareRelay.close();
    await expect(remote.isOnline(TERMINALS.t2013.vehicleId)).resolves.toBe(false);
    expect(await inspect.hget(SESSIONS_KEY, String(TERMINALS.t2013.vehicleId))).toBeNull();

    // A gateway that crashed leaves its presence behind, but its liveness key runs out: offline, not a wait.
    await inspect.hset(SESSIONS_KEY, String(TERMINALS.t2013.vehicleId), 'gateway-that-crashed');
    await expect(remote.isOnline(TERMINALS.t2013.vehicleId)).resolves.toBe(false);
    const error = await commandRejection(
      remote.sendText(TERMINALS.t2013.vehicleId, 'x', { timeoutMs: 60_000 }),
    );
    expect(error.code).toBe('offline');
  });
});
