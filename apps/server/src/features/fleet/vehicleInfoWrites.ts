import {
  FREIGHT_TYPES,
  PLATE_FORMATS,
  VEHICLE_STATUSES,
  attributesMask,
  codeOf,
  type SaveOf,
  type vehicleInfoResource,
} from '@roadwatch/core';
import type { AnyTrx, WriteContext } from '../../resources/resourceSpec';

type VehicleSave = SaveOf<typeof vehicleInfoResource>;

/** The vehicle's own columns. The terminal columns are the terminal's save's alone and never written here. */
export function vehicleColumns(s: VehicleSave): Record<string, unknown> {
  return {
    plate: s.plateNumber,
    custom_plate: s.customPlate,
    real_plate: s.realPlate,
    plate_color: s.plateColor,
    plate_format: codeOf(PLATE_FORMATS, s.plateFormat),
    status: codeOf(VEHICLE_STATUSES, s.status),
    attributes: attributesMask(s.attributes),
    // The pipeline and the cold-chain boards read `refrigerated`; it follows the attribute.
    refrigerated: s.attributes.includes('refrigerated') ? 1 : 0,
    freight_type: codeOf(FREIGHT_TYPES, s.freightType),
    department_id: s.departmentId,
    fleet_id: s.fleetId,
    owner_name: s.ownerName,
    owner_phone: s.ownerPhone,
    owner_address: s.ownerAddress,
    vehicle_type: s.vehicleType,
    brand: s.brand,
    model: s.model,
    load_kg: s.load,
    capacity: s.capacity,
    inner_length: s.innerLength,
    inner_width: s.innerWidth,
    inner_height: s.innerHeight,
    total_mass: s.totalMass,
    curb_weight: s.curbWeight,
    traction_mass: s.tractionMass,
    engine_no: s.engineNo,
    horsepower: s.horsepower,
    frame_no: s.frameNo,
    vin: s.frameNo,
    bracket_no: s.bracketNo,
    girder_no: s.girderNo,
    axles: s.axles,
    tyres: s.tyres,
    tyre_spec: s.tyreSpec,
    driver_id: s.mainDriverId,
    production_date: s.productionDate,
    registration_date: s.registrationDate,
    scrap_date: s.scrapDate,
    customs_no: s.customsNo,
    driving_licence_no: s.drivingLicenceNo,
    driving_licence_expiry: s.drivingLicenceExpiry,
    transport_licence: s.transportLicence,
    business_licence: s.businessLicence,
    fuel_per_100km: s.fuelPer100Km ?? 0,
    remark: s.remark,
  };
}

/**
 * Co-drivers and trailers are replaced as a whole; the custom plate history gains a row whenever the custom plate
 * differs from the last one recorded (the first non-empty plate included, a cleared plate recorded as ''), with the
 * time and the user who saved it.
 */
export async function writeVehicleChildren(
  trx: AnyTrx,
  vehicleId: number,
  s: VehicleSave,
  ctx: WriteContext & { created: boolean },
): Promise<void> {
  // A vehicle just added has no children and no history yet (imports add thousands: each statement counts).
  if (!ctx.created) await trx.deleteFrom('vehicle_co_drivers').where('vehicle_id', '=', vehicleId).execute();
  if (s.coDriverIds.length > 0)
    await trx
      .insertInto('vehicle_co_drivers')
      .values(s.coDriverIds.map((driverId, sort) => ({ vehicle_id: vehicleId, driver_id: driverId, sort })))
      .execute();
  if (!ctx.created) await trx.deleteFrom('vehicle_trailers').where('vehicle_id', '=', vehicleId).execute();
  if (s.trailers.length > 0)
    await trx
      .insertInto('vehicle_trailers')
      .values(s.trailers.map((plate, sort) => ({ vehicle_id: vehicleId, plate, sort })))
      .execute();

  const last = ctx.created
    ? undefined
    : await trx
        .selectFrom('vehicle_plate_history')
        .select('custom_plate')
        .where('vehicle_id', '=', vehicleId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
  const previous = (last as { custom_plate: string } | undefined)?.custom_plate ?? '';
  if (s.customPlate !== previous)
    await trx
      .insertInto('vehicle_plate_history')
      .values({
        vehicle_id: vehicleId,
        custom_plate: s.customPlate,
        changed_at: ctx.now,
        user_id: ctx.auth.userId,
      })
      .execute();
}

/** Rows per child statement (three or four values each, well under the databases' bound-value limits). */
const CHILD_BATCH = 2_000;

async function insertChunked(trx: AnyTrx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += CHILD_BATCH)
    await trx
      .insertInto(table as never)
      .values(rows.slice(at, at + CHILD_BATCH) as never)
      .execute();
}

/**
 * The children of vehicles an import has just added, in a few statements: their co-drivers, trailers and, for a
 * non-empty custom plate, the first row of its history (what `writeVehicleChildren` writes for one new vehicle).
 */
export async function writeNewVehiclesChildren(
  trx: AnyTrx,
  written: readonly { id: number; save: VehicleSave }[],
  ctx: WriteContext,
): Promise<void> {
  await insertChunked(
    trx,
    'vehicle_co_drivers',
    written.flatMap(({ id, save }) =>
      save.coDriverIds.map((driverId, sort) => ({ vehicle_id: id, driver_id: driverId, sort })),
    ),
  );
  await insertChunked(
    trx,
    'vehicle_trailers',
    written.flatMap(({ id, save }) => save.trailers.map((plate, sort) => ({ vehicle_id: id, plate, sort }))),
  );
  await insertChunked(
    trx,
    'vehicle_plate_history',
    written
      .filter(({ save }) => save.customPlate !== '')
      .map(({ id, save }) => ({
        vehicle_id: id,
        custom_plate: save.customPlate,
        changed_at: ctx.now,
        user_id: ctx.auth.userId,
      })),
  );
}
