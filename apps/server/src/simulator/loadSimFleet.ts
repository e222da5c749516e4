import { specFromRecord, type SimVehicleSpec } from '@roadwatch/simulator';
import type { Database } from '../db/connect';
import { loadProbes } from './loadProbes';

/**
 * The vehicles of a database as simulator specs (read-only): terminal phone, plate, edition, model, probes, the
 * rated load (a truck with one weighs its load) and the latest state, so simulated terminals are the ones the gateway knows and carry on from where the data left off.
 * Used by `npm run simulate -- --from-db` (hence by `npm start`) and by tests that drive the real gateway.
 */
export async function loadSimFleet(db: Database, limit: number): Promise<SimVehicleSpec[]> {
  const rows = await db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
    .where('v.terminal_phone', 'is not', null)
    .select([
      'v.id',
      'v.terminal_phone',
      'v.plate',
      'v.plate_color',
      'v.protocol_version',
      'v.terminal_model',
      'v.vehicle_type',
      'v.refrigerated',
      'v.speed_limit_kmh',
      'v.fuel_per_100km',
      'v.load_kg',
      's.lon',
      's.lat',
      's.acc',
      's.mileage_km',
      's.direction',
      's.gps_time',
    ])
    .orderBy('v.id')
    .limit(limit)
    .execute();
  const probes = await loadProbes(db, 'vehicle');
  return rows.map((r) =>
    specFromRecord({
      vehicleId: r.id,
      phone: r.terminal_phone ?? '',
      plate: r.plate,
      plateColor: r.plate_color,
      protocolVersion: r.protocol_version,
      terminalModel: r.terminal_model,
      vehicleType: r.vehicle_type,
      refrigerated: r.refrigerated === 1,
      speedLimitKmh: r.speed_limit_kmh,
      fuelPer100Km: r.fuel_per_100km,
      ratedLoadKg: r.load_kg,
      probes: probes.get(r.id) ?? [],
      last:
        r.lon !== null && r.lat !== null
          ? {
              lon: r.lon,
              lat: r.lat,
              acc: r.acc === 1,
              mileageKm: r.mileage_km ?? 0,
              directionDeg: r.direction ?? 0,
              gpsTime: r.gps_time,
            }
          : null,
    }),
  );
}
