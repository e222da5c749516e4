import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Temperature traceability: a batch of goods (code unique per company) and its legs in order — a warehouse, a
 * reefer vehicle, a store — each with its time range. A leg's temperature record is not copied: it is the readings
 * of that site's or vehicle's temperature points within the range, read when the record is shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('chain_batches')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('quantity', pg ? 'double precision' : 'real', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer')
    .addColumn('modified_at', ms)
    .addUniqueConstraint('chain_batches_code', ['company_id', 'code'])
    .execute();
  await db.schema
    .createIndex('chain_batches_scope')
    .on('chain_batches')
    .columns(['company_id', 'department_id'])
    .execute();
  await db.schema
    .createTable('chain_batch_legs')
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('chain_batches.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'warehouse' | 'vehicle' | 'store'
    .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id'))
    .addColumn('start_time', ms, (c) => c.notNull())
    .addColumn('end_time', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_batch_legs_pk', ['batch_id', 'sort'])
    .execute();
}
