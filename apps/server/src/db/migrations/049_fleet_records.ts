import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Fleet records: trailers (heads and devices as JSON arrays, checked by core `trailerResource` on every write),
 * fuel cards with their status, refuellings, vehicle use records and reimbursements. Times and days are epoch ms
 * (days at a China midnight); money is kept in fen so 8 + 2 digit amounts are exact on both databases; litres,
 * masses and mileage are doubles read back to two decimals. Trailers, cards, use records and reimbursements belong
 * to a department; a refuelling is in scope when its vehicle is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  const real = pg ? ('double precision' as const) : ('real' as const);
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', idColumn(pg))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'));

  await owned('trailers')
    .addColumn('plate', 'text', (c) => c.notNull())
    .addColumn('attributes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_category', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('axles', 'integer')
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approved_load', real)
    .addColumn('total_mass', real)
    .addColumn('curb_weight', real)
    .addColumn('frame_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('length_m', real)
    .addColumn('rated_volume', real)
    .addColumn('inner_length', 'integer')
    .addColumn('inner_width', 'integer')
    .addColumn('inner_height', 'integer')
    .addColumn('outer_length', 'integer')
    .addColumn('outer_width', 'integer')
    .addColumn('outer_height', 'integer')
    .addColumn('head_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('devices', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('registration_day', big)
    .addColumn('scrap_day', big)
    .addColumn('customs_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('trailers_company_plate')
    .on('trailers')
    .columns(['company_id', 'plate'])
    .unique()
    .execute();

  await owned('gas_cards')
    .addColumn('selling_company', 'text', (c) => c.notNull())
    .addColumn('card_no', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cardholder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('stopped_at', big)
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('gas_cards_company_no')
    .on('gas_cards')
    .columns(['company_id', 'card_no'])
    .unique()
    .execute();

  await db.schema
    .createTable('refuels')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('refuel_time', big, (c) => c.notNull())
    .addColumn('fuel_type', 'text', (c) => c.notNull())
    .addColumn('litres', real, (c) => c.notNull())
    .addColumn('unit_price_fen', big, (c) => c.notNull())
    .addColumn('amount_fen', big, (c) => c.notNull())
    .addColumn('odometer_km', real)
    .addColumn('gas_card_id', 'integer', (c) => c.references('gas_cards.id'))
    .addColumn('station', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('refuels_vehicle_time')
    .on('refuels')
    .columns(['vehicle_id', 'refuel_time'])
    .execute();
  await db.schema.createIndex('refuels_gas_card').on('refuels').columns(['gas_card_id']).execute();

  await owned('vehicle_use_records')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('start_time', big, (c) => c.notNull())
    .addColumn('end_time', big, (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_mileage', real)
    .addColumn('end_mileage', real)
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('vehicle_use_records_vehicle_start')
    .on('vehicle_use_records')
    .columns(['vehicle_id', 'start_time'])
    .execute();

  await owned('reimbursements')
    .addColumn('reimbursement_no', 'text', (c) => c.notNull())
    .addColumn('day', big, (c) => c.notNull())
    .addColumn('applicant', 'text', (c) => c.notNull())
    .addColumn('approver', 'text', (c) => c.notNull())
    .addColumn('fuel_fen', big, (c) => c.notNull().defaultTo(0))
    .addColumn('tolls_fen', big, (c) => c.notNull().defaultTo(0))
    .addColumn('parking_fen', big, (c) => c.notNull().defaultTo(0))
    .addColumn('repair_fen', big, (c) => c.notNull().defaultTo(0))
    .addColumn('other_fen', big, (c) => c.notNull().defaultTo(0))
    .addColumn('total_fen', big, (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('reimbursements_company_no')
    .on('reimbursements')
    .columns(['company_id', 'reimbursement_no'])
    .unique()
    .execute();
}
