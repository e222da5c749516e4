import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Offline vehicle processing: a note on a vehicle's offline period. The period is named by the time of the
 * vehicle's latest position when it was handled (`last_time`, 0 when it never reported), so once the vehicle
 * reports again and falls silent anew, the new period is unhandled.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('offline_vehicle_handlings')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('last_time', big, (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('handled_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('handled_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offline_vehicle_handlings_vehicle')
    .on('offline_vehicle_handlings')
    .columns(['vehicle_id', 'last_time'])
    .unique()
    .execute();
}
