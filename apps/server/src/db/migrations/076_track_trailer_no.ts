import type { Kysely } from 'kysely';

/**
 * The device number of the trailer coupled to the head at each track point (0x0200 item 0xE4 of the Roadwatch
 * profile), null when none was coupled or the report did not say. The trailer report folds coupling episodes from
 * it and resolves the number to a trailer through the company's trailer records (`trailers.devices`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('track_points').addColumn('trailer_no', 'text').execute();
}
