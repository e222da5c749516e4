import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedTerminals, TERMINALS } from './helpers/gatewayFixture';
import { freePort } from './helpers/redisServer';
import { TestTerminal } from './helpers/testTerminal';

/**
 * 20,000 idle TCP connections to the JT/T 808 port of a real server process (`src/main.ts`) whose descriptor limit
 * is this machine's 20,000: `/healthz` must still answer within 100 ms, and a known terminal must still get in.
 * The server runs in its own process so that its descriptors are its own; the idle connections come from two more
 * processes (helpers/idleFlood.ts, 10,000 each from 10 loopback addresses), as one process may not hold 20,000.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const SERVER_DESCRIPTORS = 20_000;
const FLOOD = 20_000;
/** The server's default quota of unauthenticated connections (JT808_MAX_UNAUTHENTICATED). */
const MAX_UNAUTHENTICATED = 2_000;
/** How long the server may take to drop the tail of the flood. */
const SETTLE_MS = 30_000;
const FLOODERS = 2;
const SOURCES_PER_FLOODER = 10;
const FLOODER = path.join(REPO_ROOT, 'apps/server/test/helpers/idleFlood.ts');

let db: Database;
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void>;
let server: { child: ChildProcess; httpPort: number; jt808Port: number; exited: Promise<number | null> };
const flooders: ChildProcess[] = [];

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-flood-'));
  db = connectDatabase({ dataDir: dir });
  databaseEnv = { ROADWATCH_DATA_DIR: dir };
  dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function startServer(): Promise<typeof server> {
  const httpPort = await freePort();
  const jt808Port = await freePort();
  const kioskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-kiosk-none-'));
  const child = spawn(
    'prlimit',
    [`--nofile=${SERVER_DESCRIPTORS}:${SERVER_DESCRIPTORS}`, process.execPath, '--import', 'tsx', MAIN],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'test',
        PORT: String(httpPort),
        HOST: '127.0.0.1',
        JT808_PORT: String(jt808Port),
        JT1078_PORT: '0',
        ROADWATCH_NO_SEED: '1',
        ROADWATCH_SIMULATOR: '0',
        ROADWATCH_KIOSK_CONFIG_DIR: kioskDir,
        LOG_LEVEL: 'info',
        ...databaseEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (text.includes('JT/T 808 gateway listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${output.join('')}`)));
  });
  // Keep reading its output so that a full pipe never stalls it.
  child.stdout?.resume();
  child.stderr?.resume();
  fs.rmSync(kioskDir, { recursive: true, force: true });
  return { child, httpPort, jt808Port, exited };
}

interface FloodCounts {
  type: 'ready' | 'count';
  held: number;
  closed: number;
}

/** One flooding child process (helpers/idleFlood.ts); resolves once every one of its attempts has settled. */
function startFlooder(count: number, firstSource: number, sources: number): Promise<ChildProcess> {
  const child = fork(
    FLOODER,
    [String(server.jt808Port), String(count), String(firstSource), String(sources)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  flooders.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (m: FloodCounts) =>
      m.type === 'ready' ? resolve(child) : reject(new Error('flooder')),
    );
    child.once('exit', (code) => reject(new Error(`flooder exited (${code})`)));
  });
}

function countsOf(flooder: ChildProcess): Promise<FloodCounts> {
  return new Promise((resolve) => {
    flooder.once('message', (m: FloodCounts) => resolve(m));
    flooder.send('count');
  });
}

async function timedHealth(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

beforeAll(async () => {
  await createSharedDatabase();
  await migrateToLatest(db);
  await seedTerminals(db);
  server = await startServer();
});

afterAll(async () => {
  // Disconnecting a flooder makes it close its sockets and exit.
  await Promise.all(
    flooders.splice(0).map(
      (f) =>
        new Promise<void>((resolve) => {
          if (f.exitCode !== null) return resolve();
          f.once('exit', () => resolve());
          f.disconnect();
        }),
    ),
  );
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await db?.destroy();
  await dropDatabase?.();
});

describe('JT/T 808 gateway under a flood of idle connections', () => {
  it('keeps /healthz answering within 100 ms and lets a known terminal in while 20,000 idle connections arrive', async () => {
    const perFlooder = FLOOD / FLOODERS;
    const started = await Promise.all(
      Array.from({ length: FLOODERS }, (_, i) =>
        startFlooder(perFlooder, 2 + i * SOURCES_PER_FLOODER, SOURCES_PER_FLOODER),
      ),
    );

    // The flooders are done once every attempt settled; the server may still be accepting and dropping the tail
    // of its backlog. Wait for it to be down to its quota: that is the state of 20,000 idle connections.
    // (A server without limits never gets there: the wait is bounded and the checks below then tell.)
    const settleBy = Date.now() + SETTLE_MS;
    let counts = await Promise.all(started.map(countsOf));
    while (counts.reduce((sum, c) => sum + c.held, 0) > MAX_UNAUTHENTICATED && Date.now() < settleBy)
      counts = await Promise.all(started.map(countsOf));
    // A first answer loads this process's fetch and lets the server's database pool reconnect after the quiet
    // spell (PostgreSQL closes idle pool connections after 10 s); the timed ones after it are the server's own.
    expect((await timedHealth(server.httpPort)).status).toBe(200);
    const checks: { status: number; ms: number }[] = [];
    for (let i = 0; i < 5; i += 1) checks.push(await timedHealth(server.httpPort));
    expect(checks.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(Math.max(...checks.map((c) => c.ms))).toBeLessThan(100);

    const known = await TestTerminal.connect(server.jt808Port, TERMINALS.t2013.phone, 2013);
    try {
      await known.login();
    } finally {
      await known.close();
    }
    // The server kept its unauthenticated connections within their quota and closed the rest.
    counts = await Promise.all(started.map(countsOf));
    const held = counts.reduce((sum, c) => sum + c.held, 0);
    expect(held).toBeLessThanOrEqual(MAX_UNAUTHENTICATED);
    expect(counts.reduce((sum, c) => sum + c.closed, 0)).toBeGreaterThanOrEqual(FLOOD - MAX_UNAUTHENTICATED);
  }, 180_000);
});
