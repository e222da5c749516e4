import type { Edition } from '@roadwatch/jt808';
import type { CityKey } from '../world';
import type { ProbeSpec } from './SimVehicleSpec';

/**
 * An incubator's portable temperature logger: a JT/T 808 terminal of its own that rests at a warehouse and rides a
 * vehicle for part of the day, reporting where it is with its probe (and humidity).
 */
export interface SimPortableSpec {
  /** The incubator's site id. */
  siteId: number;
  /** Terminal phone digits as stored for the incubator (12 digits). */
  phone: string;
  /** Sent as the "plate" in 0x0100 (plate colour 0: not a vehicle). */
  name: string;
  edition: Edition;
  /** Sent in 0x0100; the probe item is encoded by this model's convention. */
  terminalModel: string;
  homeCity: CityKey;
  /** Its one probe and the range of its model. */
  probe: ProbeSpec;
  /** Where it rests when no vehicle carries it (a warehouse's position). */
  home: { lon: number; lat: number };
  /** The simulated vehicle that carries it during `rideHours` (null: it never leaves home). */
  carrierVehicleId: number | null;
  /** China-time hours [from, to) of each day it rides the carrier. */
  rideHours: readonly [number, number];
}
