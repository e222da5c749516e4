import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The stops the parking report reads instead of raw track points: spans in which a vehicle stood still (speed 0 or
 * ACC off), cut at China midnight, each kept under the China day (`day`, the day's start in epoch ms) whose roll-up
 * found it. The daily roll-up replaces a day's stops whenever it rebuilds that day. `acc`: 0 off throughout, 1 on
 * throughout, 2 both. (company, start) serves a company's report over a range; the key serves a day's replacement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('vehicle_stops')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('day', ms, (c) => c.notNull())
    .addColumn('start_time', ms, (c) => c.notNull())
    .addColumn('end_time', ms, (c) => c.notNull())
    .addColumn('duration_s', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('acc', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vehicle_stops_pk', ['vehicle_id', 'day', 'start_time'])
    .execute();
  await db.schema
    .createIndex('vehicle_stops_company_start')
    .on('vehicle_stops')
    .columns(['company_id', 'start_time'])
    .execute();
}
