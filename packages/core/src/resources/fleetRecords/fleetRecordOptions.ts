import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import type { GasCardChoice } from './gasCard';

/** The pages whose forms read `fleetRecordOptions`; holding any of them is enough. */
export const FLEET_RECORD_PAGES = ['tmsTrailer', 'tmsRefuel', 'tmsUseRecord'] as const;

/** What the trailer, refuelling and use record forms offer: vehicles, drivers and fuel cards in scope. */
export interface FleetRecordOptions {
  vehicles: { id: number; plate: string }[];
  /** Partners' vehicles lent to the company under business authorisation, in use now: refuelling and use records take them. */
  sharedVehicles: { id: number; plate: string }[];
  drivers: { id: number; name: string }[];
  gasCards: GasCardChoice[];
}

export const fleetRecordEndpoints = {
  /** Needs one of FLEET_RECORD_PAGES (checked by the handler). */
  fleetRecordOptions: endpoint<FleetRecordOptions>()({
    name: 'fleetRecordOptions',
    method: 'GET',
    module: 'tms',
    path: '/fleetRecord/options',
    access: 'session',
    request: z.strictObject({}),
  }),
};
