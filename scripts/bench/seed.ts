/**
 * npm run bench:seed [-- --vehicles 2000 --days 30 --full --seed 1 --now 2026-05-20T12:00:00+08:00 --skip-pg]
 *
 * Seeds the demo data at a fixed scale into a fresh temporary SQLite file and into a fresh PostgreSQL database
 * (created on ROADWATCH_BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, and dropped
 * afterwards), and prints per database the rows written per table, the seconds taken and rows per second.
 * PostgreSQL is skipped with a clear message when it cannot be reached.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectDatabase, type Database } from '../../apps/server/src/db/connect';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { DEFAULT_DEMO_PASSWORD } from '../../apps/server/src/seed/defaults';
import { seedDemo, type SeedSummary } from '../../apps/server/src/seed/seedDemo';
import { formatSummary } from '../../apps/server/src/seed/summaryTable';

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '2000' },
    days: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    // A fixed day, so runs on different dates write the same rows and compare.
    now: { type: 'string', default: '2026-05-20T12:00:00+08:00' },
    full: { type: 'boolean', default: false },
    'skip-pg': { type: 'boolean', default: false },
  },
});

const options = {
  vehicles: Number(values.vehicles),
  days: Number(values.days),
  seed: Number(values.seed),
  now: Date.parse(values.now),
  full: values.full,
  demoPassword: DEFAULT_DEMO_PASSWORD,
};
if (Number.isNaN(options.now)) throw new Error(`--now must be a date and time, got "${values.now}"`);

async function run(label: string, db: Database): Promise<SeedSummary> {
  await migrateToLatest(db);
  const summary = await seedDemo(db, options);
  const seconds = summary.durationMs / 1000;
  console.log(`\n${label}: ${summary.totalRows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s`);
  console.log(formatSummary(summary));
  return summary;
}

async function benchSqlite(): Promise<SeedSummary> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-seed-'));
  const db = connectDatabase({ dataDir: dir, sqliteFile: 'bench.db' });
  try {
    return await run(`SQLite (${path.join(dir, 'bench.db')})`, db);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function benchPostgres(adminUrl: string): Promise<SeedSummary | null> {
  try {
    await adminQuery(adminUrl, 'select 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`\nPostgreSQL: not reachable at ${redact(adminUrl)} (${reason}); skipped.`);
    console.log('Set ROADWATCH_BENCH_PG_URL to a server where this user may create databases.');
    return null;
  }
  const name = `rw_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connectDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    return await run(`PostgreSQL (${redact(url.toString())})`, db);
  } finally {
    await db.destroy();
    await dropWhenIdle(adminUrl, name);
  }
}

/**
 * pg's pool resolves end() before the server has seen every backend close; dropping WITH (FORCE) then kills a
 * closing connection, whose error nobody listens to any more. Wait for the backends to go, then drop.
 */
async function dropWhenIdle(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (Number(rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${name}`);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

const rate = (s: SeedSummary) => Math.round(s.totalRows / (s.durationMs / 1000)).toLocaleString('en-US');

console.log(
  `Demo seed benchmark: ${options.vehicles} vehicles, ${options.days} days${options.full ? ', full density' : ''}, ` +
    `seed ${options.seed}, now ${new Date(options.now).toISOString()}; ${os.cpus().length} CPUs, Node ${process.version}`,
);
const sqlite = await benchSqlite();
const postgres = values['skip-pg']
  ? null
  : await benchPostgres(process.env.ROADWATCH_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
console.log('\nSummary');
console.log(
  `  SQLite      ${rate(sqlite).padStart(10)} rows/s  (${(sqlite.durationMs / 1000).toFixed(1)} s)`,
);
if (postgres) {
  console.log(
    `  PostgreSQL  ${rate(postgres).padStart(10)} rows/s  (${(postgres.durationMs / 1000).toFixed(1)} s)`,
  );
} else {
  console.log('  PostgreSQL  skipped');
}
