import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { TestTerminal } from './helpers/testTerminal';

let database: TestDatabase;
const fixtures: GatewayFixture[] = [];
const terminals: TestTerminal[] = [];
const idle: net.Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTerminals(database.db);
});

afterEach(async () => {
  for (const socket of idle.splice(0)) socket.destroy();
  await Promise.all(terminals.splice(0).map((t) => t.close()));
  await Promise.all(fixtures.splice(0).map((f) => f.close()));
});

afterAll(async () => {
  await database?.destroy();
});

async function gateway(options: Parameters<typeof startTestGateway>[1]): Promise<GatewayFixture> {
  const fixture = await startTestGateway(database.db, options);
  fixtures.push(fixture);
  return fixture;
}

async function terminal(
  fixture: GatewayFixture,
  phone: string,
  localAddress?: string,
): Promise<TestTerminal> {
  const t = await TestTerminal.connect(fixture.gateway.port, phone, 2013, localAddress);
  terminals.push(t);
  return t;
}

/** Idle TCP connections that never say a word, and a promise for when `count` of them have been closed. */
function idleConnections(port: number) {
  let closed = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const open = (localAddress: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve());
      idle.push(socket);
      socket.once('error', reject);
      socket.once('close', () => {
        closed += 1;
        for (const w of waiters.filter((x) => closed >= x.count)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      });
    });
  const closedAtLeast = (count: number) =>
    closed >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));
  return { open, closedAtLeast, closed: () => closed };
}

describe('JT/T 808 gateway connection limits', () => {
  it('closes a connection that has not authenticated by the deadline, heartbeats or not', async () => {
    let clock = Date.now();
    const fixture = await gateway({ now: () => clock, authTimeoutMs: 30_000, housekeepingMs: 10 });
    const waiting = await terminal(fixture, '13900000000');
    const known = await terminal(fixture, TERMINALS.spare.phone);
    await known.login();

    clock += 29_000;
    // Heartbeats are answered, but they do not earn the connection more time.
    expect((await waiting.replyTo(waiting.send(0x0002, { kind: 'heartbeat' }))).body).toMatchObject({
      result: 0,
    });
    expect(waiting.closed).toBe(false);
    clock += 1_000;
    await waiting.whenClosed();

    // The authenticated terminal is not subject to the deadline.
    expect((await known.replyTo(known.send(0x0002, { kind: 'heartbeat' }))).body).toMatchObject({
      result: 0,
    });
    expect(known.closed).toBe(false);
    expect(fixture.gateway.connectionCount()).toBe(1);
    expect(fixture.sink.events.filter((e) => e.type === 'disconnected')).toEqual([]);
  });

  it('keeps unauthenticated connections within their quotas and still lets a known terminal in', async () => {
    const fixture = await gateway({
      maxConnections: 40,
      maxUnauthenticated: 20,
      maxUnauthenticatedPerAddress: 5,
    });
    const flood = idleConnections(fixture.gateway.port);
    // 50 idle connections from five addresses: at most 5 each and 20 in all stay; the oldest are dropped.
    for (let i = 0; i < 50; i += 1) await flood.open(`127.0.0.${2 + (i % 5)}`);
    await flood.closedAtLeast(30);
    expect(fixture.gateway.unauthenticatedCount()).toBe(20);
    expect(fixture.gateway.connectionCount()).toBe(20);

    // A known terminal arriving during the flood gets in (the oldest idle connection makes room) …
    const known = await terminal(fixture, TERMINALS.t2013.phone, '127.0.0.9');
    await known.login();
    // … and keeps its connection while the flood goes on.
    for (let i = 0; i < 20; i += 1) await flood.open('127.0.0.2');
    await flood.closedAtLeast(50);
    expect((await known.replyTo(known.send(0x0002, { kind: 'heartbeat' }))).body).toMatchObject({
      result: 0,
    });
    expect(known.closed).toBe(false);
    expect(fixture.gateway.sessionCount()).toBe(1);
    expect(fixture.gateway.connectionCount()).toBeLessThanOrEqual(21);
  });

  it('refuses a newcomer when authenticated terminals alone fill the connection limit', async () => {
    const fixture = await gateway({
      maxConnections: 2,
      maxUnauthenticated: 2,
      maxUnauthenticatedPerAddress: 2,
    });
    const first = await terminal(fixture, TERMINALS.t2013.phone);
    await first.login();
    const second = await terminal(fixture, TERMINALS.spare.phone);
    await second.login();
    const flood = idleConnections(fixture.gateway.port);
    await flood.open('127.0.0.2');
    await flood.closedAtLeast(1);
    expect(fixture.gateway.sessionCount()).toBe(2);
    expect(first.closed || second.closed).toBe(false);
  });
});
