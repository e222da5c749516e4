import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * A fresh, migrated database for one test file. With ROADWATCH_TEST_PG_URL set (e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) a uniquely named PostgreSQL database, dropped afterwards;
 * otherwise a SQLite file in a temp folder.
 */
export async function createTestDatabase(
  options: { sqliteFile?: string; migrate?: (db: Database) => Promise<void> } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? migrateToLatest;
  const adminUrl = process.env.ROADWATCH_TEST_PG_URL;
  if (adminUrl) {
    const name = `rw_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = connectDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    await migrate(db);
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
  const db = connectDatabase({ dataDir: dir, sqliteFile });
  await migrate(db);
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
