import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALARM_FIRST_TYPE, ENDPOINTS, LIVE_FEED_PATH, TOKEN_HEADER, endpointPath } from '@roadwatch/core';
import { createLocationReport } from '@roadwatch/jt808';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seedDemo';
import { connectLive, type LiveTestClient } from './helpers/liveTestClient';
import { adasItem } from './helpers/pipelineFixture';
import { freePort, startRedisServer, type RedisServer } from './helpers/redisServer';
import { DEMO_PASSWORD, TEST_CAPTCHA } from './helpers/testApp';
import { TestTerminal } from './helpers/testTerminal';

/**
 * Two real server processes (`src/main.ts`) and a gateway-only process (`src/gateway/main.ts`) share one database
 * and one throwaway redis-server. A terminal connected to instance B's JT/T 808 gateway raises an ADAS alarm; a
 * console connected to instance A's live feed receives it. A TTS sent through instance A reaches a terminal
 * connected to the gateway process (the command relay).
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const GATEWAY_MAIN = path.join(REPO_ROOT, 'apps/server/src/gateway/main.ts');

interface Instance {
  name: string;
  httpPort: number;
  jt808Port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

let redis: RedisServer;
let db: Database;
let dropDatabase: () => Promise<void>;
let databaseEnv: Record<string, string>;
const instances: Instance[] = [];
const sockets: LiveTestClient[] = [];
const terminals: TestTerminal[] = [];

async function createSharedDatabase(): Promise<void> {
  const adminUrl = process.env.ROADWATCH_TEST_PG_URL;
  if (adminUrl) {
    const name = `rw_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    db = connectDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    databaseEnv = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-two-'));
  db = connectDatabase({ dataDir: dir });
  databaseEnv = { ROADWATCH_DATA_DIR: dir };
  dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
}

/** A server instance (`src/main.ts`), or with `gatewayOnly` the gateway's own process (`src/gateway/main.ts`). */
async function startInstance(name: string, redisUrl: string, gatewayOnly = false): Promise<Instance> {
  const httpPort = await freePort();
  const jt808Port = await freePort();
  const kioskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-kiosk-none-'));
  const child = spawn(process.execPath, ['--import', 'tsx', gatewayOnly ? GATEWAY_MAIN : MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      JT808_PORT: String(jt808Port),
      JT1078_PORT: '0',
      REDIS_URL: redisUrl,
      ROADWATCH_NO_SEED: '1',
      ROADWATCH_SIMULATOR: '0',
      ROADWATCH_TEST_CAPTCHA: TEST_CAPTCHA,
      ROADWATCH_KIOSK_CONFIG_DIR: kioskDir,
      LOG_LEVEL: 'info',
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: Instance = { name, httpPort, jt808Port, child, output, exited };
  instances.push(instance);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (text.includes(gatewayOnly ? 'JT/T 808 gateway listening' : 'Roadwatch listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited (${code}):\n${output.join('')}`)));
  });
  fs.rmSync(kioskDir, { recursive: true, force: true });
  return instance;
}

async function login(instance: Instance, userName: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${instance.httpPort}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD, captcha: TEST_CAPTCHA, remember: false }),
  });
  const body = (await res.json()) as { code: number; message: string; result: { token: string } };
  if (body.code !== 1) throw new Error(`login on ${instance.name}: ${body.message}`);
  return body.result.token;
}

/** Connects to the gateway once it accepts connections (it may start listening just after the HTTP port). */
async function connectTerminal(port: number, phone: string, edition: 2013 | 2019): Promise<TestTerminal> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const terminal = await TestTerminal.connect(port, phone, edition);
      terminals.push(terminal);
      return terminal;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  redis = await startRedisServer();
  await createSharedDatabase();
  await migrateToLatest(db);
  await seedDemo(db, { vehicles: 40, days: 1, demoPassword: DEMO_PASSWORD });
  await startInstance('A', redis.url);
  await startInstance('B', redis.url);
  await startInstance('gateway', redis.url, true);
}, 180_000);

afterAll(async () => {
  for (const s of sockets) s.socket.terminate();
  for (const t of terminals) t.socket.destroy();
  for (const instance of instances) {
    if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
    await instance.exited;
  }
  await db?.destroy();
  await dropDatabase?.();
  await redis?.stop();
}, 60_000);

describe('two server instances with Redis', () => {
  it('a client on instance A receives, exactly once, an alarm raised by a terminal connected to instance B', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = await login(a, 'admin');
    const onA = await connectLive(`http://127.0.0.1:${a.httpPort}`, LIVE_FEED_PATH, {
      headers: { [TOKEN_HEADER]: token },
    });
    sockets.push(onA);
    await onA.next('snapshot');

    const vehicle = await db
      .selectFrom('vehicles')
      .select(['id', 'terminal_phone', 'protocol_version'])
      .where('company_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const terminal = await connectTerminal(
      b.jt808Port,
      vehicle.terminal_phone!,
      vehicle.protocol_version === 2019 ? 2019 : 2013,
    );
    await terminal.login();

    const report = (alarmId: number, serial: number) => {
      const time = Date.now();
      return {
        kind: 'locationReport' as const,
        ...createLocationReport({
          edition: terminal.edition,
          status: { acc: true, positioned: true },
          latitude: 31.2304,
          longitude: 121.4737,
          speedKmh: 60,
          directionDeg: 90,
          time,
          // A forward collision warning, level 2 (high).
          items: [adasItem({ alarmId, eventType: 0x01, level: 2, time, serial })],
        }),
      };
    };
    terminal.send(0x0200, report(501, 1));
    const first = await onA.next('alarm', 30_000);
    expect(first.alarm).toMatchObject({ vehicleId: vehicle.id, firstType: ALARM_FIRST_TYPE.activeSafety });

    // A second event: the next alarm A sees is that one — the first was not delivered twice.
    terminal.send(0x0200, report(502, 2));
    const second = await onA.next('alarm', 30_000);
    expect(second.alarm.guid).not.toBe(first.alarm.guid);
    expect(second.alarm.vehicleId).toBe(vehicle.id);
    expect(onA.pending().filter((m) => m.type === 'alarm')).toEqual([]);
  });

  it('a TTS sent through instance A reaches, and is acknowledged by, a terminal on the gateway process', async () => {
    const [a, , gateway] = instances as [Instance, Instance, Instance];
    const token = await login(a, 'admin');
    const vehicle = await db
      .selectFrom('vehicles')
      .select(['id', 'terminal_phone', 'protocol_version'])
      .where('company_id', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const terminal = await connectTerminal(
      gateway.jt808Port,
      vehicle.terminal_phone!,
      vehicle.protocol_version === 2019 ? 2019 : 2013,
    );
    await terminal.login();
    // The terminal answers the command as a real one would.
    void terminal
      .waitFor((m) => m.header.messageId === 0x8300)
      .then((command) =>
        terminal.send(0x0001, {
          kind: 'terminalGeneralReply',
          replySerial: command.header.serial,
          replyMessageId: 0x8300,
          result: 0,
        }),
      );

    const res = await fetch(`http://127.0.0.1:${a.httpPort}${endpointPath(ENDPOINTS.sendTtsMessage)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ vehicleId: vehicle.id, ttsSendDto: { insCommon: 0, message: '请减速慢行' } }),
    });
    const body = (await res.json()) as { code: number; message: string };
    expect(body).toMatchObject({ code: 1 });
    const command = await terminal.waitFor((m) => m.header.messageId === 0x8300);
    expect(command.body).toMatchObject({ kind: 'textMessage', text: '请减速慢行' });
    const sent = await db
      .selectFrom('tts_sends')
      .select(['message'])
      .where('vehicle_id', '=', vehicle.id)
      .execute();
    expect(sent.map((r) => r.message)).toEqual(['请减速慢行']);
  });
});
