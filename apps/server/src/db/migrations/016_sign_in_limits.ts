import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Sign-in attempts are counted per key ('pair:<account>|<address>' or 'ip:<address>') in one row, so checking
 * and counting an attempt is one locked read-modify-write: `pending` are attempts being verified right now,
 * `failures` the wrong ones since the key was last forgiven. Sessions get the moment they end however busy they
 * are (`max_expires_at`; null for sessions from before, which end by the longest limit).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', ms, (c) => c.notNull().defaultTo(0))
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_since', ms, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.alterTable('sessions').addColumn('max_expires_at', ms).execute();
}
