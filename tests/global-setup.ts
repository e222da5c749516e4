import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort } from '../scripts/lib/ports.mjs';
import { spawnServer, stopServer, waitForHealth, type StartedServer } from '../scripts/lib/server.mjs';
import {
  E2E_APP_DOWNLOAD_URL,
  E2E_CAPTCHA,
  SCREENSHOT_DIR,
  SERVERS_ENV,
  type E2eServer,
} from './fixtures/e2eEnv';

const root = path.resolve(import.meta.dirname, '..');

/** Server 0 keeps the log name tools and the README point at; the others are numbered. */
const logFileOf = (index: number) =>
  path.join(root, 'test-results', index === 0 ? 'e2e-server.log' : `e2e-server-${index}.log`);

/** `count` distinct free ports: the OS may hand out a port it has just handed out once it is closed again. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function serverEnv(dataDir: string, gatewayPort: number, mediaPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    ROADWATCH_DATA_DIR: dataDir,
    ROADWATCH_TEST_CAPTCHA: E2E_CAPTCHA,
    ROADWATCH_SEED_VEHICLES: '60',
    ROADWATCH_SEED_DAYS: '2',
    JT808_PORT: String(gatewayPort),
    // JT/T 1078 media for intercom and listening (the simulated terminals connect to it).
    JT1078_PORT: String(mediaPort),
    // The app download page shows a QR code of this address (the platform hosts stay this console's origin).
    ROADWATCH_APP_DOWNLOAD_URL: E2E_APP_DOWNLOAD_URL,
    // No demo duty checks: a reply bar appearing or expiring mid-test moves the page under the pointer. The sentry
    // spec sends its own checks, as the upper platform would.
    ROADWATCH_DUTY_CHECK_MINUTES: '0',
    // The docking platform spec's partner receiver listens on this machine's loopback address.
    ROADWATCH_DOCKING_ALLOW_PRIVATE: '1',
  };
  // The e2e run always uses its own SQLite file, whatever the caller's shell points at.
  delete env.DATABASE_URL;
  delete env.ROADWATCH_NO_SEED;
  // A shared Redis would carry one server's live events and terminal commands to the others.
  delete env.REDIS_URL;
  return env;
}

/**
 * Starts OUR server (apps/server/src/main.ts, no mocks) once per Playwright worker, side by side, each on free
 * ports with a temp data dir and a small seed; waits until all answer /healthz, hands their addresses to the
 * workers (SERVERS_ENV) and returns the teardown that stops them gracefully and removes their data.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // config.workers is the count the run uses (the config's, or --workers), so each worker slot has a server.
  const count = Math.max(1, config.workers);
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  for (const name of fs.readdirSync(path.join(root, 'test-results')))
    if (/^e2e-server-\d+\.log$/.test(name)) fs.rmSync(path.join(root, 'test-results', name));
  // Screenshots of this run only (Playwright cleans its own output folder the same way).
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });

  const starting = Date.now();
  const ports = await distinctFreePorts(count * 3);
  const servers: E2eServer[] = [];
  const started: StartedServer[] = [];
  for (let index = 0; index < count; index++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadwatch-e2e-'));
    const [port, gatewayPort, mediaPort] = ports.slice(index * 3, index * 3 + 3) as [number, number, number];
    const logFile = logFileOf(index);
    fs.writeFileSync(logFile, '');
    const server = spawnServer({ env: serverEnv(dataDir, gatewayPort, mediaPort), port, logFile });
    started.push(server);
    servers.push({ baseUrl: server.baseUrl, dataDir, gatewayPort, mediaPort, logFile });
  }

  const cleanUp = async () => {
    await Promise.all(started.map((server) => stopServer(server)));
    for (const { dataDir } of servers) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const health = await Promise.allSettled(
    started.map((server) => waitForHealth(server, { timeoutMs: 180_000 })),
  );
  const failed = health.findIndex((result) => result.status === 'rejected');
  if (failed >= 0) {
    await cleanUp();
    const { logFile } = servers[failed]!;
    const reason = (health[failed] as PromiseRejectedResult).reason as unknown;
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(
      `e2e server ${failed}: ${reason instanceof Error ? reason.message : String(reason)}\n` +
        `--- server log (${logFile}) ---\n${tail}`,
      { cause: reason },
    );
  }
  // Seeding happens before a server listens: its time shows how loaded the machine is before the first test.
  console.log(
    `[roadwatch] ${count} e2e server(s) healthy after ${((Date.now() - starting) / 1000).toFixed(1)} s`,
  );
  process.env[SERVERS_ENV] = JSON.stringify(servers);
  return cleanUp;
}
