import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The tyre readings of a tyre-pressure (TPMS, item 0x66) active-safety alarm: one row per tyre event the item lists,
 * written in the same transaction as its alarm and expired with it. `seq` is the event's place in the item (a tyre
 * may in principle be listed twice). Company, vehicle and time are the alarm's, repeated so the tyre-pressure report
 * seeks (company, time) here without reading the alarms first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('alarm_tire_events')
    .addColumn('alarm_guid', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('time', big, (c) => c.notNull())
    .addColumn('tire_position', 'integer', (c) => c.notNull())
    .addColumn('alarm_flags', 'integer', (c) => c.notNull())
    .addColumn('pressure_kpa', 'integer', (c) => c.notNull())
    .addColumn('temperature_c', 'integer', (c) => c.notNull())
    .addColumn('battery_percent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alarm_tire_events_pk', ['alarm_guid', 'seq'])
    .execute();
  await db.schema
    .createIndex('alarm_tire_events_company_time')
    .on('alarm_tire_events')
    .columns(['company_id', 'time'])
    .execute();
}
