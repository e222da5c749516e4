/**
 * npm run bench:exports [-- --rows 1000000 --pg]
 *
 * The export centre through OUR server as a separate process (SQLite, or PostgreSQL with --pg): one vehicle with
 * `rows` stored positions is exported to xlsx as a job, while a light signed-in call (the message list) runs at
 * 20 requests a second. Printed: the job's rows per second (queued → succeeded), the server process's peak
 * resident memory (the worker thread is inside it), and the API's p50/p99 latency idle and during the export.
 * Targets (issue 19): ≥ 50,000 rows/s, peak RSS < 300 MB, p99 during the export < 2 × idle. Exit non-zero on a miss.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import {
  endpointPath,
  ENDPOINTS,
  TOKEN_HEADER,
  type EndpointName,
  type ExportJob,
} from '../../packages/core/src/index';
import { connectDatabase } from '../../apps/server/src/db/connect';
import { freePort } from '../lib/ports.mjs';
import { DEFAULT_DEMO_PASSWORD, spawnServer, stopServer, waitForHealth } from '../lib/server.mjs';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, pg: { type: 'boolean', default: false } },
});
const ROWS = Number(values.rows);
const CAPTCHA = 'BNCH';
const PROBE_PER_S = 20;
const IDLE_MS = 10_000;
const TARGET_ROWS_PER_S = 50_000;
const TARGET_RSS_MB = 300;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.ROADWATCH_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `rw_bench_exports_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadwatch-bench-exports-'));
  const postgres = values.pg ? await freshPostgres() : null;
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    ROADWATCH_TEST_CAPTCHA: CAPTCHA,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ROADWATCH_DATA_DIR: dataDir,
    ROADWATCH_SEED_VEHICLES: '5',
    ROADWATCH_SEED_DAYS: '1',
    ROADWATCH_SIMULATOR: '0',
    ROADWATCH_DUTY_CHECK_MINUTES: '0',
    JT808_PORT: String(gatewayPort),
    JT1078_PORT: '0',
  };
  delete env.ROADWATCH_NO_SEED;
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  const logFile = path.join(dataDir, 'server.log');
  const server = spawnServer({ env, port, logFile });
  const db = connectDatabase({ databaseUrl: postgres?.url, dataDir });
  try {
    await waitForHealth(server, { timeoutMs: 300_000 });
    const pid = server.child.pid!;
    const vehicle = await db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Positions one every half second, from 2026-01-05 08:00 China time: a 1,000,000-row range is under 6 days.
    const t0 = Date.parse('2026-01-05T08:00:00+08:00');
    const inserting = performance.now();
    const BATCH = 2000;
    for (let i = 0; i < ROWS; i += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, ROWS - i) }, (_, k) => {
        const n = i + k;
        return {
          vehicle_id: vehicle.id,
          gps_time: t0 + n * 500,
          lon: 121.4 + (n % 10_000) * 1e-5,
          lat: 31.2 + (n % 7_000) * 1e-5,
          speed_kmh: n % 90,
          direction: n % 360,
          mileage_km: 1000 + n * 0.005,
          acc: 1,
        };
      });
      await db.insertInto('track_points').values(rows).execute();
    }
    // A million positions stored within seconds is the bench's doing: a database receiving them over days has
    // statistics of them (PostgreSQL's autovacuum analyzes a table soon after a tenth of it changes). Without them
    // the planner took the range for a few rows and sorted the rest of it for every page of the export.
    await sql`analyze track_points`.execute(db);
    console.log(
      `[bench:exports] ${values.pg ? 'PostgreSQL' : 'SQLite'}: ${fmt(ROWS)} positions stored in ${fmt((performance.now() - inserting) / 1000, 1)} s`,
    );

    const base = server.baseUrl;
    let token = '';
    const call = async (name: EndpointName, input: object) => {
      const e = ENDPOINTS[name];
      const url = new URL(`${base}${endpointPath(e)}`);
      const init: RequestInit = {
        method: e.method,
        headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
      };
      if (e.method === 'GET')
        for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v as string));
      else init.body = JSON.stringify(input);
      return fetch(url, init);
    };
    const login = (await (
      await call('login', {
        userName: 'admin',
        password: DEFAULT_DEMO_PASSWORD,
        captcha: CAPTCHA,
        remember: false,
      })
    ).json()) as { result: { token: string } };
    token = login.result.token;

    // A steady light load: the message list, 20 a second; each latency goes to the current phase.
    let phase: 'idle' | 'export' | 'off' = 'idle';
    const latencies = { idle: [] as number[], export: [] as number[] };
    const probe = setInterval(() => {
      if (phase === 'off') return;
      const at = phase;
      const started = performance.now();
      void call('fetchMessageList', { curPage: 1, pageSize: 20 })
        .then((r) => r.arrayBuffer())
        .then(() => latencies[at].push(performance.now() - started));
    }, 1000 / PROBE_PER_S);
    let peakRss = rssMb(pid);
    const memory = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid));
    }, 100);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));

    const idleRss = peakRss;
    phase = 'export';
    const startedExport = performance.now();
    const created = (await (
      await call('exportJobCreate', {
        source: 'trackPoints',
        format: 'xlsx',
        params: { vehicleId: vehicle.id, startTime: t0, endTime: t0 + ROWS * 500 },
      })
    ).json()) as { code: number; message: string; result: { id: number } };
    if (created.code !== 1) throw new Error(`export refused: ${created.message}`);
    let job: ExportJob | undefined;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const list = (await (await call('exportJobList', { curPage: 1, pageSize: 10 })).json()) as {
        result: { data: ExportJob[] };
      };
      job = list.result.data.find((j) => j.id === created.result.id);
      if (job && ['succeeded', 'failed', 'cancelled'].includes(job.state)) break;
    }
    const exportMs = performance.now() - startedExport;
    phase = 'off';
    clearInterval(probe);
    clearInterval(memory);
    if (job.state !== 'succeeded') throw new Error(`export ${job.state}: ${job.failure ?? ''}`);

    const idle = [...latencies.idle].sort((a, b) => a - b);
    const during = [...latencies.export].sort((a, b) => a - b);
    const rate = (job.rowsDone / exportMs) * 1000;
    const p99Idle = percentile(idle, 99);
    const p99During = percentile(during, 99);
    const checks = [
      [
        rate >= TARGET_ROWS_PER_S,
        `xlsx export ≥ ${fmt(TARGET_ROWS_PER_S)} rows/s: ${fmt(rate)} rows/s (${fmt(job.rowsDone)} rows, ${fmt(exportMs / 1000, 1)} s, ${fmt((job.fileSize ?? 0) / 1024 / 1024, 1)} MB)`,
      ],
      [
        peakRss < TARGET_RSS_MB,
        `server peak RSS < ${TARGET_RSS_MB} MB: ${fmt(peakRss)} MB (idle before it ${fmt(idleRss)} MB)`,
      ],
      [
        p99During < 2 * p99Idle,
        `API p99 during the export < 2 × idle: idle p50 ${fmt(percentile(idle, 50), 1)} ms p99 ${fmt(p99Idle, 1)} ms (${idle.length} calls), during p50 ${fmt(percentile(during, 50), 1)} ms p99 ${fmt(p99During, 1)} ms (${during.length} calls)`,
      ],
    ] as const;
    console.log(
      `\n[bench:exports] results (${values.pg ? 'PostgreSQL' : 'SQLite'}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)})`,
    );
    for (const [ok, line] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${line}`);
    if (checks.some(([ok]) => !ok)) process.exitCode = 1;
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    throw error;
  } finally {
    await db.destroy();
    await stopServer(server);
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
