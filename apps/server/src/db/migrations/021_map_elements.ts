import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Points, areas and lines of a company: the geometry of arrival, zone and route checks. Categories are the
 * company's `pointAreaType` dictionary (a code). Shapes with several positions keep them as JSON text
 * (`[[lon, lat], …]`): they are always read and written whole. A point's name is unique in its company. `share_mode` 'company' shows an element on every
 * map of the company, 'department' only in its department subtree.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  const common = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', idColumn(pg))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('share_mode', 'text', (c) => c.notNull().defaultTo('department'))
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('modified_by', 'integer')
      .addColumn('modified_at', ms);

  await common('map_points')
    .addColumn('own_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('radius', 'integer', (c) => c.notNull())
    .addColumn('coordinate_source', 'text', (c) => c.notNull().defaultTo('gcj02'))
    .execute();
  await common('map_areas')
    .addColumn('category_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('radius', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('region_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await common('map_lines')
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('offset_m', 'integer', (c) => c.notNull())
    .execute();

  // A point's name says which place it is: one name, one point in a company (imports find repeats by it).
  await db.schema
    .createIndex('map_points_name')
    .on('map_points')
    .columns(['company_id', 'name'])
    .unique()
    .execute();
  for (const table of ['map_points', 'map_areas', 'map_lines']) {
    await db.schema
      .createIndex(`${table}_company`)
      .on(table)
      .columns(['company_id', 'department_id'])
      .execute();
  }
}
