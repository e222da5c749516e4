import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Over-temperature review: a log row for every save or delete of an over-temperature setting (company default:
 * vehicle_id null; else the vehicle's), written in the same transaction with the thresholds before and after
 * (JSON of core `OverTempThresholds`, null when there was none), and the recheck results recorded on alarms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  const pg = isPostgres(db);
  await db.schema
    .createTable('over_temp_setting_log')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id'))
    .addColumn('action', 'text', (c) => c.notNull()) // 'save' | 'delete'
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('over_temp_setting_log_company_at')
    .on('over_temp_setting_log')
    .columns(['company_id', 'at'])
    .execute();
  await db.schema
    .createTable('over_temp_rechecks')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('alarm_guid', 'text', (c) => c.notNull().references('alarms.guid'))
    .addColumn('result', 'text', (c) => c.notNull()) // 'confirmed' | 'falseAlarm'
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('over_temp_rechecks_alarm')
    .on('over_temp_rechecks')
    .columns(['alarm_guid', 'at'])
    .execute();
}
