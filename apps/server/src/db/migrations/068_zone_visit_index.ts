import type { Kysely } from 'kysely';

/**
 * The area entry and exit report pairs each zone-entry alarm with the vehicle's next zone event of the same rule
 * (an exit ends the visit; the event before it tells a restart's repeated entry). (vehicle, rule, kind, start)
 * seeks to those few rows instead of walking every alarm the vehicle raised during a long stay.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('alarms_zone_visits')
    .on('alarms')
    .columns(['vehicle_id', 'point_id', 'first_type', 'begin_time'])
    .execute();
}
