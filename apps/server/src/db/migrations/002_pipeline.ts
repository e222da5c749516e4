import { sql, type Kysely } from 'kysely';

/**
 * What the live pipeline needs beyond the foundation: the temperature point an alarm belongs to (a refrigerated
 * truck has several probes, each with its own alarm lifecycle), and partial indexes so that loading a vehicle's
 * alarms and exceptions that have not ended does not scan its whole history.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('alarms').addColumn('point_id', 'integer').execute();
  await db.schema
    .createIndex('alarms_not_ended')
    .on('alarms')
    .column('vehicle_id')
    .where(sql.ref('end_time'), 'is', null)
    .execute();
  await db.schema
    .createIndex('device_exceptions_not_ended')
    .on('device_exceptions')
    .column('vehicle_id')
    .where(sql.ref('end_time'), 'is', null)
    .execute();
}
