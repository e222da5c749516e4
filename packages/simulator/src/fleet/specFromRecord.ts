import { CITIES, cityOfPlate, isTerminalModel, nearestCity, TERMINAL_MODELS, type LonLat } from '../world';
import { tankFor } from './generateSimFleet';
import type { BodyEquipment, Duty, LastKnown, ProbeSpec, SimVehicleSpec } from './SimVehicleSpec';

/** A vehicle as the database describes it (vehicles + vehicle_states + temp_points), in plain values. */
export interface VehicleRecord {
  vehicleId: number;
  phone: string;
  plate: string;
  plateColor: number;
  protocolVersion: number;
  terminalModel: string;
  vehicleType: string;
  refrigerated: boolean;
  speedLimitKmh: number;
  fuelPer100Km: number;
  /** The vehicle's rated load (kg): a truck with one carries a load sensor (item 0xE3). */
  ratedLoadKg?: number | null;
  /** The device number of the trailer the tractor is coupled to (item 0xE4). */
  trailerNo?: string | null;
  probes: readonly ProbeSpec[];
  last: LastKnown | null;
}

/**
 * The duty is not stored; the vehicle type and plate colour give it away (tractors run trunk lines, blue- and
 * green-plated vans do city delivery, the rest regional runs), which is how the seed assigned them.
 */
export function dutyOf(vehicleType: string, plateColor: number): Duty {
  // Tractors: the vehicleTypeGb codes Q11…Q31 (GA 802), or a type named in words by older data.
  if (/^Q\d/.test(vehicleType) || vehicleType.includes('牵引')) return 'trunk';
  if (plateColor === 1 || plateColor === 5) return 'city';
  return 'regional';
}

/**
 * The body equipment a vehicle type carries (GA 802 codes): dump trucks (H17, H27, H37) tip with a hydraulic lift,
 * tank trucks (H14, H24, H34) discharge bulk cement or ash, tractors (Q…) drop and hook trailers.
 */
export function bodyOf(vehicleType: string): BodyEquipment | null {
  if (/^H\d7/.test(vehicleType) || vehicleType.includes('自卸')) return 'dumpBody';
  if (/^H\d4/.test(vehicleType) || vehicleType.includes('罐')) return 'bulkTank';
  if (/^Q\d/.test(vehicleType) || vehicleType.includes('牵引')) return 'tractor';
  return null;
}

/** Depots sit near the city centre; a stable offset per vehicle keeps them from stacking on one point. */
function depotNear(city: LonLat, vehicleId: number): LonLat {
  const a = ((vehicleId * 2654435761) >>> 0) / 2 ** 32;
  const b = ((vehicleId * 40503 + 12345) % 65536) / 65536;
  return { lon: city.lon + (a - 0.5) * 0.2, lat: city.lat + (b - 0.5) * 0.16 };
}

export function specFromRecord(record: VehicleRecord): SimVehicleSpec {
  const model = record.terminalModel.trim();
  const known = isTerminalModel(model) ? TERMINAL_MODELS[model] : null;
  const homeCity = cityOfPlate(record.plate) ?? (record.last ? nearestCity(record.last) : 'shanghai');
  const duty = dutyOf(record.vehicleType, record.plateColor);
  return {
    vehicleId: record.vehicleId,
    phone: record.phone,
    plate: record.plate,
    plateColor: record.plateColor,
    edition: record.protocolVersion === 2019 ? 2019 : 2013,
    terminalModel: model,
    duty,
    homeCity,
    depot: depotNear(CITIES[homeCity], record.vehicleId),
    speedLimitKmh: record.speedLimitKmh > 0 ? record.speedLimitKmh : 80,
    activeSafety: known ? known.activeSafety : true,
    probes: record.refrigerated ? record.probes : [],
    body: bodyOf(record.vehicleType),
    ratedLoadKg: record.ratedLoadKg ?? null,
    trailerNo: record.trailerNo ?? null,
    fuelPer100Km: record.fuelPer100Km,
    tankL: tankFor(duty),
    risk: 0.5 + (((record.vehicleId * 2246822519) >>> 0) / 2 ** 32) * (record.vehicleId % 17 === 0 ? 4 : 1),
    last: record.last,
  };
}
