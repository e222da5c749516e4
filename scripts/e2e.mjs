#!/usr/bin/env node
// `npm run test:e2e`: Playwright end-to-end tests in the system Chromium against our real server (tests/global-setup.ts
// starts one per worker). Builds the console and kiosk first when they are stale. Node built-ins only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebAppsBuilt } from './lib/build.mjs';
import { ROOT, log, run } from './lib/run.mjs';
import { CHROMIUM_PATH } from './lib/system.mjs';

const WORKERS_ENV = 'ROADWATCH_E2E_WORKERS';

/**
 * A run of one named spec file has one worker's work (its tests run in order), so it starts one server instead of
 * seeding a second database for nothing. Any other argument may match several files and keeps the default.
 * @param {string[]} args
 */
function workersFor(args) {
  if (process.env[WORKERS_ENV]) return process.env[WORKERS_ENV];
  const positional = args.filter((arg) => !arg.startsWith('-'));
  const onlyOneSpec =
    positional.length === 1 &&
    positional.length === args.length &&
    /\.spec\.ts(:\d+)*$/.test(positional[0] ?? '');
  return onlyOneSpec ? '1' : undefined;
}

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
  const given = process.argv.slice(2);
  // Named spec files run by themselves: the heavy project's dependency on the shared one orders a whole run only.
  const args = given.some((arg) => !arg.startsWith('-')) ? ['--no-deps', ...given] : given;
  const workers = workersFor(given);
  log(
    `running Playwright end-to-end tests with ${workers ?? 'the default'} worker(s), a server each … ` +
      `(load average ${load} on ${os.cpus().length} cores)`,
  );
  const code = await run(
    path.join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', '--config', path.join(ROOT, 'tests', 'playwright.config.ts'), ...args],
    { env: workers ? { ...process.env, [WORKERS_ENV]: workers } : process.env },
  );
  process.exit(code);
}

await main();
