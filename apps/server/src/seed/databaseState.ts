import { sql } from 'kysely';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';

/** Tables whose ids the seed chooses itself (identity columns on PostgreSQL). */
const ID_TABLES = [
  'companies',
  'departments',
  'roles',
  'users',
  'drivers',
  'vehicles',
  'sites',
  'temp_points',
  'alarm_handles',
  'transport_orders',
] as const;

/** True when no company, user, menu or vehicle exists yet (start-up seeds only then). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  for (const table of ['companies', 'users', 'menus', 'vehicles'] as const) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Our tables (not the migration bookkeeping), as the database lists them. */
async function applicationTables(db: Database): Promise<string[]> {
  const result = isPostgres(db)
    ? await sql<{
        name: string;
      }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return result.rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_') && !n.startsWith('sqlite_'));
}

/** Deletes every row of every application table (the schema stays). */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = await applicationTables(db);
  if (tables.length === 0) return;
  if (isPostgres(db)) {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(
      db,
    );
    return;
  }
  // SQLite cannot truncate; with foreign keys off the delete order does not matter (the pragma is a no-op inside
  // a transaction, so it runs on its own).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const t of tables) await sql`delete from ${sql.table(t)}`.execute(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** After inserts with explicit ids, move PostgreSQL identity sequences past them so later inserts work. */
export async function resetIdSequences(db: Database): Promise<void> {
  if (!isPostgres(db)) return; // SQLite's AUTOINCREMENT already tracks the largest id
  for (const t of ID_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${t}, 'id'), coalesce((select max(id) from ${sql.table(t)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
