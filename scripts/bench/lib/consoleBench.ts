import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TEST_IDS } from '../../../packages/core/src/testIds';
import { WEB_APPS, buildApp } from '../../lib/build.mjs';
import { freePort } from '../../lib/ports.mjs';
import { DEFAULT_DEMO_PASSWORD, spawnServer, stopServer, waitForHealth } from '../../lib/server.mjs';
import { CHROMIUM_PATH } from '../../lib/system.mjs';

/** The captcha the benches' servers accept (the test switch works only with NODE_ENV=test). */
export const BENCH_CAPTCHA = 'BNCH';

export interface BenchServer {
  server: ReturnType<typeof spawnServer>;
  dataDir: string;
  gatewayPort: number;
  /** The server's last log lines, for a bench that failed. */
  logTail(): string;
  stop(): Promise<void>;
}

/**
 * Builds the console and starts OUR server on a throwaway SQLite database seeded with `vehicles` vehicles and one
 * day of history (no demo simulator, no duty checks, free ports for both gateways), waiting until it answers.
 */
export async function startBenchServer(
  name: string,
  options: { vehicles: number; timeoutMs: number },
): Promise<BenchServer> {
  const consoleApp = WEB_APPS.find((app) => app.dir === 'apps/console');
  if (!consoleApp || !(await buildApp(consoleApp))) throw new Error('the console does not build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `roadwatch-bench-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    ROADWATCH_TEST_CAPTCHA: BENCH_CAPTCHA,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ROADWATCH_DATA_DIR: dataDir,
    ROADWATCH_SEED_VEHICLES: String(options.vehicles),
    ROADWATCH_SEED_DAYS: '1',
    ROADWATCH_SIMULATOR: '0',
    ROADWATCH_DUTY_CHECK_MINUTES: '0',
    JT808_PORT: String(gatewayPort),
    // Any free port for the JT/T 1078 media server too: its default belongs to a shared server.
    JT1078_PORT: '0',
  };
  delete env.DATABASE_URL;
  delete env.ROADWATCH_NO_SEED;
  const server = spawnServer({ env, port, logFile });
  const bench: BenchServer = {
    server,
    dataDir,
    gatewayPort,
    logTail: () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'),
    stop: async () => {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(server, { timeoutMs: options.timeoutMs });
  } catch (error) {
    console.error(bench.logTail());
    await bench.stop();
    throw error;
  }
  return bench;
}

/** Debian's headless Chromium, as the end-to-end tests drive it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--no-first-run'],
  });
}

/** Through the login page as the demo administrator, as a user does (the console keeps what sign-in answers). */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId(TEST_IDS.login.userName).fill('admin');
  await page.getByTestId(TEST_IDS.login.password).fill(DEFAULT_DEMO_PASSWORD);
  await page.getByTestId(TEST_IDS.login.captcha).fill(BENCH_CAPTCHA);
  await page.getByTestId(TEST_IDS.login.submit).click();
  await page.getByTestId(TEST_IDS.shell.header).waitFor({ timeout: 60_000 });
}
