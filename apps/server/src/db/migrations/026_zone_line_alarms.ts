import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Zone and line alarm rules of a company: a rule watches one area (`zone_alarms.area_id`) or one line
 * (`line_alarms.line_id`) for the vehicles listed in its join table. Flags are 0/1; speed limit 0 when overspeed
 * is off; alarm periods are JSON text (`[{"start":"08:00","end":"18:00"}]`, empty for all day), the departure
 * window two `HH:mm` texts or nulls. The vehicle index of `zone_alarm_vehicles` serves the 30-zones-per-vehicle
 * check; the pipeline reads whole companies.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('zone_alarms')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('area_id', 'integer', (c) => c.notNull().references('map_areas.id'))
    .addColumn('entry', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('exit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stop_s', 'integer', (c) => c.notNull().defaultTo(300))
    .addColumn('door_open', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ash_dump', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overspeed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('speed_limit_kmh', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overspeed_s', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('pre_warning_m', 'integer')
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('periods', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('modified_by', 'integer')
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createTable('zone_alarm_vehicles')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('zone_alarms.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addPrimaryKeyConstraint('zone_alarm_vehicles_pk', ['rule_id', 'vehicle_id'])
    .execute();
  await db.schema
    .createTable('line_alarms')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('map_lines.id'))
    .addColumn('offset_m', 'integer', (c) => c.notNull())
    .addColumn('overspeed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('speed_limit_kmh', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overspeed_s', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('departure_start', 'text')
    .addColumn('departure_end', 'text')
    .addColumn('start_area_id', 'integer', (c) => c.references('map_areas.id'))
    .addColumn('end_area_id', 'integer', (c) => c.references('map_areas.id'))
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer')
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createTable('line_alarm_vehicles')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('line_alarms.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addPrimaryKeyConstraint('line_alarm_vehicles_pk', ['rule_id', 'vehicle_id'])
    .execute();
  for (const table of ['zone_alarms', 'line_alarms']) {
    await db.schema
      .createIndex(`${table}_company`)
      .on(table)
      .columns(['company_id', 'department_id'])
      .execute();
    await db.schema
      .createIndex(`${table.replace('alarms', 'alarm')}_vehicles_vehicle`)
      .on(`${table.replace('alarms', 'alarm')}_vehicles`)
      .column('vehicle_id')
      .execute();
  }
}
