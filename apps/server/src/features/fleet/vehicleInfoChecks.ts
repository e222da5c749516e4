import type { SaveOf, vehicleInfoResource } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import type { AnyTrx, WriteContext } from '../../resources/resourceSpec';
import { inScope } from '../../scope/inScope';

type VehicleSave = SaveOf<typeof vehicleInfoResource>;

/**
 * What a vehicle's save must agree with in the database: the system plate is the company's only one of that name,
 * the fleet is the caller's and the vehicle's department lies inside the fleet's, the drivers are the caller's,
 * and the type is a valid code of the company's `vehicleTypeGb` dictionary (a type the vehicle already had stays
 * acceptable, so older rows can be edited without retyping it).
 */
export async function checkVehicleSave(
  trx: AnyTrx,
  s: VehicleSave,
  ctx: WriteContext & { id: number | null },
): Promise<void> {
  const { auth } = ctx;
  let same = trx
    .selectFrom('vehicles')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('plate', '=', s.plateNumber);
  if (ctx.id !== null) same = same.where('id', '<>', ctx.id);
  if (await same.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value: s.plateNumber });

  if (s.fleetId !== null) {
    const fleet = await trx
      .selectFrom('fleets as f')
      .select('f.id')
      .where('f.id', '=', s.fleetId)
      .where(inScope(auth, 'fleets', 'f'))
      .where(
        sql<boolean>`${s.departmentId} in (select below.id from departments below
          join departments top on below.company_id = top.company_id and below.path like top.path || '%'
          where top.id = f.department_id)`,
      )
      .executeTakeFirst();
    if (!fleet) throw businessFailure('errors.fleetNotFound');
  }

  const driverIds = [...new Set([...(s.mainDriverId === null ? [] : [s.mainDriverId]), ...s.coDriverIds])];
  if (driverIds.length > 0) {
    const found = await trx
      .selectFrom('drivers as dr')
      .select('dr.id')
      .where('dr.id', 'in', driverIds)
      .where(inScope(auth, 'drivers', 'dr'))
      .execute();
    if (found.length !== driverIds.length) throw businessFailure('errors.driverNotFound');
  }

  if (s.vehicleType !== '') {
    const known = await trx
      .selectFrom('dictionaries')
      .select('id')
      .where('company_id', '=', auth.companyId)
      .where('dic_type_key', '=', 'vehicleTypeGb')
      .where('code', '=', s.vehicleType)
      .where('valid', '=', 1)
      .executeTakeFirst();
    const kept =
      ctx.id !== null &&
      (await trx
        .selectFrom('vehicles')
        .select('id')
        .where('id', '=', ctx.id)
        .where('vehicle_type', '=', s.vehicleType)
        .executeTakeFirst());
    if (!known && !kept) throw businessFailure('errors.vehicleTypeNotFound', { value: s.vehicleType });
  }
}
