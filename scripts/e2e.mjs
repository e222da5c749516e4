#!/usr/bin/env node
// `npm run test:e2e`: Playwright end-to-end tests in the system Chromium against our real server (started by
// tests/global-setup.ts). Builds the console and kiosk first when they are stale. Node built-ins only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebAppsBuilt } from './lib/build.mjs';
import { ROOT, log, run } from './lib/run.mjs';
import { CHROMIUM_PATH } from './lib/system.mjs';

async function main() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(
      `[roadwatch] ${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium)`,
    );
    process.exit(1);
  }
  // `npm test` has just built both apps as a stage of its own.
  if (process.env.ROADWATCH_E2E_SKIP_BUILD !== '1' && !(await ensureWebAppsBuilt())) process.exit(1);
  // Browser tests wait on the clock: a busy machine (a leftover process, another job) shows here first.
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  log(`running Playwright end-to-end tests … (load average ${load} on ${os.cpus().length} cores)`);
  const code = await run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), [
    'test',
    '--config',
    path.join(ROOT, 'tests', 'playwright.config.ts'),
    ...process.argv.slice(2),
  ]);
  process.exit(code);
}

await main();
