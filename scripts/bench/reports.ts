/**
 * npm run bench:reports [-- --skip-sqlite] [--skip-pg] [--vehicles 2000] [--days 30] [--runs 15] [--pg-positions 100000000]
 *
 * The report pages through OUR server (a separate process) on the `--full` demo seed, on SQLite and PostgreSQL:
 * - the timing-tracking detail (every stored position): the first page of a query holding ≥ 1,000,000 rows against
 *   the same report's first page over about 10,000 rows (same fleet, a shorter span), and a page at the far end;
 * - the mileage summary over twelve months and every vehicle (from the daily roll-up).
 * With `--pg-positions N` PostgreSQL's history is first filled to N positions (bench-only rows: every vehicle every
 * 30 s on the days before the seed's, straight into their day partitions, rolled up like any day), so the same
 * calls are timed with N stored, plus the first page of the widest query the detail rules allow over every vehicle
 * (`anyVehiclesDays`) on the densest filled days.
 * Printed: medians of `runs` timed calls after warm-up. Targets (issue 19): first page at ≥ 1M rows ≤ 1.5 × at 10k,
 * twelve-month summary < 1 s. Exit non-zero on a miss.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import {
  chinaDayStart,
  DAY_MS,
  endpointPath,
  formatChinaDate,
  ENDPOINTS,
  REPORT_QUERY_RULES,
  TOKEN_HEADER,
  type EndpointName,
} from '../../packages/core/src/index';
import { connectDatabase } from '../../apps/server/src/db/connect';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/seed/seedDemo';
import { datedPartitions } from '../../apps/server/src/features/history/historyPartitions';
import { DEFAULT_RETENTION } from '../../apps/server/src/features/history/historyRetention';
import { HISTORY_TABLES } from '../../apps/server/src/features/history/historyTables';
import { createHistoryUpkeep } from '../../apps/server/src/features/history/historyUpkeep';
import { rollUpAllMarkedDays } from '../../apps/server/src/features/reports/dayStats/rollUpMarkedDays';
import { freePort } from '../lib/ports.mjs';
import { DEFAULT_DEMO_PASSWORD, spawnServer, stopServer, waitForHealth } from '../lib/server.mjs';

const { values } = parseArgs({
  options: {
    'skip-sqlite': { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
    vehicles: { type: 'string', default: '2000' },
    days: { type: 'string', default: '30' },
    runs: { type: 'string', default: '15' },
    'pg-positions': { type: 'string', default: '0' },
  },
});
const RUNS = Number(values.runs);
const CAPTCHA = 'BNCH';
const PAGE = 100;
const TARGET_RATIO = 1.5;
const TARGET_SUMMARY_MS = 1000;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.ROADWATCH_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `rw_bench_reports_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`create database ${name}`);
  } catch (error) {
    console.log(`[bench:reports] PostgreSQL skipped: ${(error as Error).message}`);
    return null;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** One database: seed, start the server, time the calls; returns the failed checks. */
async function benchOne(kind: 'SQLite' | 'PostgreSQL'): Promise<string[]> {
  const postgres = kind === 'PostgreSQL' ? await freshPostgres() : null;
  if (kind === 'PostgreSQL' && !postgres) return [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadwatch-bench-reports-'));
  const db = connectDatabase({ databaseUrl: postgres?.url, dataDir });
  const now = Date.now();
  const seeding = performance.now();
  await migrateToLatest(db);
  const summary = await seedDemo(db, {
    vehicles: Number(values.vehicles),
    days: Number(values.days),
    seed: 1,
    now,
    full: true,
    demoPassword: DEFAULT_DEMO_PASSWORD,
  });
  console.log(
    `[bench:reports] ${kind}: --full seed, ${fmt(summary.totalRows)} rows (${fmt(summary.rows.track_points ?? 0)} positions) in ${fmt((performance.now() - seeding) / 1000, 1)} s`,
  );
  const target = Number(values['pg-positions']);
  const filled =
    postgres && target > 0 ? await fillPositions(db, now, target, summary.rows.track_points ?? 0) : null;

  const [port, gatewayPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    ROADWATCH_TEST_CAPTCHA: CAPTCHA,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ROADWATCH_DATA_DIR: dataDir,
    ROADWATCH_SIMULATOR: '0',
    ROADWATCH_DUTY_CHECK_MINUTES: '0',
    JT808_PORT: String(gatewayPort),
    JT1078_PORT: '0',
  };
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  const server = spawnServer({ env, port, logFile: path.join(dataDir, 'server.log') });
  const failed: string[] = [];
  try {
    await waitForHealth(server, { timeoutMs: 300_000 }).catch((error: unknown) => {
      // The data folder (and its log) goes with the run: say what the server last wrote first.
      const log = path.join(dataDir, 'server.log');
      if (fs.existsSync(log))
        console.log(
          `[bench:reports] server log (last lines):\n${fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`,
        );
      throw error;
    });
    let token = '';
    const call = async (name: EndpointName, input: object) => {
      const e = ENDPOINTS[name];
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}${endpointPath(e)}`, {
        method: e.method,
        headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify(input),
      });
      const body = (await res.json()) as { code: number; message: string; result: unknown };
      if (body.code !== 1) throw new Error(`${name} refused: ${body.message}`);
      return { ms: performance.now() - started, result: body.result };
    };
    token = (
      (
        await call('login', {
          userName: 'admin',
          password: DEFAULT_DEMO_PASSWORD,
          captcha: CAPTCHA,
          remember: false,
        })
      ).result as { token: string }
    ).token;
    const timed = async (name: EndpointName, input: object) => {
      for (let i = 0; i < 3; i += 1) await call(name, input);
      const ms: number[] = [];
      let result: unknown;
      for (let i = 0; i < RUNS; i += 1) {
        const r = await call(name, input);
        ms.push(r.ms);
        result = r.result;
      }
      return { ms: median(ms), result };
    };

    // The two densest days (yesterday and today): the whole fleet over both is the big query; a window of
    // yesterday short enough for about 10,000 rows is the small one.
    const yesterday = chinaDayStart(now) - DAY_MS;
    const big = { startTime: yesterday, endTime: chinaDayStart(now) + DAY_MS - 1 };
    const first = (range: object) => ({ ...range, pageParamVO: { curPage: 1, pageSize: PAGE } });
    const bigFirst = await timed('timingTrackDetailReport', first(big));
    const bigTotal = (bigFirst.result as { totalRecords: number }).totalRecords;
    // A window of yesterday noon sized for about 10,000 rows: guessed from the big query's density, then corrected once.
    let smallMinutes = Math.max(
      1,
      Math.round(10_000 / (bigTotal / ((big.endTime - big.startTime) / 60_000))),
    );
    const windowOf = (minutes: number) => ({
      startTime: yesterday + 12 * 3_600_000,
      endTime: yesterday + (12 * 60 + minutes) * 60_000,
    });
    const guess = (await call('timingTrackDetailReport', first(windowOf(smallMinutes)))).result as {
      totalRecords: number;
    };
    smallMinutes = Math.max(1, Math.round((smallMinutes * 10_000) / Math.max(1, guess.totalRecords)));
    const small = windowOf(smallMinutes);
    const smallFirst = await timed('timingTrackDetailReport', first(small));
    const smallTotal = (smallFirst.result as { totalRecords: number }).totalRecords;
    const lastPage = Math.ceil(bigTotal / PAGE);
    const bigLast = await timed('timingTrackDetailReport', {
      ...big,
      pageParamVO: { curPage: lastPage, pageSize: PAGE },
    });
    const ratio = bigFirst.ms / smallFirst.ms;
    console.log(
      `[bench:reports] ${kind}: timing tracking, first page of ${PAGE}: ${fmt(smallTotal)} rows ${fmt(smallFirst.ms, 1)} ms, ` +
        `${fmt(bigTotal)} rows ${fmt(bigFirst.ms, 1)} ms (× ${fmt(ratio, 2)}); last page ${fmt(bigLast.ms, 1)} ms`,
    );
    if (bigTotal < 1_000_000)
      failed.push(`${kind}: the big query holds only ${fmt(bigTotal)} rows (< 1,000,000)`);
    if (ratio > TARGET_RATIO)
      failed.push(
        `${kind}: first page at ${fmt(bigTotal)} rows is × ${fmt(ratio, 2)} of 10k (> ${TARGET_RATIO})`,
      );

    const year = {
      startTime: chinaDayStart(now) - 364 * DAY_MS,
      endTime: chinaDayStart(now) + DAY_MS - 1,
      pageParamVO: { curPage: 1, pageSize: 20 },
    };
    const summaryCall = await timed('mileageReportSummary', year);
    const vehicles = (summaryCall.result as { totalRecords: number }).totalRecords;
    console.log(
      `[bench:reports] ${kind}: mileage summary over 12 months, ${fmt(vehicles)} vehicles: ${fmt(summaryCall.ms, 1)} ms`,
    );
    if (summaryCall.ms >= TARGET_SUMMARY_MS)
      failed.push(`${kind}: 12-month summary ${fmt(summaryCall.ms)} ms (≥ ${TARGET_SUMMARY_MS})`);

    if (filled) {
      // The widest detail query the rules allow over every vehicle (`anyVehiclesDays`), laid on the densest
      // filled days: tens of millions of rows in range among all the stored positions.
      const all = {
        startTime: filled.from,
        endTime: filled.from + REPORT_QUERY_RULES.anyVehiclesDays * DAY_MS - 1,
      };
      const allFirst = await timed('timingTrackDetailReport', first(all));
      const allTotal = (allFirst.result as { totalRecords: number }).totalRecords;
      const allRatio = allFirst.ms / smallFirst.ms;
      console.log(
        `[bench:reports] ${kind}: ${fmt(filled.positions)} positions in ${fmt(filled.partitions)} day partitions; ` +
          `first page of ${REPORT_QUERY_RULES.anyVehiclesDays} days over every vehicle (${fmt(allTotal)} rows) ${fmt(allFirst.ms, 1)} ms (× ${fmt(allRatio, 2)} of 10k)`,
      );
      if (allRatio > TARGET_RATIO)
        failed.push(
          `${kind}: first page at ${fmt(allTotal)} rows is × ${fmt(allRatio, 2)} of 10k (> ${TARGET_RATIO})`,
        );
    }
  } finally {
    await stopServer(server);
    await db.destroy();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return failed;
}

/**
 * Bench-only history up to `target` positions (PostgreSQL): every vehicle every 30 s on whole days before the
 * seed's, a day per statement straight into its partition, then marked and rolled up as the pipeline's days are.
 */
async function fillPositions(
  db: ReturnType<typeof connectDatabase>,
  now: number,
  target: number,
  seeded: number,
): Promise<{ from: number; positions: number; partitions: number }> {
  const started = performance.now();
  const vehicles = Number(
    (
      await db
        .selectFrom('vehicles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const perDay = vehicles * 2880;
  const days = Math.max(0, Math.ceil((target - seeded) / perDay));
  const oldestSeeded = Number(
    (
      await db
        .selectFrom('track_points')
        .select((eb) => eb.fn.min('gps_time').as('t'))
        .executeTakeFirstOrThrow()
    ).t,
  );
  const lastDay = chinaDayStart(oldestSeeded) - DAY_MS;
  const from = lastDay - (days - 1) * DAY_MS;
  const upkeep = createHistoryUpkeep({
    db,
    log: { info: () => undefined },
    now: () => now,
    retention: DEFAULT_RETENTION,
  });
  await upkeep.prepare(from);
  for (let day = from; day <= lastDay; day += DAY_MS) {
    await sql`insert into track_points (vehicle_id, gps_time, lon, lat, speed_kmh, direction, mileage_km, acc, alarm_bits)
      select v.id, ${day}::bigint + s * 30000 + (v.id % 30) * 1000,
        116.3 + (v.id % 100) * 0.01 + s * 0.00002, 39.9 + (v.id / 100) * 0.01,
        case when s % 120 < 100 then 40 + (s % 40) else 0 end, (s * 7) % 360,
        10000 + v.id + s * 0.25, case when s % 120 < 100 then 1 else 0 end, 0
      from vehicles v cross join generate_series(0, 2879) s`.execute(db);
    await sql`insert into vehicle_day_dirty (vehicle_id, day, marked_at) select id, ${day}::bigint, ${now}::bigint from vehicles
      on conflict (vehicle_id, day) do update set marked_at = excluded.marked_at`.execute(db);
    process.stdout.write(
      `\r[bench:reports] PostgreSQL: filling ${formatChinaDate(day)} (${fmt(((day - from) / DAY_MS + 1) * perDay)} rows)`,
    );
  }
  process.stdout.write('\n');
  await rollUpAllMarkedDays(db, now);
  await sql`analyze track_points`.execute(db);
  const positions = seeded + days * perDay;
  const partitions = (await datedPartitions(db, HISTORY_TABLES[0]!)).size;
  console.log(
    `[bench:reports] PostgreSQL: filled to ${fmt(positions)} positions (${fmt(days)} more days) in ${fmt((performance.now() - started) / 1000, 1)} s`,
  );
  return { from, positions, partitions };
}

async function main(): Promise<void> {
  const failed: string[] = [];
  if (!values['skip-sqlite']) failed.push(...(await benchOne('SQLite')));
  if (!values['skip-pg']) failed.push(...(await benchOne('PostgreSQL')));
  for (const f of failed) console.log(`[bench:reports] MISS ${f}`);
  if (failed.length) process.exitCode = 1;
  else console.log('[bench:reports] every target met');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
