import {
  MANUFACTURER_ID,
  TERMINAL_MODELS,
  imeiOf,
  terminalIdOf,
  type TerminalModel,
} from '@roadwatch/simulator/world';
import type { Insertable } from 'kysely';
import type { Drivers, Vehicles } from '../db/schema.gen';
import { CITIES, type LonLat } from './geo';
import type { DutyKind, VehicleHome } from './organisation';
import { chineseName, mobilePhone, residentIdNumber, vin } from './people';
import { PLATE_COLOR, plate, type PlateKind } from './plates';
import { mixSeed, Random } from './prng';
import { DAY_MS } from './time';

/** Columns the console's administration fills in; the demo seed leaves them at their defaults. */
type AdminVehicleColumns = Exclude<keyof Vehicles, keyof VehicleSeedColumns>;
interface VehicleSeedColumns {
  id: 0;
  company_id: 0;
  department_id: 0;
  plate: 0;
  plate_color: 0;
  vin: 0;
  vehicle_type: 0;
  brand: 0;
  terminal_phone: 0;
  terminal_model: 0;
  protocol_version: 0;
  auth_code: 0;
  driver_id: 0;
  refrigerated: 0;
  speed_limit_kmh: 0;
  fuel_per_100km: 0;
  insurance_expiry: 0;
  certificate_expiry: 0;
  created_at: 0;
  terminal_id: 0;
  terminal_maker: 0;
  terminal_imei: 0;
}
export type VehicleRow = Required<Insertable<Omit<Vehicles, AdminVehicleColumns>>> & { id: number };
export type DriverRow = Required<
  Insertable<Omit<Drivers, 'region_code' | 'id_card' | 'bank_card' | 'remark' | 'modified_by' | 'modified_at'>>
> & {
  id: number;
};

// Terminal models are shared with the simulator, which speaks them to the gateway.
export {
  SITE_TERMINAL_MODEL,
  TERMINAL_MODELS,
  TERMINAL_PHONE_PATTERN,
  siteTerminalPhone,
  type TerminalModel,
} from '@roadwatch/simulator/world';

/**
 * The terminal a seeded number is bound to: the one the simulator connects as (its terminal id and maker, and for
 * 2019 terminals its IMEI), so the demo fleet registers while other terminals cannot take its numbers.
 */
export function terminalBinding(
  phone: string,
  edition: number,
): Pick<VehicleRow, 'terminal_id' | 'terminal_maker' | 'terminal_imei'> {
  return {
    terminal_id: terminalIdOf(phone),
    terminal_maker: MANUFACTURER_ID,
    terminal_imei: edition === 2019 ? imeiOf(phone) : '',
  };
}

export type CargoTemperature = 'frozen' | 'chilled';

/** A vehicle with what the history generator needs to drive it. */
export interface FleetVehicle {
  index: number;
  row: VehicleRow;
  home: VehicleHome;
  duty: DutyKind;
  /** Where it parks at night when at home. */
  depot: LonLat;
  cargo: CargoTemperature | null;
  probeCount: number;
  /** Multiplies the driver-risk event rate (most drivers 0.5–1.5, a few far riskier). */
  risk: number;
  initialMileageKm: number;
}

// Types are codes of the vehicleTypeGb dictionary (seed/vehicleTypes.ts); a reefer is a van or tractor whose
// `refrigerated` flag is set, not a type of its own.
const KINDS: Record<
  DutyKind,
  { types: readonly [string, string][]; reeferType: string; brands: readonly [string, string][] }
> = {
  city: {
    types: [
      ['H32', 'light'],
      ['H42', 'light'],
    ],
    reeferType: 'H32',
    brands: [
      ['江铃 顺达', 'LEF'],
      ['福田 奥铃', 'LVB'],
      ['江淮 帅铃', 'LJ1'],
      ['上汽大通 V80', 'LSK'],
      ['依维柯 欧胜', 'LNY'],
      ['庆铃 五十铃', 'LCR'],
    ],
  },
  regional: {
    types: [
      ['H22', 'medium'],
      ['H29', 'medium'],
      ['H22', 'medium'],
    ],
    reeferType: 'H22',
    brands: [
      ['解放 J6L', 'LFW'],
      ['东风 天锦', 'LGA'],
      ['重汽 豪沃', 'LZZ'],
      ['福田 欧马可', 'LVB'],
    ],
  },
  trunk: {
    types: [['Q11', 'heavy']],
    reeferType: 'Q11',
    brands: [
      ['解放 J6P', 'LFW'],
      ['东风 天龙', 'LGA'],
      ['重汽 汕德卡', 'LZZ'],
      ['陕汽 德龙', 'LZG'],
    ],
  },
};

// Administrative-division prefixes of the fleets' cities (for drivers' ID and licence numbers).
const REGION_CODES: Record<string, string> = {
  shanghai: '310115',
  nanjing: '320115',
  suzhou: '320506',
  wuxi: '320214',
  hangzhou: '330109',
  ningbo: '330206',
  hefei: '340104',
  wuhan: '420112',
  changsha: '430111',
  beijing: '110105',
  tianjin: '120116',
};

function terminalModel(rng: Random, refrigerated: boolean, duty: DutyKind): TerminalModel {
  if (refrigerated) return rng.chance(0.45) ? 'CT-4019' : 'CT-4013';
  if (duty === 'city' && rng.chance(0.15)) return 'GT-1013';
  return rng.chance(0.45) ? 'AS-9019' : 'AS-8013';
}

function expiry(rng: Random, dayStart: number): number {
  // 5 % already expired, 8 % within the 30-day near-expiry window, the rest later in the year.
  const days = rng.weighted([
    [rng.int(-60, -1), 5],
    [rng.int(0, 30), 8],
    [rng.int(31, 365), 87],
  ] as const);
  return dayStart + days * DAY_MS + 16 * 3_600_000;
}

export interface FleetInput {
  seed: number;
  companyId: number;
  homes: readonly VehicleHome[];
  count: number;
  firstVehicleId: number;
  firstDriverId: number;
  dayStart: number;
  /** Plates and terminal phones already taken (shared across companies). */
  plates: Set<string>;
  phones: Set<string>;
}

export interface Fleet {
  vehicles: FleetVehicle[];
  drivers: DriverRow[];
}

function unique(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/** Vehicles and their drivers for one company; a pure function of the input. */
export function generateFleet(input: FleetInput): Fleet {
  const rng = new Random(mixSeed(input.seed, 101, input.companyId));
  const homeWeights = input.homes.map((h) => [h, h.weight] as const);
  const vehicles: FleetVehicle[] = [];
  const drivers: DriverRow[] = [];
  const depots = new Map<number, LonLat>();
  const newDriver = (home: VehicleHome): DriverRow => {
    const region = REGION_CODES[home.fleet.city] ?? '310115';
    const licence = residentIdNumber(rng, region, 1968, 2000);
    const row: DriverRow = {
      id: input.firstDriverId + drivers.length,
      company_id: input.companyId,
      department_id: home.departmentId,
      name: chineseName(rng),
      phone: mobilePhone(rng),
      licence_no: licence,
      ic_card: rng.digits(10),
    };
    drivers.push(row);
    return row;
  };

  for (let i = 0; i < input.count; i += 1) {
    const home = rng.weighted(homeWeights);
    const duty = rng.weighted(Object.entries(home.fleet.duty) as [DutyKind, number][]);
    const kind = KINDS[duty];
    const refrigerated = rng.chance(duty === 'trunk' ? 0.3 : duty === 'city' ? 0.45 : 0.42);
    const [baseType, size] = rng.pick(kind.types);
    const [brand, wmi] = rng.pick(kind.brands);
    const newEnergy = duty === 'city' && rng.chance(0.15);
    const plateKind: PlateKind = newEnergy ? 'newEnergySmall' : 'ordinary';
    const prefix = rng.pick(home.fleet.platePrefixes);
    const model = terminalModel(rng, refrigerated, duty);
    const city = CITIES[home.fleet.city];
    if (!depots.has(home.departmentId)) {
      depots.set(home.departmentId, {
        lon: city.lon + rng.range(-0.12, 0.12),
        lat: city.lat + rng.range(-0.1, 0.1),
      });
    }
    const driver = newDriver(home);
    const id = input.firstVehicleId + i;
    const fuel = newEnergy
      ? 0
      : size === 'light'
        ? rng.range(10, 14)
        : size === 'medium'
          ? rng.range(18, 24)
          : rng.range(30, 36);
    // Drawn in the order the rows always drew them, so a seed keeps producing the same fleet.
    const plateText = unique(input.plates, () => plate(rng, prefix, plateKind));
    const vinText = vin(rng, wmi + rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2));
    const phone = unique(
      input.phones,
      () => '0' + rng.pick(['145', '147', '148', '149', '172']) + rng.digits(8),
    );
    const row: VehicleRow = {
      id,
      company_id: input.companyId,
      department_id: home.departmentId,
      plate: plateText,
      plate_color: newEnergy ? PLATE_COLOR.green : size === 'light' ? PLATE_COLOR.blue : PLATE_COLOR.yellow,
      vin: vinText,
      vehicle_type: refrigerated ? kind.reeferType : baseType,
      brand,
      terminal_phone: phone,
      terminal_model: model,
      protocol_version: TERMINAL_MODELS[model].edition,
      ...terminalBinding(phone, TERMINAL_MODELS[model].edition),
      auth_code: rng.chars('0123456789ABCDEF', 16),
      driver_id: driver.id,
      refrigerated: refrigerated ? 1 : 0,
      speed_limit_kmh:
        duty === 'city'
          ? 80
          : rng.weighted([
              [80, 3],
              [90, 4],
              [100, duty === 'trunk' ? 1 : 2],
            ] as const),
      fuel_per_100km: Math.round((fuel + (refrigerated && fuel > 0 ? 2 : 0)) * 10) / 10,
      insurance_expiry: expiry(rng, input.dayStart),
      certificate_expiry: expiry(rng, input.dayStart),
      created_at: input.dayStart - rng.int(60, 1500) * DAY_MS + rng.int(9, 17) * 3_600_000,
    };
    const ageDays = (input.dayStart - row.created_at) / DAY_MS;
    vehicles.push({
      index: i,
      row,
      home,
      duty,
      depot: depots.get(home.departmentId) ?? city,
      cargo: refrigerated ? (rng.chance(0.55) ? 'frozen' : 'chilled') : null,
      probeCount: refrigerated
        ? rng.weighted([
            [1, 35],
            [2, 45],
            [3, 10],
            [4, 10],
          ] as const)
        : 0,
      risk: rng.chance(0.06) ? rng.range(2.5, 4.5) : rng.range(0.4, 1.5),
      initialMileageKm: Math.round(
        ageDays * (duty === 'trunk' ? 420 : duty === 'regional' ? 230 : 110) * rng.range(0.7, 1.1),
      ),
    });
  }
  // Spare drivers (about 10 %) without a vehicle of their own.
  const spares = Math.ceil(input.count / 10);
  for (let i = 0; i < spares; i += 1) newDriver(rng.weighted(homeWeights));
  return { vehicles, drivers };
}
