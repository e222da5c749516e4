import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Location reports whose terminal time cannot be right (far in the future, or implausibly old for a live report):
 * kept apart from the track with the reason, so a terminal with a wrong clock neither moves its vehicle nor stops its
 * rules, and the operator can see (and count) what it sent. One row per (vehicle, terminal time); re-sent ones are
 * ignored.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('suspect_reports')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('gps_time', ms, (c) => c.notNull())
    .addColumn('received_at', ms, (c) => c.notNull())
    // SUSPECT_REPORT_REASON: 'future' | 'stale'
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('lon', 'real')
    .addColumn('lat', 'real')
    .addColumn('speed_kmh', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('alarm_bits', ms, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('suspect_reports_pk', ['vehicle_id', 'gps_time'])
    .execute();
}
