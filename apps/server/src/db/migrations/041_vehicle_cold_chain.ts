import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Vehicle cold chain.
 *
 * `vehicle_switch_events`: the cargo door and the refrigeration unit of a vehicle, one row each time the terminal's
 * report shows a different state than the one before (`kind` 'door' | 'cooler', `active` 1 open / running, 0 shut /
 * stopped). A process start knows no previous state, so the first report it sees of a vehicle writes a row too:
 * readers take a row equal to the state before it as no change.
 *
 * `code_tracing_settings` / `code_tracing_targets`: a company's link to the drug/food code-tracing platform (one row
 * a company) and the vehicles and warehouses whose temperatures it reports.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('vehicle_switch_events')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('time', ms, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vehicle_switch_events_pk', ['vehicle_id', 'kind', 'time'])
    .execute();
  await db.schema
    .createTable('code_tracing_settings')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('platform_url', 'text', (c) => c.notNull())
    .addColumn('enterprise_code', 'text', (c) => c.notNull())
    .addColumn('app_key', 'text', (c) => c.notNull())
    .addColumn('app_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('upload_interval_min', 'integer', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('code_tracing_targets')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'vehicle' | 'warehouse'
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_tracing_targets_pk', ['company_id', 'kind', 'target_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_tracing_targets').execute();
  await db.schema.dropTable('code_tracing_settings').execute();
  await db.schema.dropTable('vehicle_switch_events').execute();
}
