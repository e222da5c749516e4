import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Foundation schema. Conventions (both dialects run these exact statements):
 * times are epoch milliseconds in bigint columns; flags are 0/1 integers; ids are integer identities
 * (explicit ids allowed, so the deterministic seed can choose them); high-volume tables have natural keys.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ico_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_number', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('departments')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Materialised path '/1/5/12/': a department's scope is every row whose path starts with its own.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('departments_company')
    .on('departments')
    .columns(['company_id', 'path'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('menu_key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('parent_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('section', 'text', (c) => c.notNull().defaultTo('main'))
    .addColumn('module_id', 'integer', (c) => c.notNull())
    .addColumn('menu_type', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull().defaultTo('console'))
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('menu_operations')
    .addColumn('operation_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('menu_key', 'text', (c) => c.notNull().references('menus.menu_key'))
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('js_path', 'text', (c) => c.notNull())
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('top_menu', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('side_menu', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('role_operations')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_operations_pk', ['role_id', 'operation_id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('real_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_modified_at', ms, (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('operational_guide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kiosk_displays')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'user' | 'kiosk'
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('kiosk_display_id', 'integer', (c) => c.references('kiosk_displays.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('last_seen_at', ms, (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.notNull()) // 'user:<name>' or 'ip:<address>'
    .addColumn('at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key').on('login_failures').columns(['key', 'at']).execute();

  await db.schema
    .createTable('user_favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('menu_key', 'text', (c) => c.notNull().references('menus.menu_key'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_favorites_pk', ['user_id', 'menu_key'])
    .execute();

  // ---- Fleet ----
  await db.schema
    .createTable('drivers')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('licence_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ic_card', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('plate_color', 'integer', (c) => c.notNull().defaultTo(2)) // JT/T 808: 1 blue, 2 yellow, 3 black, 4 white
    .addColumn('vin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vehicle_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terminal_phone', 'text', (c) => c.notNull().unique()) // JT/T 808 terminal phone number (BCD)
    .addColumn('terminal_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('protocol_version', 'integer', (c) => c.notNull().defaultTo(2013)) // 2013 or 2019
    .addColumn('auth_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .addColumn('refrigerated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('speed_limit_kmh', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('fuel_per_100km', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('insurance_expiry', ms)
    .addColumn('certificate_expiry', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vehicles_scope')
    .on('vehicles')
    .columns(['company_id', 'department_id'])
    .execute();
  await db.schema.createIndex('vehicles_plate').on('vehicles').columns(['company_id', 'plate']).execute();

  await db.schema
    .createTable('vehicle_states')
    .addColumn('vehicle_id', 'integer', (c) => c.primaryKey().notNull().references('vehicles.id'))
    .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lon', 'real')
    .addColumn('lat', 'real')
    .addColumn('speed_kmh', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('direction', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mileage_km', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('gps_time', ms)
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('track_points')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('gps_time', ms, (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('speed_kmh', 'real', (c) => c.notNull())
    .addColumn('direction', 'integer', (c) => c.notNull())
    .addColumn('mileage_km', 'real', (c) => c.notNull())
    .addColumn('acc', 'integer', (c) => c.notNull())
    .addColumn('alarm_bits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('track_points_pk', ['vehicle_id', 'gps_time'])
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'warehouse' | 'store'
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('temp_points')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id'))
    .addColumn('probe_no', 'integer', (c) => c.notNull()) // 1..16
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_c', 'real', (c) => c.notNull())
    .addColumn('max_c', 'real', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('temp_readings')
    .addColumn('point_id', 'integer', (c) => c.notNull())
    .addColumn('time', ms, (c) => c.notNull())
    .addColumn('value_c', 'real')
    // 0 normal, 1 warning, 2 alarm, 3 offline, 4 out of range (seed 001 §4)
    .addColumn('state', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('temp_readings_pk', ['point_id', 'time'])
    .execute();

  await db.schema
    .createTable('alarms')
    .addColumn('guid', 'text', (c) => c.primaryKey().notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('department_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer')
    .addColumn('site_id', 'integer')
    .addColumn('driver_id', 'integer')
    .addColumn('alarm_class', 'integer', (c) => c.notNull()) // 1 vehicle, 2 store, 3 storage (warehouse)
    .addColumn('first_type', 'integer', (c) => c.notNull()) // 1 device alarm, 2 active safety (ADAS/DSM), 3 temperature, 4 speed
    .addColumn('second_type', 'integer', (c) => c.notNull()) // per first_type (core alarmCatalogue.ts): device alarm bit + 1, icon type 1..30, temperature 1 high 2 low, speed 11 over 12 under
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1)) // hazard (core HAZARD_LEVEL): 1 low, 2 medium, 3 high
    .addColumn('begin_time', ms, (c) => c.notNull())
    .addColumn('end_time', ms) // null: not ended
    .addColumn('begin_lon', 'real')
    .addColumn('begin_lat', 'real')
    .addColumn('end_lon', 'real')
    .addColumn('end_lat', 'real')
    .addColumn('b_speed', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('e_speed', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('speed_limit', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handle_status', 'integer', (c) => c.notNull().defaultTo(0)) // 0 unprocessed, 1 processed, 2 ignored
    .addColumn('handle_type', 'integer')
    .addColumn('handler_user_id', 'integer')
    .addColumn('handle_time', ms)
    .addColumn('handle_remark', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alarms_scope_time')
    .on('alarms')
    .columns(['company_id', 'begin_time'])
    .execute();
  await db.schema
    .createIndex('alarms_vehicle_time')
    .on('alarms')
    .columns(['vehicle_id', 'begin_time'])
    .execute();
  await db.schema
    .createIndex('alarms_open')
    .on('alarms')
    .columns(['company_id', 'handle_status', 'begin_time'])
    .execute();

  await db.schema
    .createTable('alarm_handles')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('alarm_guid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('handle_type', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alarm_handles_alarm').on('alarm_handles').column('alarm_guid').execute();

  await db.schema
    .createTable('device_exceptions')
    .addColumn('guid', 'text', (c) => c.primaryKey().notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('department_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    // 1 offline, 2 power, 3 antenna, 4 temperature not uploaded, 5 fuel not uploaded, 6 positioning, 7 photo not uploaded, 8 signal
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('begin_time', ms, (c) => c.notNull())
    .addColumn('end_time', ms)
    .addColumn('begin_lon', 'real')
    .addColumn('begin_lat', 'real')
    .addColumn('end_lon', 'real')
    .addColumn('end_lat', 'real')
    .addColumn('handle_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handler_user_id', 'integer')
    .addColumn('handle_time', ms)
    .addColumn('handle_remark', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_exceptions_scope_time')
    .on('device_exceptions')
    .columns(['company_id', 'begin_time'])
    .execute();
  await db.schema
    .createIndex('device_exceptions_vehicle')
    .on('device_exceptions')
    .columns(['vehicle_id', 'begin_time'])
    .execute();

  await db.schema
    .createTable('transport_orders')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('department_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('plan_no', 'text', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer')
    // tracking-order states (seed 001 §4): normal, toBeBound, toBeTransported, inTransit, completed, offTrack, notArrived, endedManually
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('destination', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transport_orders_no')
    .on('transport_orders')
    .columns(['company_id', 'order_no'])
    .execute();
  await db.schema
    .createIndex('transport_orders_plan')
    .on('transport_orders')
    .columns(['company_id', 'plan_no'])
    .execute();
}
