#!/usr/bin/env node
// `npm test`: install what is missing, then typecheck, lint, format check, unit tests, the integration suite on
// SQLite and on PostgreSQL, the web builds and the Playwright end-to-end tests. Every stage runs even when an
// earlier one failed, and the last line is `N passed, N failed` over all of them. Node built-ins only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_APPS, buildApp } from './lib/build.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { ensureTestPostgres } from './lib/postgres.mjs';
import { countCheck, countPlaywright, countVitest, playwrightDigest } from './lib/reports.mjs';
import { ROOT, formatDuration, run, runCaptured } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

const REPORT_DIR = path.join(ROOT, 'test-results', 'reports');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** @type {{ name: string, passed: number, failed: number, ms: number, note?: string }[]} */
const results = [];

/**
 * Runs a command for a stage and resolves with its exit code.
 * @typedef {(command: string, args: string[], options?: { env?: NodeJS.ProcessEnv }) => Promise<number>} Exec
 */

/** @param {string} name */
function stageHeader(name) {
  return `\n[roadwatch] ── ${name} ${'─'.repeat(Math.max(0, 60 - name.length))}`;
}

/**
 * Runs one stage's body and measures it; a throw counts as one failure so the run goes on.
 * @param {string} name
 * @param {(exec: Exec) => Promise<import('./lib/reports.mjs').Count>} body
 * @param {Exec} exec
 */
async function measure(name, body, exec) {
  const started = Date.now();
  let count;
  try {
    count = await body(exec);
  } catch (error) {
    count = { passed: 0, failed: 1, note: error instanceof Error ? error.message : String(error) };
  }
  return { name, ...count, ms: Date.now() - started };
}

/** @type {Exec} */
const printing = (command, args, options) => run(command, args, options);

/**
 * Runs one stage with its output printed as it comes, and records its count.
 * @param {string} name
 * @param {(exec: Exec) => Promise<import('./lib/reports.mjs').Count>} body
 */
async function stage(name, body) {
  console.log(stageHeader(name));
  results.push(await measure(name, body, printing));
}

/**
 * Runs independent stages side by side (each mostly keeps one core busy), keeping each one's output and printing
 * it whole, in order, once all are done. With one core, or ROADWATCH_TEST_SERIAL=1, they run one after another.
 * @param {{ name: string, body: (exec: Exec) => Promise<import('./lib/reports.mjs').Count> }[]} stages
 */
async function sideBySide(stages) {
  if (process.env.ROADWATCH_TEST_SERIAL === '1' || os.availableParallelism() < 2) {
    for (const s of stages) await stage(s.name, s.body);
    return;
  }
  console.log(`\n[roadwatch] side by side: ${stages.map((s) => s.name).join(' | ')}`);
  const outputs = stages.map(() => '');
  const done = await Promise.all(
    stages.map((s, i) =>
      measure(s.name, s.body, async (command, args, options) => {
        const { code, output } = await runCaptured(command, args, options);
        outputs[i] += output;
        return code;
      }),
    ),
  );
  done.forEach((result, i) => {
    console.log(stageHeader(result.name));
    process.stdout.write(outputs[i] ?? '');
    results.push(result);
  });
}

/**
 * @param {Exec} exec
 * @param {string} name report file name
 * @param {string[]} args vitest arguments after `run`
 * @param {NodeJS.ProcessEnv} env
 */
async function vitest(exec, name, args, env = process.env) {
  const report = path.join(REPORT_DIR, `${name}.json`);
  fs.rmSync(report, { force: true });
  const code = await exec(
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

  // Static checks side by side (typecheck is the long one), then the unit tests, which use every core themselves.
  await sideBySide([
    { name: 'typecheck', body: async (exec) => countCheck(await exec('npm', ['run', 'typecheck'])) },
    { name: 'lint', body: async (exec) => countCheck(await exec('npm', ['run', 'lint'])) },
    {
      name: 'format check (prettier)',
      body: async (exec) => countCheck(await exec('npm', ['run', 'format:check'])),
    },
  ]);
  await stage('unit tests', (exec) => vitest(exec, 'unit', ['--project', 'unit']));

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
  const sqliteEnv = { ...process.env };
  delete sqliteEnv.ROADWATCH_TEST_PG_URL;
  // Each integration pass runs its files one at a time (one database and server each): the two passes share the
  // machine's cores side by side.
  await sideBySide([
    {
      name: 'integration tests (SQLite)',
      body: (exec) => vitest(exec, 'integration-sqlite', ['--project', 'integration'], sqliteEnv),
    },
    {
      name: 'integration tests (PostgreSQL)',
      body: async (exec) => {
        postgres = await ensureTestPostgres();
        try {
          return await vitest(exec, 'integration-postgres', ['--project', 'integration'], {
            ...process.env,
            ROADWATCH_TEST_PG_URL: postgres.url,
          });
        } finally {
          stopPostgres();
        }
      },
    },
  ]);

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
  // Last, as the end of a CI log is often all that is read of it.
  for (const line of playwrightDigest(path.join(REPORT_DIR, 'e2e.json'))) console.log(line);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
