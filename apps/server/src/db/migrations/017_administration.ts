import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Administration (a company's own master data). Every administered table carries who changed a row last and when
 * (`modified_by`, `modified_at`); `audit_log` keeps every change. Terminals are devices of their own with a
 * binding history; the vehicle row keeps the bound terminal's identity (`terminal_phone` … — the gateway's
 * lookup), written only by the terminal's save in the same transaction, so a vehicle may now have no terminal.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  const text = (table: string, column: string) =>
    db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  const num = (table: string, column: string, type: 'integer' | 'real' = 'integer') =>
    db.schema.alterTable(table).addColumn(column, type).execute();
  const audited = async (table: string) => {
    await num(table, 'modified_by');
    await db.schema.alterTable(table).addColumn('modified_at', ms).execute();
  };

  await allowVehicleWithoutTerminal(db, pg);

  for (const table of ['departments', 'roles', 'users', 'vehicles', 'drivers', 'sites']) await audited(table);
  await text('departments', 'remark');
  await text('roles', 'remark');
  await num('roles', 'created_by');
  for (const column of ['phone', 'email', 'remark']) await text('users', column);

  // Vehicle master data (seed 001 "Vehicle"); sizes in mm, masses in kg, dates epoch ms (China midnight).
  for (const column of [
    'custom_plate',
    'real_plate',
    'owner_name',
    'owner_phone',
    'owner_address',
    'model',
    'engine_no',
    'frame_no',
    'bracket_no',
    'girder_no',
    'tyre_spec',
    'customs_no',
    'driving_licence_no',
    'transport_licence',
    'business_licence',
    'remark',
  ])
    await text('vehicles', column);
  for (const column of [
    'status',
    'attributes',
    'freight_type',
    'fleet_id',
    'capacity',
    'inner_length',
    'inner_width',
    'inner_height',
    'horsepower',
    'axles',
    'tyres',
  ])
    await num('vehicles', column);
  for (const column of ['load_kg', 'total_mass', 'curb_weight', 'traction_mass'])
    await num('vehicles', column, 'real');
  for (const column of ['production_date', 'registration_date', 'scrap_date', 'driving_licence_expiry'])
    await db.schema.alterTable('vehicles').addColumn(column, ms).execute();

  for (const column of ['region_code', 'id_card', 'remark']) await text('drivers', column);
  for (const column of ['contact', 'phone', 'remark']) await text('sites', column);

  const scoped = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', idColumn(pg))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('modified_by', 'integer')
      .addColumn('modified_at', ms);

  await scoped('fleets')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('leader', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('leader_phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('fleets_scope').on('fleets').columns(['company_id', 'department_id']).execute();

  await db.schema
    .createTable('vehicle_co_drivers')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vehicle_co_drivers_pk', ['vehicle_id', 'driver_id'])
    .execute();
  await db.schema
    .createTable('vehicle_trailers')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vehicle_trailers_pk', ['vehicle_id', 'plate'])
    .execute();
  await db.schema
    .createTable('vehicle_plate_history')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('custom_plate', 'text', (c) => c.notNull())
    .addColumn('changed_at', ms, (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema
    .createIndex('vehicle_plate_history_vehicle')
    .on('vehicle_plate_history')
    .column('vehicle_id')
    .execute();

  await db.schema
    .createTable('driver_photos')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('driver_photos_driver').on('driver_photos').column('driver_id').execute();

  // Devices (seed 001 "Device types"): JT/T 808 vehicle terminals and the portable and cargo devices.
  await scoped('terminals')
    .addColumn('device_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('terminal_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('maker', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imei', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('protocol_version', 'integer', (c) => c.notNull().defaultTo(2013))
    .addColumn('channels', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('adas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dsm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id').unique())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('terminals_scope')
    .on('terminals')
    .columns(['company_id', 'department_id'])
    .execute();
  await db.schema
    .createTable('terminal_bindings')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('terminal_id', 'integer', (c) => c.notNull().references('terminals.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('bound_at', ms, (c) => c.notNull())
    .addColumn('unbound_at', ms)
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema
    .createIndex('terminal_bindings_terminal')
    .on('terminal_bindings')
    .column('terminal_id')
    .execute();

  await scoped('ic_cards')
    .addColumn('card_no', 'text', (c) => c.notNull())
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .execute();
  await db.schema
    .createIndex('ic_cards_scope')
    .on('ic_cards')
    .columns(['company_id', 'department_id'])
    .execute();
  await scoped('tags')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_scope').on('tags').columns(['company_id', 'department_id']).execute();

  await db.schema
    .createTable('dictionaries')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('dic_type_key', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer')
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('dictionaries_code')
    .on('dictionaries')
    .columns(['company_id', 'dic_type_key', 'code'])
    .unique()
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', ms, (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('audit_log_record')
    .on('audit_log')
    .columns(['resource', 'record_id'])
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('setting_key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'setting_key'])
    .execute();
  await db.schema
    .createTable('company_settings')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('setting_key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_settings_pk', ['company_id', 'setting_key'])
    .execute();

  // Terminals of the vehicles that exist: one device each, bound, with its binding.
  const now = Date.now();
  await sql`insert into terminals (company_id, department_id, device_type, phone, terminal_id, maker, model, imei,
      protocol_version, vehicle_id, created_at)
    select company_id, department_id, 1, terminal_phone, terminal_id, terminal_maker, terminal_model, terminal_imei,
      protocol_version, id, created_at from vehicles where terminal_phone is not null`.execute(db);
  await sql`insert into terminal_bindings (terminal_id, vehicle_id, bound_at)
    select id, vehicle_id, ${now} from terminals where vehicle_id is not null`.execute(db);
}

/**
 * `vehicles.terminal_phone` loses NOT NULL (a vehicle can exist before its terminal is bound). PostgreSQL drops the
 * constraint; SQLite cannot, so the table is rebuilt the documented way (new table, copy, drop, rename, indexes)
 * with foreign keys checked at commit, when every referenced vehicle exists again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function allowVehicleWithoutTerminal(db: Kysely<any>, pg: boolean): Promise<void> {
  if (pg) {
    await sql`alter table vehicles alter column terminal_phone drop not null`.execute(db);
    return;
  }
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'vehicles'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'vehicles' and sql is not null`.execute(db);
  const create = table.rows[0]?.sql;
  const relaxed = create?.replace(/"terminal_phone" text not null unique/i, '"terminal_phone" text unique');
  if (!create || relaxed === create) throw new Error('vehicles: terminal_phone column not found as expected');
  // SQLite's documented rebuild: foreign keys off (possible only outside a transaction, which is how Kysely runs
  // SQLite migrations), the swap in one transaction, then a full foreign-key check before they are on again.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(relaxed!.replace(/^create table "?vehicles"?/i, 'create table "vehicles_rebuilt"'))
        .execute(trx);
      await sql`insert into vehicles_rebuilt select * from vehicles`.execute(trx);
      await sql`drop table vehicles`.execute(trx);
      await sql`alter table vehicles_rebuilt rename to vehicles`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('vehicles rebuild broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
