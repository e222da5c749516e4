import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Share links: vehicles or warehouses shown read-only at a public address until the link expires or is disabled.
 * The address's token is kept twice, neither time as itself: its sha256 (the public page looks the link up by it,
 * like session tokens) and sealed with AES-256-GCM under a key kept in the data folder, not in the database
 * (so the list can show the address again, while a copy of the database alone reveals no working address).
 * Targets are vehicle ids (scene vehicle) or site ids (scene warehouse).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('shared_data', 'text', (c) => c.notNull())
    .addColumn('history_hours', 'integer', (c) => c.notNull())
    .addColumn('validity', 'text', (c) => c.notNull())
    .addColumn('custom_hours', 'integer')
    .addColumn('expires_at', ms)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token_sealed', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('disabled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('disabled_at', ms)
    .addColumn('modified_by', 'integer')
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('share_links_scope')
    .on('share_links')
    .columns(['company_id', 'department_id'])
    .execute();
  await db.schema
    .createTable('share_link_targets')
    .addColumn('link_id', 'integer', (c) => c.notNull().references('share_links.id'))
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('share_link_targets_pk', ['link_id', 'target_id'])
    .execute();
}
