import type { Edition } from '@roadwatch/jt808';
import type { CityKey } from '../world';
import type { ProbeSpec } from './SimVehicleSpec';

/** A warehouse's or store's fixed temperature logger: a JT/T 808 terminal that never moves. */
export interface SimSiteSpec {
  siteId: number;
  /** Terminal phone digits as stored for the site (12 digits). */
  phone: string;
  kind: 'warehouse' | 'store';
  /** Sent as the "plate" in 0x0100 (plate colour 0: not a vehicle). */
  name: string;
  edition: Edition;
  /** Sent in 0x0100; the probe item is encoded by this model's convention. */
  terminalModel: string;
  /** Registration area of the 0x0100. */
  homeCity: CityKey;
  lon: number;
  lat: number;
  /** The site's temperature points (probe 1–16 and the range its room or cabinet must keep). */
  probes: readonly ProbeSpec[];
}
