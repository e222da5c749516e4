import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * A company's information for its customers and staff: notices, news, regulations and guides (drafts until
 * published), and the company's own profile (one row per company) that a shared traceability record shows as the
 * party vouching for the temperatures.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('information_items')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', ms)
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('information_items_company')
    .on('information_items')
    .columns(['company_id', 'published_at'])
    .execute();
  await db.schema
    .createTable('company_profiles')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('licence_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_on_share', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms)
    .execute();
}
