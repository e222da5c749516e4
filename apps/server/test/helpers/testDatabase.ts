import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';

export interface TestDatabase {
  db: Database;
  kind: 'sqlite' | 'postgres';
  /** Where it lives, for another process to open: DATABASE_URL (PostgreSQL) or ROADWATCH_DATA_DIR + file name. */
  location: { databaseUrl?: string; dataDir: string; sqliteFile: string };
  /** Closes the connection and removes the database (PostgreSQL) or its folder (SQLite). */
  destroy(): Promise<void>;
}

async function adminQuery(adminUrl: string, statement: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query(statement, params);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its own pool's connections are really gone: a forced drop while a connection is
 * still closing makes the server kill it (57P01), which surfaces as an unhandled error in the test run.
 */
async function dropWhenIdle(adminUrl: string, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await adminQuery(adminUrl, 'select 1 from pg_stat_activity where datname = $1', [name]);
    if (open === 0) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

const MIGRATION_SOURCES = [
  new URL('../../src/db/migrations/', import.meta.url),
  new URL('../../src/db/migrate.ts', import.meta.url),
];

/**
 * A name for the current migrations (their sources' hash): a template migrated once under this name serves every
 * test file of a run, and of later runs until a migration changes.
 */
function migrationsTag(): string {
  const hash = createHash('sha256');
  for (const source of MIGRATION_SOURCES) {
    const file = source.pathname;
    const files = fs.statSync(file).isDirectory()
      ? fs
          .readdirSync(file)
          .sort()
          .map((name) => path.join(file, name))
      : [file];
    for (const each of files)
      hash.update(each.slice(each.lastIndexOf('/') + 1)).update(fs.readFileSync(each));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A lock number for the template of `tag`, so two runs on one cluster build it once. */
const lockKey = (tag: string) => Number.parseInt(tag.slice(0, 12), 16);

/**
 * The PostgreSQL template database of the current migrations, built once (under an advisory lock) and kept; older
 * templates are dropped when a new one is built. Migrating a fresh database costs seconds per test file, copying
 * the template a fraction of that.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const tag = migrationsTag();
  const name = `rw_tpl_${tag}`;
  const exists = async (client: pg.Client) =>
    ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (await exists(admin)) return name;
    await admin.query('select pg_advisory_lock($1)', [lockKey(tag)]);
    try {
      if (await exists(admin)) return name;
      const building = `rw_tplbuild_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = connectDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      // A template cannot be copied while a connection to it is still closing.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [building]);
        if ((open.rowCount ?? 0) === 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'rw\\_tpl\\_%' and datname <> $1",
        [name],
      );
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lockKey(tag)]);
    }
  } finally {
    await admin.end();
  }
}

/**
 * The SQLite template file of the current migrations in the temp folder, built once (written aside, then renamed
 * into place, so a reader never sees half of it).
 */
async function sqliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'rw-test-templates');
  const file = path.join(dir, `${migrationsTag()}.db`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const building = fs.mkdtempSync(path.join(dir, 'build-'));
  const db = connectDatabase({ dataDir: building, sqliteFile: 'template.db' });
  try {
    await migrateToLatest(db);
  } finally {
    // Closing checkpoints the write-ahead log into the file.
    await db.destroy();
  }
  fs.renameSync(path.join(building, 'template.db'), file);
  fs.rmSync(building, { recursive: true, force: true });
  return file;
}

/**
 * A fresh, migrated database for one test file. With ROADWATCH_TEST_PG_URL set (e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) a uniquely named PostgreSQL database, dropped afterwards;
 * otherwise a SQLite file in a temp folder. Databases at the latest migration are copies of a template; one with
 * its own `migrate` (a test of the migrations themselves) is migrated from empty.
 */
export async function createTestDatabase(
  options: { sqliteFile?: string; migrate?: (db: Database) => Promise<void> } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.ROADWATCH_TEST_PG_URL;
  if (adminUrl) {
    const name = `rw_test_${randomBytes(6).toString('hex')}`;
    if (options.migrate) await adminQuery(adminUrl, `create database ${name}`);
    else await adminQuery(adminUrl, `create database ${name} template ${await postgresTemplate(adminUrl)}`);
    // A test database lives for one file: its commits need not wait for the log to reach the disk (the server's
    // own durability is not under test here, our code's handling of commits is), which makes them several times
    // faster on a server with fsync on.
    await adminQuery(adminUrl, `alter database ${name} set synchronous_commit = off`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = connectDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    // (The first query opens Kysely's driver: see the SQLite case below.)
    if (options.migrate) await options.migrate(db);
    else await sql`select 1`.execute(db);
    return {
      db,
      kind: 'postgres',
      location: { databaseUrl: url.toString(), dataDir: os.tmpdir(), sqliteFile: '' },
      destroy: async () => {
        await db.destroy();
        await dropWhenIdle(adminUrl, name);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-test-'));
  const sqliteFile = options.sqliteFile ?? 'test.db';
  if (!options.migrate) fs.copyFileSync(await sqliteTemplate(), path.join(dir, sqliteFile));
  const db = connectDatabase({ dataDir: dir, sqliteFile });
  if (options.migrate) await options.migrate(db);
  // Kysely opens its driver on the first query, and destroying it before then leaves the file open: a test that
  // destroys the database under a running app must find it closed, as it was when every file was migrated here.
  else await sql`select 1`.execute(db);
  return {
    db,
    kind: 'sqlite',
    location: { dataDir: dir, sqliteFile },
    destroy: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
