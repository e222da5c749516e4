import {
  PLATE_FORMATS,
  VEHICLE_STATUSES,
  FREIGHT_TYPES,
  attributesOf,
  valueOf,
  type RowOf,
  type vehicleInfoResource,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import type { AnyDb, AnySelect } from '../../resources/resourceSpec';

export type VehicleInfoRow = RowOf<typeof vehicleInfoResource>;

/** `vehicles as t` with its department, fleet, main driver, latest state and type name. */
export function vehicleInfoFrom(db: AnyDb): AnySelect {
  return withModifier(
    db
      .selectFrom('vehicles as t')
      .innerJoin('departments as d', 'd.id', 't.department_id')
      .leftJoin('fleets as f', 'f.id', 't.fleet_id')
      .leftJoin('drivers as md', 'md.id', 't.driver_id')
      .leftJoin('vehicle_states as s', 's.vehicle_id', 't.id')
      .leftJoin('dictionaries as vt', (j) =>
        j
          .onRef('vt.company_id', '=', 't.company_id')
          .on('vt.dic_type_key', '=', 'vehicleTypeGb')
          .onRef('vt.code', '=', 't.vehicle_type'),
      ),
  );
}

export function vehicleInfoSelect(q: AnySelect): AnySelect {
  return auditColumns(
    q.select([
      't.id as id',
      't.plate as plateNumber',
      't.custom_plate as customPlate',
      't.real_plate as realPlate',
      't.plate_color as plateColor',
      't.plate_format as plateFormat',
      't.status as status',
      't.attributes as attributes',
      't.refrigerated as refrigerated',
      't.freight_type as freightType',
      't.department_id as departmentId',
      'd.name as departmentName',
      't.fleet_id as fleetId',
      sql<string>`coalesce(f.name, '')`.as('fleetName'),
      't.owner_name as ownerName',
      't.owner_phone as ownerPhone',
      't.owner_address as ownerAddress',
      't.vehicle_type as vehicleType',
      sql<string>`coalesce(vt.name_zh, '')`.as('vehicleTypeNameZh'),
      sql<string>`coalesce(vt.name_en, '')`.as('vehicleTypeNameEn'),
      't.brand as brand',
      't.model as model',
      't.load_kg as load',
      't.capacity as capacity',
      't.inner_length as innerLength',
      't.inner_width as innerWidth',
      't.inner_height as innerHeight',
      't.total_mass as totalMass',
      't.curb_weight as curbWeight',
      't.traction_mass as tractionMass',
      't.engine_no as engineNo',
      't.horsepower as horsepower',
      // Seeded vehicles carry their VIN in `vin`; the form's frame number is the same thing.
      sql<string>`case when t.frame_no = '' then t.vin else t.frame_no end`.as('frameNo'),
      't.bracket_no as bracketNo',
      't.girder_no as girderNo',
      't.axles as axles',
      't.tyres as tyres',
      't.tyre_spec as tyreSpec',
      't.driver_id as mainDriverId',
      sql<string>`coalesce(md.name, '')`.as('mainDriverName'),
      't.production_date as productionDate',
      't.registration_date as registrationDate',
      't.scrap_date as scrapDate',
      't.customs_no as customsNo',
      't.driving_licence_no as drivingLicenceNo',
      't.driving_licence_expiry as drivingLicenceExpiry',
      't.transport_licence as transportLicence',
      't.business_licence as businessLicence',
      't.fuel_per_100km as fuelPer100Km',
      't.remark as remark',
      sql<string>`coalesce(t.terminal_phone, '')`.as('terminalPhone'),
      sql<number>`coalesce(s.online, 0)`.as('online'),
    ]),
  );
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A selected database row → the row the client gets (lists filled in by `enrichVehicleRows`). */
export function toVehicleRow(raw: Record<string, unknown>): VehicleInfoRow {
  const mask = Number(raw.attributes ?? 0) | (Number(raw.refrigerated) === 1 ? 1 : 0);
  return {
    ...(raw as unknown as VehicleInfoRow),
    plateColor: Number(raw.plateColor),
    plateFormat: valueOf(PLATE_FORMATS, num(raw.plateFormat)),
    status: valueOf(VEHICLE_STATUSES, num(raw.status)),
    attributes: attributesOf(mask),
    freightType: valueOf(FREIGHT_TYPES, num(raw.freightType)),
    fleetId: num(raw.fleetId),
    load: num(raw.load),
    capacity: num(raw.capacity),
    innerLength: num(raw.innerLength),
    innerWidth: num(raw.innerWidth),
    innerHeight: num(raw.innerHeight),
    totalMass: num(raw.totalMass),
    curbWeight: num(raw.curbWeight),
    tractionMass: num(raw.tractionMass),
    horsepower: num(raw.horsepower),
    axles: num(raw.axles),
    tyres: num(raw.tyres),
    mainDriverId: num(raw.mainDriverId),
    productionDate: num(raw.productionDate),
    registrationDate: num(raw.registrationDate),
    scrapDate: num(raw.scrapDate),
    drivingLicenceExpiry: num(raw.drivingLicenceExpiry),
    // A seeded vehicle's 0 means "not recorded".
    fuelPer100Km: raw.fuelPer100Km ? Math.round(Number(raw.fuelPer100Km) * 100) / 100 : null,
    online: Number(raw.online) === 1 ? 1 : 0,
    modifiedTime: num(raw.modifiedTime),
    coDriverIds: [],
    coDrivers: [],
    trailers: [],
    plateHistory: [],
  };
}

/** Co-drivers, trailers and the custom plate history of a page of rows: one query each. */
export async function enrichVehicleRows(db: Database, rows: VehicleInfoRow[]): Promise<VehicleInfoRow[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const [coDrivers, trailers, history] = await Promise.all([
    db
      .selectFrom('vehicle_co_drivers as c')
      .innerJoin('drivers as dr', 'dr.id', 'c.driver_id')
      .select(['c.vehicle_id as vehicleId', 'dr.id as id', 'dr.name as name', 'dr.phone as phone'])
      .where('c.vehicle_id', 'in', ids)
      .orderBy('c.vehicle_id')
      .orderBy('c.sort')
      .execute(),
    db
      .selectFrom('vehicle_trailers')
      .select(['vehicle_id as vehicleId', 'plate'])
      .where('vehicle_id', 'in', ids)
      .orderBy('vehicle_id')
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('vehicle_plate_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select([
        'h.vehicle_id as vehicleId',
        'h.custom_plate as customPlate',
        'h.changed_at as changedAt',
        sql<string>`coalesce(nullif(u.real_name, ''), u.user_name, '')`.as('operatorName'),
      ])
      .where('h.vehicle_id', 'in', ids)
      .orderBy('h.vehicle_id')
      .orderBy('h.id', 'desc')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const c of coDrivers) {
    const row = byId.get(c.vehicleId);
    row?.coDriverIds.push(c.id);
    row?.coDrivers.push({ id: c.id, name: c.name, phone: c.phone });
  }
  for (const t of trailers) byId.get(t.vehicleId)?.trailers.push(t.plate);
  for (const h of history)
    byId.get(h.vehicleId)?.plateHistory.push({
      customPlate: h.customPlate,
      changedAt: Number(h.changedAt),
      operatorName: h.operatorName,
    });
  return rows;
}
