import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Prepared statements kept per connection; the least recently used goes first. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * A SQLite connection that prepares each distinct SQL text once. Kysely prepares every query afresh, which costs
 * as much as running a small one; its single connection runs one query at a time, so a kept statement is never
 * busy when it is used again, and SQLite re-prepares it by itself after a schema change.
 */
export function cachedStatements(
  database: SqliteDatabase,
  size: number = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement) {
        kept.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, statement);
      return statement;
    },
  };
}
