import type { EndpointHandler } from '../../http/endpointHandler';
import type { ENDPOINTS, VehicleTreeResponse } from '@roadwatch/core';
import { sql } from 'kysely';
import { inScope } from '../../scope/inScope';
import { visibleVehicle } from '../../scope/visibleVehicles';
import { containsText, escapeLike } from '../../scope/likePattern';
import { userOf } from '../../resources/resourceHandlers';

/**
 * The caller's department subtree, its fleets and the vehicles that pass the picker's flags (see the contract for
 * what each flag means on our data), in three queries. Partners' shared vehicles come from `visibleVehicle`. 10,000 vehicles are a few hundred kilobytes of JSON.
 */
export const vehicleTree: EndpointHandler<(typeof ENDPOINTS)['vehicleTree']> = async (ctx) => {
  const auth = userOf(ctx);
  const { db, input } = ctx;
  const departments = await db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'name', 'path'])
    .where('company_id', '=', auth.companyId)
    .where(sql<boolean>`path like ${`${escapeLike(auth.departmentPath)}%`} escape '\\'`)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const fleets = await db
    .selectFrom('fleets as f')
    .select(['f.id', 'f.department_id as departmentId', 'f.name'])
    .where(inScope(auth, 'fleets', 'f'))
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();

  let vehicles = db
    .selectFrom('vehicles as t')
    .leftJoin('vehicle_states as s', 's.vehicle_id', 't.id')
    .leftJoin('terminals as tm', 'tm.vehicle_id', 't.id')
    .select([
      't.id',
      't.plate as plateNumber',
      't.custom_plate as customPlate',
      't.department_id as departmentId',
      't.fleet_id as fleetId',
      sql<number>`coalesce(s.online, 0)`.as('online'),
      sql<number>`coalesce(tm.channels, 0)`.as('channels'),
      't.company_id as companyId',
    ])
    // isNoShare=1: own vehicles only; otherwise partners' vehicles shared with us and in use join them.
    .where(
      input.isNoShare === 1 ? inScope(auth, 'vehicles', 't') : visibleVehicle(auth, 't', ctx.deps.now()),
    );
  if (input.isMonitor === 1) vehicles = vehicles.where('tm.id', 'is not', null);
  if (input.isAdas === 1)
    vehicles = vehicles.where((eb) => eb.or([eb('tm.adas', '=', 1), eb('tm.dsm', '=', 1)]));
  if (input.isCamera === 1) vehicles = vehicles.where('tm.channels', '>', 0);
  if (input.eqSourceIdList && input.eqSourceIdList.length > 0)
    vehicles = vehicles.where('tm.device_type', 'in', input.eqSourceIdList);
  if (input.keyword) {
    const k = input.keyword;
    vehicles = vehicles.where((eb) =>
      eb.or([containsText('t.plate', k), containsText('t.custom_plate', k)] as never),
    );
  }
  const rows = await vehicles.orderBy('t.plate').orderBy('t.id').execute();

  const top = departments.find((d) => d.path === auth.departmentPath);
  const result: VehicleTreeResponse = {
    departments: departments.map((d) => ({
      id: d.id,
      parentId: d.id === top?.id ? null : d.parent_id,
      name: d.name,
    })),
    fleets: fleets.map((f) => ({ id: f.id, departmentId: f.departmentId, name: f.name })),
    vehicles: rows.map((v) => ({
      id: v.id,
      plateNumber: v.plateNumber,
      customPlate: v.customPlate,
      // A shared vehicle belongs to the company as a whole: it hangs at the top of the caller's tree.
      ...(v.companyId === auth.companyId
        ? { departmentId: v.departmentId, fleetId: v.fleetId }
        : { departmentId: top?.id ?? v.departmentId, fleetId: null, shared: true as const }),
      online: Number(v.online) === 1 ? 1 : 0,
      ...(input.isPictureNumber === 1 ? { channels: Number(v.channels) } : {}),
    })),
  };
  return result;
};
