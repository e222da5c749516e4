/**
 * npm run seed -- [--vehicles N] [--days D] [--full] [--seed S] [--now ISO-time] [--reset]
 * Seeds the database of DATABASE_URL (PostgreSQL) or ROADWATCH_DATA_DIR (SQLite) with the demo data.
 */
import { parseArgs } from 'node:util';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { isDatabaseEmpty, resetDatabase } from './databaseState';
import { checkSeedScale } from './demoPlan';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_DEMO_PASSWORD,
  DEFAULT_SEED_DAYS,
  DEFAULT_SEED_VEHICLES,
} from './defaults';
import { seedDemo } from './seedDemo';
import { formatSummary, progressPrinter } from './summaryTable';

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be an integer, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      vehicles: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      full: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run seed -- [--vehicles 2000] [--days 30] [--full] [--seed 1] [--now 2026-05-21T10:00:00+08:00] [--reset]',
    );
    return;
  }
  const now = values.now === undefined ? Date.now() : Date.parse(values.now);
  if (Number.isNaN(now)) throw new Error(`--now must be a date and time, got "${values.now}"`);
  const options = {
    vehicles: integer('vehicles', values.vehicles, DEFAULT_SEED_VEHICLES),
    days: integer('days', values.days, DEFAULT_SEED_DAYS),
    seed: integer('seed', values.seed, 1),
    now,
    full: values.full,
    demoPassword: process.env.ROADWATCH_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    onProgress: progressPrinter('  '),
  };
  checkSeedScale(options.vehicles, options.days);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.ROADWATCH_DATA_DIR || DEFAULT_DATA_DIR;
  const db = connectDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    if (!(await isDatabaseEmpty(db))) {
      if (!values.reset) {
        console.error('The database already holds data; run again with --reset to delete every row first.');
        process.exitCode = 1;
        return;
      }
      await resetDatabase(db);
    }
    console.log(`Seeding ${databaseUrl ? 'PostgreSQL' : `SQLite in ${dataDir}`} …`);
    const summary = await seedDemo(db, options);
    console.log(formatSummary(summary));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
