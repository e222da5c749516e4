import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { cachedStatements } from './cachedStatements';
import type { DB } from './schema.gen';

export type Database = Kysely<DB>;

export interface DatabaseConfig {
  /** postgres://… when set; otherwise SQLite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir (tests use their own). */
  sqliteFile?: string;
}

// bigint (int8) columns hold epoch milliseconds and counts: safe as JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function connectDatabase(config: DatabaseConfig): Database {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, admin command, a dropped database) is discarded by the
    // pool and replaced on the next query; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    // The same for a connection in use (a transaction, a pipeline batch): its query rejects and the caller sees the
    // store failure, but the client's own 'error' event would otherwise be uncaught and end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, config.sqliteFile ?? 'roadwatch.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
}
