import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Committed spreadsheet imports, one row each when its writing ended (the upload centre): who imported which file
 * on which page, how many rows were chosen, written and refused, and the first refused rows with their reasons as
 * JSON. The parsed rows themselves are never kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('import_records')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('rows_chosen', 'integer', (c) => c.notNull())
    .addColumn('rows_written', 'integer', (c) => c.notNull())
    .addColumn('rows_failed', 'integer', (c) => c.notNull())
    .addColumn('failures', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('started_at', big, (c) => c.notNull())
    .addColumn('finished_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_records_user')
    .on('import_records')
    .columns(['user_id', 'finished_at'])
    .execute();
}
