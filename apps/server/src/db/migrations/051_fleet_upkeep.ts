import type { CreateTableBuilder, Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Vehicle upkeep records: maintenance, tyres, repairs, accidents, taxes and fees, police checks and other costs.
 * Days are epoch ms of a China midnight, money is kept in fen, mileages in whole km. Each belongs to a vehicle and is
 * in a user's scope when the vehicle is. Maintenance keeps its next due day and due mileage (worked out from the
 * cycles when saved) so its status can be filtered in SQL against the clock and the vehicle's reported odometer.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const record = (name: string, columns: (t: CreateTableBuilder<any, any>) => CreateTableBuilder<any, any>) =>
    columns(
      db.schema
        .createTable(name)
        .addColumn('id', 'integer', idColumn(pg))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id')),
    )
      .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
      .addColumn('modified_at', big)
      .execute();

  await record('maintenance_records', (t) =>
    t
      .addColumn('maintenance_type', 'text', (c) => c.notNull())
      .addColumn('maintenance_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plant', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sender', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('extra_items', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('delivery_day', big, (c) => c.notNull())
      .addColumn('end_day', big, (c) => c.notNull())
      .addColumn('mileage_km', 'integer', (c) => c.notNull())
      .addColumn('mileage_cycle_km', 'integer')
      .addColumn('cycle_unit', 'text')
      .addColumn('cycle_count', 'integer')
      .addColumn('due_day', big)
      .addColumn('due_km', 'integer')
      .addColumn('amount_fen', big, (c) => c.notNull()),
  );
  await db.schema
    .createIndex('maintenance_records_vehicle_type')
    .on('maintenance_records')
    .columns(['vehicle_id', 'maintenance_type', 'end_day'])
    .execute();

  await record('tyre_records', (t) =>
    t
      .addColumn('axle', 'integer', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_price_fen', big, (c) => c.notNull())
      .addColumn('change_day', big, (c) => c.notNull())
      .addColumn('mileage_at_change_km', 'integer', (c) => c.notNull())
      .addColumn('limit_km', 'integer', (c) => c.notNull())
      .addColumn('reminder_km', 'integer', (c) => c.notNull())
      .addColumn('discarded_at', big),
  );
  await db.schema
    .createIndex('tyre_records_vehicle_place')
    .on('tyre_records')
    .columns(['vehicle_id', 'axle', 'position'])
    .execute();

  await record('repair_records', (t) =>
    t
      .addColumn('repair_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plant', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('repair_day', big, (c) => c.notNull())
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('amount_fen', big, (c) => c.notNull())
      .addColumn('mileage_km', 'integer')
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull()),
  );

  await record('accident_records', (t) =>
    t
      .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
      .addColumn('accident_time', big, (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('responsibility', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('loss_fen', big),
  );

  await record('vehicle_fees', (t) =>
    t
      .addColumn('fee_type', 'text', (c) => c.notNull())
      .addColumn('amount_fen', big, (c) => c.notNull())
      .addColumn('paid_day', big, (c) => c.notNull())
      .addColumn('start_day', big, (c) => c.notNull())
      .addColumn('end_day', big, (c) => c.notNull())
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo('')),
  );
  await db.schema
    .createIndex('vehicle_fees_vehicle_type')
    .on('vehicle_fees')
    .columns(['vehicle_id', 'fee_type', 'end_day'])
    .execute();

  for (const table of ['police_check_records', 'other_cost_records'])
    await record(table, (t) =>
      t
        .addColumn('cost_day', big, (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('amount_fen', big, (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo('')),
    );
}
