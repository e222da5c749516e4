import type { Kysely } from 'kysely';

/**
 * The load sensor's weighing (0x0200 item 0xE3 of the Roadwatch profile, kg) on each track point, null when the
 * report had none or the sensor had no valid weighing. The weight analysis report reads a vehicle's load episodes
 * from it against the vehicle's rated load (`vehicles.load_kg`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('track_points').addColumn('load_kg', 'real').execute();
}
