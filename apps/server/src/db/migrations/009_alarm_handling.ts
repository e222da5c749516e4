import type { Kysely } from 'kysely';

/** Alarm handling (issue 5): the map type each user chose for track maps (index into MAP_TYPES; 3 = AMap). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('default_map_type', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
}
