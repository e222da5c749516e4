import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Alarm settings per type: the company's default (one row per company and type) and per-vehicle settings that
 * replace it for their vehicle. Settings are JSON text, checked by the type's schema (core `ALARM_RULES`) on every
 * write. `alarm_rule_changes` is the change feed the pipeline polls (rows after the last id it saw) to reload the
 * settings of the vehicles concerned within a second, whichever process wrote them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('alarm_rule_defaults')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('alarm_rule_defaults_pk', ['company_id', 'type'])
    .execute();
  await db.schema
    .createTable('alarm_rule_vehicles')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('alarm_rule_vehicles_pk', ['vehicle_id', 'type'])
    .execute();
  await db.schema
    .createIndex('alarm_rule_vehicles_company')
    .on('alarm_rule_vehicles')
    .columns(['company_id', 'type'])
    .execute();
  await db.schema
    .createTable('alarm_rule_changes')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    /** Null: the company default changed (every vehicle of the company). */
    .addColumn('vehicle_id', 'integer')
    .addColumn('at', ms, (c) => c.notNull())
    .execute();
}
