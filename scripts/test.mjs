#!/usr/bin/env node
// `npm test`: install what is missing, then typecheck, lint, format check, unit tests, the integration suite on
// SQLite and on PostgreSQL, the web builds and the Playwright end-to-end tests. Every stage runs even when an
// earlier one failed, and the last line is `N passed, N failed` over all of them. Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { WEB_APPS, buildApp } from './lib/build.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { ensureTestPostgres } from './lib/postgres.mjs';
import { countCheck, countPlaywright, countVitest } from './lib/reports.mjs';
import { ROOT, formatDuration, run } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

const REPORT_DIR = path.join(ROOT, 'test-results', 'reports');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** @type {{ name: string, passed: number, failed: number, ms: number, note?: string }[]} */
const results = [];

/**
 * Runs one stage and records its count; a throw counts as one failure so the run goes on.
 * @param {string} name
 * @param {() => Promise<import('./lib/reports.mjs').Count>} body
 */
async function stage(name, body) {
  console.log(`\n[roadwatch] ── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`);
  const started = Date.now();
  let count;
  try {
    count = await body();
  } catch (error) {
    count = { passed: 0, failed: 1, note: error instanceof Error ? error.message : String(error) };
  }
  results.push({ name, ...count, ms: Date.now() - started });
}

/**
 * @param {string} name report file name
 * @param {string[]} args vitest arguments after `run`
 * @param {NodeJS.ProcessEnv} env
 */
async function vitest(name, args, env = process.env) {
  const report = path.join(REPORT_DIR, `${name}.json`);
  fs.rmSync(report, { force: true });
  const code = await run(
    path.join(BIN, 'vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env },
  );
  return countVitest(report, code);
}

function printSummary(totalMs) {
  console.log('\n[roadwatch] summary');
  for (const r of results) {
    const status = r.failed > 0 ? 'FAIL' : 'ok  ';
    const note = r.note ? `  (${r.note.split('\n')[0]})` : '';
    console.log(
      `  ${status} ${r.name.padEnd(34)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${formatDuration(r.ms).padStart(7)}${note}`,
    );
  }
  console.log(`  total time ${formatDuration(totalMs)}`);
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(REPORT_DIR, { recursive: true });

  await stage('install', async () => {
    const system = await ensureSystemPackages();
    const npm = system && (await ensureDependencies());
    return npm ? { passed: 0, failed: 0 } : { passed: 0, failed: 1, note: 'installation failed (see above)' };
  });
  if (results.some((r) => r.failed > 0)) {
    // Nothing else can run without the tools.
    printSummary(Date.now() - started);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }

  await stage('typecheck', async () => countCheck(await run('npm', ['run', 'typecheck'])));
  await stage('lint', async () => countCheck(await run('npm', ['run', 'lint'])));
  await stage('format check (prettier)', async () => countCheck(await run('npm', ['run', 'format:check'])));
  await stage('unit tests', () => vitest('unit', ['--project', 'unit']));

  const sqliteEnv = { ...process.env };
  delete sqliteEnv.ROADWATCH_TEST_PG_URL;
  await stage('integration tests (SQLite)', () =>
    vitest('integration-sqlite', ['--project', 'integration'], sqliteEnv),
  );

  /** @type {import('./lib/postgres.mjs').TestPostgres | undefined} */
  let postgres;
  const stopPostgres = () => {
    postgres?.stop();
    postgres = undefined;
  };
  const interrupted = () => {
    stopPostgres();
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  await stage('integration tests (PostgreSQL)', async () => {
    postgres = await ensureTestPostgres();
    try {
      return await vitest('integration-postgres', ['--project', 'integration'], {
        ...process.env,
        ROADWATCH_TEST_PG_URL: postgres.url,
      });
    } finally {
      stopPostgres();
    }
  });

  for (const app of WEB_APPS) {
    // Always rebuild: the e2e tests must run against the sources under test, and a build error is a failure.
    await stage(`build ${app.name}`, async () => countCheck((await buildApp(app, { force: true })) ? 0 : 1));
  }

  await stage('end-to-end (Playwright, Chromium)', async () => {
    const report = path.join(REPORT_DIR, 'e2e.json');
    fs.rmSync(report, { force: true });
    const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')], {
      env: { ...process.env, ROADWATCH_E2E_REPORT: report, ROADWATCH_E2E_SKIP_BUILD: '1' },
    });
    return countPlaywright(report, code);
  });

  printSummary(Date.now() - started);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
