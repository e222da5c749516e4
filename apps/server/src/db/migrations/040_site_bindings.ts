import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * The history of which logger (a terminal phone) each warehouse or store was bound to: a row per binding, opened
 * when a site is saved with a new number and closed (`unbound_at`) when it is saved with another or none. Sites
 * bound before this migration get an open row from their last save. Temperature points get the audit columns
 * (who saved a store's freezer and when).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('site_bindings')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('terminal_phone', 'text', (c) => c.notNull())
    .addColumn('bound_at', ms, (c) => c.notNull())
    .addColumn('unbound_at', ms)
    .addColumn('bound_by', 'integer')
    .execute();
  await db.schema
    .createIndex('site_bindings_site')
    .on('site_bindings')
    .columns(['site_id', 'bound_at'])
    .execute();
  await sql`insert into site_bindings (company_id, site_id, terminal_phone, bound_at, bound_by)
    select company_id, id, terminal_phone, coalesce(modified_at, 0), modified_by
    from sites where terminal_phone is not null`.execute(db);
  await db.schema.alterTable('temp_points').addColumn('modified_at', ms).execute();
  await db.schema.alterTable('temp_points').addColumn('modified_by', 'integer').execute();
}
