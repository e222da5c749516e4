import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Monitoring authorisations: one vehicle's positions in one window, read by a third party that signs each call
 * with an Ed25519 key. Only the public key is kept (DER, base64); the private key leaves the server once, on add.
 * The access address works until `expires_at` (effective days after creation) unless `disabled_at` is set. Nonces
 * of accepted calls are kept for the timestamp allowance so that a replayed call is refused on every instance.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('monitor_auths')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('start_time', big, (c) => c.notNull())
    .addColumn('end_time', big, (c) => c.notNull())
    .addColumn('access_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('effective_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('disabled_at', big)
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('monitor_auths_company_created')
    .on('monitor_auths')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('monitor_auth_nonces')
    .addColumn('auth_id', 'integer', (c) => c.notNull().references('monitor_auths.id'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('seen_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('monitor_auth_nonces_pk', ['auth_id', 'nonce'])
    .execute();
  await db.schema
    .createIndex('monitor_auth_nonces_seen')
    .on('monitor_auth_nonces')
    .column('seen_at')
    .execute();
}
