import type { TestApp } from '../helpers/testApp';

/** Sets a vehicle's last reported odometer (null: the vehicle has never reported). */
export async function setOdometer(t: TestApp, vehicleId: number, km: number | null): Promise<void> {
  await t.db.deleteFrom('vehicle_states').where('vehicle_id', '=', vehicleId).execute();
  if (km !== null)
    await t.db
      .insertInto('vehicle_states')
      .values({ vehicle_id: vehicleId, mileage_km: km, updated_at: 0 })
      .execute();
}

type Table =
  | 'maintenance_records'
  | 'tyre_records'
  | 'repair_records'
  | 'accident_records'
  | 'vehicle_fees'
  | 'police_check_records'
  | 'other_cost_records';

export async function countRows(t: TestApp, table: Table): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function plateOf(t: TestApp, vehicleId: number): Promise<string> {
  return (
    await t.db.selectFrom('vehicles').select('plate').where('id', '=', vehicleId).executeTakeFirstOrThrow()
  ).plate;
}
