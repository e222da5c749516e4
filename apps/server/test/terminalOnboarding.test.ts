import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { silentLogger } from '../src/gateway/gatewayLogger';
import {
  createDeferredGatewayCommands,
  type DeferredGatewayCommands,
} from '../src/gateway/media/deferredGatewayCommands';
import { startTerminalIngest, type TerminalIngest } from '../src/gateway/startTerminalIngest';
import { createLocalLiveBus, type LiveBus } from '../src/live/liveBus';
import { seedDemo } from '../src/seed/seedDemo';
import { eventually } from './helpers/eventually';
import { callJson, DEMO_PASSWORD, loginAs, TEST_CAPTCHA } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { TestTerminal } from './helpers/testTerminal';

/**
 * A company onboards a terminal: a vehicle, then a terminal bound to it through the terminal endpoints; a terminal
 * speaking JT/T 808 over real TCP registers with that number, authenticates and the vehicle goes online. Unbinding,
 * renumbering or deleting the terminal closes its session, and its next registration is refused (0x8100 result 4,
 * the gateway's one answer to every refusal). SQLite, or PostgreSQL with ROADWATCH_TEST_PG_URL.
 */
const REFUSED = 4;
let database: TestDatabase;
let bus: LiveBus;
let app: FastifyInstance;
let gateway: DeferredGatewayCommands;
let ingest: TerminalIngest;
let token: string;
let vehicleId: number;
let departmentId: number;
const terminals: TestTerminal[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await seedDemo(db, { vehicles: 10, days: 1, demoPassword: DEMO_PASSWORD });
  bus = createLocalLiveBus();
  gateway = createDeferredGatewayCommands();
  const missing = path.join(os.tmpdir(), 'rw-no-build');
  app = buildApp({
    db,
    nodeEnv: 'test',
    testCaptcha: TEST_CAPTCHA,
    consoleDist: missing,
    kioskDist: missing,
    liveBus: bus,
    gateway,
  });
  await app.ready();
  token = (await loginAs(app, 'admin')).token;
  ingest = await startTerminalIngest({
    db,
    bus,
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    idleTimeoutMs: 60_000,
    offlineAfterMs: 60_000,
    pipeline: { flushIntervalMs: 100, tickIntervalMs: 250 },
  });
  gateway.attach(ingest.gateway.commands);
  const admin = await db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  departmentId = admin.department_id;
  const vehicle = await db
    .insertInto('vehicles')
    .values({
      company_id: admin.company_id,
      department_id: admin.department_id,
      plate: '沪T10001',
      terminal_phone: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  vehicleId = Number(vehicle.id);
}, 120_000);

afterEach(async () => {
  await Promise.all(terminals.splice(0).map((t) => t.close()));
});

afterAll(async () => {
  await ingest?.close();
  await app?.close();
  await bus?.close();
  await database?.destroy();
});

async function api(name: Parameters<typeof callJson>[1], input: unknown) {
  const { body } = await callJson(app, name, input, { token });
  expect(body.message).toBe('');
  return body.result as never;
}

async function connect(phone: string): Promise<TestTerminal> {
  const t = await TestTerminal.connect(ingest.gateway.port, phone, 2013);
  terminals.push(t);
  return t;
}

/** Registers as the terminal TOB-1 of maker RWSIM; resolves with the 0x8100 result and code. */
async function register(t: TestTerminal) {
  const reply = await t.register('GT-1013', { terminalId: 'TOB0001', maker: 'RWSIM' });
  if (reply.body.kind !== 'registrationReply') throw new Error('not a registration reply');
  return reply.body;
}

async function online(): Promise<boolean> {
  const row = await database.db
    .selectFrom('vehicle_states')
    .select('online')
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return row?.online === 1;
}

const terminal = (over: Record<string, unknown> = {}) => ({
  deviceType: 1,
  phone: '13800138000',
  terminalId: 'TOB0001',
  maker: 'RWSIM',
  protocolVersion: 2013,
  departmentId,
  vehicleId,
  ...over,
});

describe('a terminal added in the console connects', () => {
  let terminalId: number;

  it('registers with the number it was given, authenticates, and its vehicle goes online', async () => {
    terminalId = ((await api('terminalAdd', terminal())) as { id: number }).id;
    const mirrored = await database.db
      .selectFrom('vehicles')
      .select(['terminal_phone', 'terminal_id', 'terminal_maker', 'protocol_version'])
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    // Stored in one form whatever was typed: 13800138000 and 013800138000 are one number.
    expect(mirrored).toEqual({
      terminal_phone: '013800138000',
      terminal_id: 'TOB0001',
      terminal_maker: 'RWSIM',
      protocol_version: 2013,
    });
    const taken = await callJson(app, 'terminalAdd', terminal({ phone: '013800138000', vehicleId: null }), {
      token,
    });
    expect(taken.body.code).toBe(0);

    const t = await connect('013800138000');
    const registration = await register(t);
    expect(registration.result).toBe(0);
    const auth = await t.authenticate(registration.authCode!);
    expect(auth.body).toMatchObject({ result: 0 });
    t.send(0x0200, t.locationBody());
    await eventually('the vehicle is online', online);
    await expect(gateway.isOnline(vehicleId)).resolves.toBe(true);

    const detail = (await api('terminalDetail', { id: String(terminalId) })) as {
      model: string;
      plate: string;
      online: number;
      bindings: { plate: string; unboundTime: number | null }[];
    };
    expect(detail.plate).toBe('沪T10001');
    expect(detail.online).toBe(1);
    expect(detail.model).toBe('GT-1013');
    expect(detail.bindings).toEqual([expect.objectContaining({ plate: '沪T10001', unboundTime: null })]);
  });

  it('closes the session when the terminal is unbound, and refuses its next registration', async () => {
    const t = await connect('013800138000');
    const registration = await register(t);
    expect((await t.authenticate(registration.authCode!)).body).toMatchObject({ result: 0 });
    await eventually('the session is held', () => gateway.isOnline(vehicleId));

    await api('terminalUpdate', { ...terminal({ vehicleId: null }), id: terminalId });
    await t.whenClosed();
    const vehicle = await database.db
      .selectFrom('vehicles')
      .select(['terminal_phone', 'terminal_id', 'auth_code'])
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    expect(vehicle).toEqual({ terminal_phone: null, terminal_id: '', auth_code: '' });
    expect((await register(await connect('013800138000'))).result).toBe(REFUSED);

    const detail = (await api('terminalDetail', { id: String(terminalId) })) as {
      bindings: { unboundTime: number | null }[];
    };
    expect(detail.bindings).toHaveLength(1);
    expect(detail.bindings[0]?.unboundTime).not.toBeNull();
  });

  it('closes the session when the number changes: the old number is refused, the new one gets in', async () => {
    await api('terminalUpdate', { ...terminal(), id: terminalId });
    const t = await connect('013800138000');
    const registration = await register(t);
    expect((await t.authenticate(registration.authCode!)).body).toMatchObject({ result: 0 });
    await eventually('the session is held', () => gateway.isOnline(vehicleId));

    await api('terminalUpdate', { ...terminal({ phone: '13800138001' }), id: terminalId });
    await t.whenClosed();
    expect((await register(await connect('013800138000'))).result).toBe(REFUSED);
    expect((await register(await connect('013800138001'))).result).toBe(0);
  });

  it('closes the session when the terminal is deleted, and refuses its next registration', async () => {
    const t = await connect('013800138001');
    const registration = await register(t);
    expect((await t.authenticate(registration.authCode!)).body).toMatchObject({ result: 0 });
    await eventually('the session is held', () => gateway.isOnline(vehicleId));

    await api('terminalDelete', { ids: [terminalId] });
    await t.whenClosed();
    expect((await register(await connect('013800138001'))).result).toBe(REFUSED);
    const left = await database.db
      .selectFrom('terminal_bindings')
      .select('id')
      .where('terminal_id', '=', terminalId)
      .execute();
    expect(left).toEqual([]);
  });

  it('binds the terminal id and maker of the first registration into the device row as well as the vehicle', async () => {
    const admin = await database.db
      .selectFrom('users')
      .select('company_id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const second = await database.db
      .insertInto('vehicles')
      .values({
        company_id: admin.company_id,
        department_id: departmentId,
        plate: '沪T10002',
        terminal_phone: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = (await api(
      'terminalAdd',
      terminal({ phone: '13800138009', terminalId: '', maker: '', vehicleId: Number(second.id) }),
    )) as { id: number };
    const t = await connect('013800138009');
    const reply = await t.register('GT-2000', { terminalId: 'TOB0009', maker: 'RWSIM' });
    if (reply.body.kind !== 'registrationReply') throw new Error('not a registration reply');
    expect(reply.body.result).toBe(0);
    expect((await t.authenticate(reply.body.authCode!)).body).toMatchObject({ result: 0 });
    const detail = (await api('terminalDetail', { id: String(id) })) as Record<string, unknown>;
    expect(detail).toMatchObject({ terminalId: 'TOB0009', maker: 'RWSIM', model: 'GT-2000' });
    const vehicle = await database.db
      .selectFrom('vehicles')
      .select(['terminal_id', 'terminal_maker', 'terminal_model'])
      .where('id', '=', Number(second.id))
      .executeTakeFirstOrThrow();
    expect(vehicle).toEqual({ terminal_id: 'TOB0009', terminal_maker: 'RWSIM', terminal_model: 'GT-2000' });
  });
});
