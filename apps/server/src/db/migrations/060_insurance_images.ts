import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Images of insurance policies: a row per image naming the file kept on disk under the data dir (never the bytes),
 * its company (checked on every read, with the policy's vehicle scope) and what its content was read as.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('insurance_images')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('insurance_policies.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insurance_images_policy').on('insurance_images').column('policy_id').execute();
}
