import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * The docking platform: partner endpoints a company registers, and the log of every request sent to them.
 *
 * Delivery follows the source rows by a cursor per endpoint and kind, not by a copy of each reading: the cursor is
 * an insertion sequence. SQLite numbers rows itself (`rowid`, one writer at a time, so in commit order; no row of
 * these tables is ever deleted, so the largest is never reused). PostgreSQL gets a `seq` column from a sequence
 * (rows written before this migration are numbered too); sequence values can commit out of order, which the
 * delivery covers by only reading numbers that have settled (features/dockingPlatform/dockingSources.ts).
 *
 * A batch that failed is retried as the same batch: `pending_*` keep its delivery id (the partner's idempotency
 * key) and the last sequence it covers until a 2xx moves the cursor past it. `lease_until` lets one server instance
 * at a time work on an endpoint (instances sharing a database would otherwise send the same batch twice).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  const seq = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('docking_endpoints')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('push_readings', 'integer', (c) => c.notNull())
    .addColumn('push_alarms', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('timeout_s', 'integer', (c) => c.notNull())
    .addColumn('batch_size', 'integer', (c) => c.notNull())
    .addColumn('max_body_kb', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('readings_cursor', seq, (c) => c.notNull())
    .addColumn('alarms_cursor', seq, (c) => c.notNull())
    .addColumn('pending_kind', 'text')
    .addColumn('pending_delivery_id', 'text')
    .addColumn('pending_until', seq)
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ms, (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', ms)
    .addColumn('last_delivery_at', ms)
    .addColumn('last_status', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('docking_endpoints_company')
    .on('docking_endpoints')
    .column('company_id')
    .execute();
  await db.schema
    .createTable('docking_deliveries')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('endpoint_id', 'integer', (c) => c.notNull())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('records', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('docking_deliveries_endpoint')
    .on('docking_deliveries')
    .columns(['endpoint_id', 'at'])
    .execute();
  if (pg) {
    for (const table of ['temp_readings', 'alarms']) {
      await sql`alter table ${sql.table(table)} add column seq bigserial`.execute(db);
      await sql`create index ${sql.raw(`${table}_seq`)} on ${sql.table(table)} (seq)`.execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['temp_readings', 'alarms'])
      await sql`alter table ${sql.table(table)} drop column seq`.execute(db);
  }
  await db.schema.dropTable('docking_deliveries').execute();
  await db.schema.dropTable('docking_endpoints').execute();
}
