import type { Edition } from '@roadwatch/jt808';
import type { CityKey, LonLat } from '../world';

/** How a vehicle works: city delivery loops, regional runs between nearby cities, long-haul trunk lines. */
export type Duty = 'city' | 'regional' | 'trunk';

/** A temperature probe of a refrigerated vehicle and the range its goods need. */
export interface ProbeSpec {
  /** 1–16. */
  probe: number;
  minC: number;
  maxC: number;
}

/** Where the vehicle was last seen (the database's latest state), so the live run continues from there. */
export interface LastKnown {
  lon: number;
  lat: number;
  acc: boolean;
  mileageKm: number;
  directionDeg: number;
  /** Epoch ms of the last fix, or null. */
  gpsTime: number | null;
}

/**
 * Body equipment wired to the terminal's IO inputs (item 0x2A, Roadwatch's profile): a dump truck's hydraulic lift,
 * a bulk cement or ash tanker's unloading valve, a tractor's fifth-wheel coupling.
 */
export type BodyEquipment = 'dumpBody' | 'bulkTank' | 'tractor';

/** One simulated vehicle and its terminal: everything the simulator needs, nothing it has to look up. */
export interface SimVehicleSpec {
  vehicleId: number;
  /** Terminal phone digits as stored for the vehicle (12 digits; 2019 headers pad them to 20). */
  phone: string;
  plate: string;
  /** JT/T 697.7 plate colour: 1 blue, 2 yellow, 5 green. */
  plateColor: number;
  edition: Edition;
  /** Sent in 0x0100; temperature items are encoded by this model's convention. */
  terminalModel: string;
  duty: Duty;
  homeCity: CityKey;
  /** Where it parks at night at home. */
  depot: LonLat;
  speedLimitKmh: number;
  /** Sends ADAS (0x64) and DSM (0x65) items. */
  activeSafety: boolean;
  /** Empty unless refrigerated. */
  probes: readonly ProbeSpec[];
  /** What its IO inputs report (item 0x2A); null: no equipment wired, no item sent. */
  body: BodyEquipment | null;
  /**
   * The rated load (kg) of a truck with a load sensor, which reports its weighing as item 0xE3 (Roadwatch's
   * profile); absent or null: no sensor, no item sent.
   */
  ratedLoadKg?: number | null;
  /**
   * The device number of the trailer a tractor starts coupled to, reported as item 0xE4 (Roadwatch's profile) until
   * `coupleTrailer` changes it; absent or null: no trailer, no item sent.
   */
  trailerNo?: string | null;
  /** 0 for electric vehicles (no fuel item). */
  fuelPer100Km: number;
  tankL: number;
  /** Multiplies the driver-risk event rate; most drivers 0.5–1.5. */
  risk: number;
  last: LastKnown | null;
}

/**
 * What a terminal connection needs of whatever it is mounted on: a vehicle, or a site's fixed logger (vehicle id 0,
 * the site's name as plate, plate colour 0 as JT/T 808 has it for terminals not on a vehicle).
 */
export type TerminalSpec = Pick<
  SimVehicleSpec,
  'vehicleId' | 'phone' | 'plate' | 'plateColor' | 'edition' | 'terminalModel' | 'homeCity'
>;
