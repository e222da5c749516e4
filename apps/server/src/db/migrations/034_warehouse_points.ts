import type { Kysely } from 'kysely';

/**
 * Warehouses as a list-and-form resource: a warehouse's point type (core `WAREHOUSE_POINT_TYPES`, 0 for stores and
 * seeded sites that never had one) and each temperature point's optional humidity limits in %RH (null = not
 * watched). Temperature points are unique per site and probe number, so a site's probe maps to one point.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('point_type', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('temp_points').addColumn('humidity_min', 'real').execute();
  await db.schema.alterTable('temp_points').addColumn('humidity_max', 'real').execute();
  await db.schema
    .createIndex('temp_points_site_probe')
    .on('temp_points')
    .columns(['site_id', 'probe_no'])
    .execute();
}
