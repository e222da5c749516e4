import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/lib/ports.mjs';
import { spawnServer, stopServer, waitForHealth } from '../scripts/lib/server.mjs';
import {
  BASE_URL_ENV,
  DATA_DIR_ENV,
  E2E_APP_DOWNLOAD_URL,
  E2E_CAPTCHA,
  GATEWAY_PORT_ENV,
  SCREENSHOT_DIR,
} from './fixtures/e2eEnv';

/**
 * Starts OUR server (apps/server/src/main.ts, no mocks) on a free port with a temp data dir and a small seed,
 * waits for /healthz, and returns the teardown that stops it gracefully and removes the data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadwatch-e2e-'));
  const logFile = path.join(root, 'test-results', 'e2e-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  // Screenshots of this run only (Playwright cleans its own output folder the same way).
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  const [port, gatewayPort, mediaPort] = [await freePort(), await freePort(), await freePort()];

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

  const server = spawnServer({ env, port, logFile });
  const cleanUp = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, { timeoutMs: 180_000 });
  } catch (error) {
    await cleanUp();
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- server log (${logFile}) ---\n${tail}`,
      { cause: error },
    );
  }
  process.env[BASE_URL_ENV] = server.baseUrl;
  // Specs that play an outside system (the upper platform's duty checks) write to the same database.
  process.env[DATA_DIR_ENV] = dataDir;
  process.env[GATEWAY_PORT_ENV] = String(gatewayPort);
  return cleanUp;
}
