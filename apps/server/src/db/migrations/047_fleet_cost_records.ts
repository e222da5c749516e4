import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Insurance policies and vehicle certificates. Days are epoch ms of a China midnight; money is kept in fen (whole
 * hundredths) so 8 + 2 digit amounts are exact on both databases. Both belong to a vehicle and are in a user's
 * scope when the vehicle is; the status (normal, about to expire, expired, historical) is derived when read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('insurance_policies')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('insurance_type', 'text', (c) => c.notNull())
    .addColumn('policy_no', 'text', (c) => c.notNull())
    .addColumn('insurer', 'text', (c) => c.notNull())
    .addColumn('start_day', big, (c) => c.notNull())
    .addColumn('end_day', big, (c) => c.notNull())
    .addColumn('premium_fen', big, (c) => c.notNull())
    .addColumn('insured_amount_fen', big)
    .addColumn('deductible_fen', big)
    .addColumn('insured_person', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('insurance_policies_vehicle_type')
    .on('insurance_policies')
    .columns(['vehicle_id', 'insurance_type', 'end_day'])
    .execute();
  await db.schema
    .createIndex('insurance_policies_company_end')
    .on('insurance_policies')
    .columns(['company_id', 'end_day'])
    .execute();
  await db.schema
    .createTable('vehicle_certificates')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('certificate_no', 'text', (c) => c.notNull())
    .addColumn('file_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authority', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_day', big, (c) => c.notNull())
    .addColumn('end_day', big, (c) => c.notNull())
    .addColumn('fee_fen', big)
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('vehicle_certificates_vehicle_kind')
    .on('vehicle_certificates')
    .columns(['vehicle_id', 'kind', 'end_day'])
    .execute();
  await db.schema
    .createIndex('vehicle_certificates_company_end')
    .on('vehicle_certificates')
    .columns(['company_id', 'end_day'])
    .execute();
}
