import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Partner relationships and vehicle sharing. A company's codes are made the first time it opens its partner page
 * (a company nobody has been given the codes of cannot be found by them anyway). A relation joins a requester and
 * a partner company and carries its state; a share lends one vehicle of its owner to the partner of a relation for a
 * window, and is what the partner's tree, live map and tracks read (scope/visibleVehicles).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('partner_codes')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
    .addColumn('cooperation_code', 'text', (c) => c.notNull().unique())
    .addColumn('verification_code', 'text', (c) => c.notNull())
    .addColumn('modified_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('partner_relations')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('requester_company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('partner_company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('modified_at', big, (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('partner_relations_requester')
    .on('partner_relations')
    .columns(['requester_company_id', 'partner_company_id'])
    .execute();
  await db.schema
    .createIndex('partner_relations_partner')
    .on('partner_relations')
    .columns(['partner_company_id', 'requester_company_id'])
    .execute();
  await db.schema
    .createTable('vehicle_shares')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('relation_id', 'integer', (c) => c.notNull().references('partner_relations.id'))
    .addColumn('owner_company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('partner_company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('modified_at', big, (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  // What a partner sees: its company's shares in use now.
  await db.schema
    .createIndex('vehicle_shares_partner')
    .on('vehicle_shares')
    .columns(['partner_company_id', 'state', 'end_at'])
    .execute();
  await db.schema
    .createIndex('vehicle_shares_vehicle')
    .on('vehicle_shares')
    .columns(['vehicle_id', 'state'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vehicle_shares').execute();
  await db.schema.dropTable('partner_relations').execute();
  await db.schema.dropTable('partner_codes').execute();
}
