import {
  CITIES,
  PLATE_COLOR,
  TERMINAL_MODELS,
  mixSeed,
  plate,
  platePrefixOf,
  Random,
  type CityKey,
  type TerminalModel,
} from '../world';
import type { BodyEquipment, Duty, ProbeSpec, SimVehicleSpec } from './SimVehicleSpec';

/** Frozen goods −25…−15 °C, chilled 0…8 °C (the seed's temperature points use the same ranges). */
export const CARGO_RANGES = {
  frozen: { minC: -25, maxC: -15 },
  chilled: { minC: 0, maxC: 8 },
} as const;

// Home cities of a generated fleet, weighted like the demo company's fleets.
const HOMES: readonly [CityKey, number][] = [
  ['shanghai', 27],
  ['nanjing', 8],
  ['suzhou', 7],
  ['wuxi', 4],
  ['hangzhou', 9],
  ['ningbo', 5],
  ['hefei', 6],
  ['wuhan', 7],
  ['changsha', 5],
  ['beijing', 4],
  ['tianjin', 2],
];

const DUTIES: readonly [Duty, number][] = [
  ['city', 50],
  ['regional', 30],
  ['trunk', 20],
];

export const STREAM = { fleet: 9001, depot: 9002 } as const;

function modelFor(rng: Random, refrigerated: boolean, duty: Duty): TerminalModel {
  if (refrigerated) return rng.chance(0.45) ? 'CT-4019' : 'CT-4013';
  if (duty === 'city' && rng.chance(0.15)) return 'GT-1013';
  return rng.chance(0.45) ? 'AS-9019' : 'AS-8013';
}

export function probesFor(cargo: 'frozen' | 'chilled', count: number): ProbeSpec[] {
  return Array.from({ length: count }, (_, i) => ({ probe: i + 1, ...CARGO_RANGES[cargo] }));
}

/** Fuel tank size by vehicle class: light vans, medium trucks, heavy tractors. */
export function tankFor(duty: Duty): number {
  return duty === 'trunk' ? 400 : duty === 'regional' ? 200 : 80;
}

export interface FleetOptions {
  count: number;
  seed: number;
  /** First vehicle id (default 1). */
  firstVehicleId?: number;
}

/**
 * Trunk vehicles are tractors; one regional truck in five that is not a reefer is a dump truck and one in five a bulk
 * tanker (from the vehicle id, so the fleet's random draws stay as they were).
 */
function bodyFor(duty: Duty, refrigerated: boolean, vehicleId: number): BodyEquipment | null {
  if (duty === 'trunk') return 'tractor';
  if (duty !== 'regional' || refrigerated) return null;
  return vehicleId % 5 === 0 ? 'dumpBody' : vehicleId % 5 === 1 ? 'bulkTank' : null;
}

/**
 * A fleet for running without a database (benches, tests, a gateway with its own vehicle list): a pure function
 * of the seed, both protocol editions, the demo fleet's terminal models and home cities.
 */
export function generateSimFleet(options: FleetOptions): SimVehicleSpec[] {
  if (!Number.isInteger(options.count) || options.count < 0 || options.count > 100_000) {
    throw new RangeError('count must be an integer from 0 to 100000');
  }
  const rng = new Random(mixSeed(options.seed, STREAM.fleet));
  const phones = new Set<string>();
  const plates = new Set<string>();
  const depots = new Map<CityKey, { lon: number; lat: number }>();
  const first = options.firstVehicleId ?? 1;
  const vehicles: SimVehicleSpec[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const homeCity = rng.weighted(HOMES);
    const city = CITIES[homeCity];
    const duty = rng.weighted(DUTIES);
    const refrigerated = rng.chance(duty === 'trunk' ? 0.3 : 0.44);
    const model = modelFor(rng, refrigerated, duty);
    const electric = duty === 'city' && rng.chance(0.15);
    let depot = depots.get(homeCity);
    if (!depot) {
      const depotRng = new Random(mixSeed(options.seed, STREAM.depot, i));
      depot = { lon: city.lon + depotRng.range(-0.12, 0.12), lat: city.lat + depotRng.range(-0.1, 0.1) };
      depots.set(homeCity, depot);
    }
    let phone: string;
    do phone = '0' + rng.pick(['145', '147', '148', '149', '172']) + rng.digits(8);
    while (phones.has(phone));
    phones.add(phone);
    let plateText: string;
    do plateText = plate(rng, platePrefixOf(homeCity), electric ? 'newEnergySmall' : 'ordinary');
    while (plates.has(plateText));
    plates.add(plateText);
    const cargo = rng.chance(0.55) ? 'frozen' : 'chilled';
    const probeCount = refrigerated
      ? rng.weighted([
          [1, 35],
          [2, 45],
          [3, 10],
          [4, 10],
        ] as const)
      : 0;
    vehicles.push({
      vehicleId: first + i,
      phone,
      plate: plateText,
      plateColor: electric ? PLATE_COLOR.green : duty === 'city' ? PLATE_COLOR.blue : PLATE_COLOR.yellow,
      edition: TERMINAL_MODELS[model].edition,
      terminalModel: model,
      duty,
      homeCity,
      depot,
      speedLimitKmh:
        duty === 'city'
          ? 80
          : rng.weighted([
              [80, 3],
              [90, 4],
              [100, 2],
            ] as const),
      activeSafety: TERMINAL_MODELS[model].activeSafety,
      probes: refrigerated ? probesFor(cargo, probeCount) : [],
      body: bodyFor(duty, refrigerated, first + i),
      fuelPer100Km: electric
        ? 0
        : duty === 'trunk'
          ? rng.range(30, 36)
          : duty === 'regional'
            ? rng.range(18, 24)
            : rng.range(10, 14),
      tankL: tankFor(duty),
      risk: rng.chance(0.06) ? rng.range(2.5, 4.5) : rng.range(0.4, 1.5),
      last: null,
    });
  }
  return vehicles;
}
