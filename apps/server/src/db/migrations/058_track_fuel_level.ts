import type { Kysely } from 'kysely';

/**
 * The terminal's fuel level (0x0200 additional item 0x02, litres) on each track point, null when the report had
 * none. It is what a refuelling is checked against: the level should rise by about the litres put in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('track_points').addColumn('fuel_l', 'real').execute();
}
