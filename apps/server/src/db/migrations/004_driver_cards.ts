import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Driver IC card insert and pluck as terminals report them (JT/T 808 0x0702): the record tab's card events (10, 12).
 * One row per (vehicle, terminal time, state); a re-sent report is ignored.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('driver_card_events')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('time', ms, (c) => c.notNull())
    // 1 inserted, 2 pulled (the 0x0702 state byte)
    .addColumn('state', 'integer', (c) => c.notNull())
    // 0 read successfully; null for a pull
    .addColumn('read_result', 'integer')
    .addColumn('driver_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('certificate_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lon', 'real')
    .addColumn('lat', 'real')
    .addColumn('received_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('driver_card_events_pk', ['vehicle_id', 'time', 'state'])
    .execute();
}
