import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Export jobs of the export centre: who asked (company, user), what (source, its parameters as JSON, format, the
 * caller's language), where it is (state, rows written, the process running it and its lease), and the file it
 * wrote under the data folder (removed with its row `EXPORT_KEEP_DAYS` after it finished).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('rows_done', big, (c) => c.notNull().defaultTo(0))
    .addColumn('rows_total', big)
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', big)
    .addColumn('failure_key', 'text')
    .addColumn('runner', 'text')
    .addColumn('lease_until', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('started_at', big)
    .addColumn('finished_at', big)
    .addColumn('expires_at', big)
    .execute();
  await db.schema
    .createIndex('export_jobs_user_created')
    .on('export_jobs')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('export_jobs_state')
    .on('export_jobs')
    .columns(['state', 'created_at'])
    .execute();
}
