import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The daily roll-up the mileage and driving reports read instead of raw track points: one row per vehicle and China
 * day (`day` = the day's start, epoch ms), rebuilt from that day's points whenever points arrive for it. The
 * pipeline marks each (vehicle, day) it writes points for in `vehicle_day_dirty`, in the transaction that writes
 * them; the roll-up worker recomputes marked days and removes a mark only if it was not raised again meanwhile
 * (`marked_at` only grows).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('vehicle_day_stats')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('day', ms, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('first_time', ms, (c) => c.notNull())
    .addColumn('last_time', ms, (c) => c.notNull())
    .addColumn('start_km', 'real', (c) => c.notNull())
    .addColumn('end_km', 'real', (c) => c.notNull())
    .addColumn('mileage_km', 'real', (c) => c.notNull())
    .addColumn('driving_s', 'integer', (c) => c.notNull())
    .addColumn('moving_km', 'real', (c) => c.notNull())
    .addColumn('max_speed', 'real', (c) => c.notNull())
    .addColumn('overspeed_points', 'integer', (c) => c.notNull())
    .addColumn('computed_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('vehicle_day_stats_pk', ['vehicle_id', 'day'])
    .execute();
  await db.schema
    .createIndex('vehicle_day_stats_company_day')
    .on('vehicle_day_stats')
    .columns(['company_id', 'day'])
    .execute();
  await db.schema
    .createTable('vehicle_day_dirty')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('day', ms, (c) => c.notNull())
    .addColumn('marked_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('vehicle_day_dirty_pk', ['vehicle_id', 'day'])
    .execute();
}
