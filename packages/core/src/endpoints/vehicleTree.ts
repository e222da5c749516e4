import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { VMSG } from '../validators/messages';

const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid }).optional();

/**
 * The tree's fixed filter flags (seed 001 §7), as they read on our data:
 * - `isMonitor=1`: vehicles with a bound terminal (only those can be monitored);
 * - `isAdas=1`: vehicles whose terminal has active-safety equipment (ADAS or DSM);
 * - `isCamera=1`: vehicles whose terminal has video channels; with `isPictureNumber=1` each vehicle carries its
 *   channel count (`channels`), for the video and snapshot pickers;
 * - `isNoShare=1`: the company's own vehicles only, not vehicles partners share with it (without the flag, shared
 *   vehicles in use are in the tree, marked `shared`, for callers who see the whole company);
 * - `eqSourceIdList`: vehicles whose bound device is of one of these device types.
 * `keyword` keeps vehicles whose system or custom plate contains it.
 */
export const vehicleTreeRequest = z.strictObject({
  keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  isMonitor: flag,
  isAdas: flag,
  isCamera: flag,
  isPictureNumber: flag,
  isNoShare: flag,
  eqSourceIdList: z
    .array(z.number({ error: VMSG.invalid }).int({ error: VMSG.integer }).min(0).max(999), {
      error: VMSG.invalid,
    })
    .max(20, { error: VMSG.tooBig })
    .optional(),
});
export type VehicleTreeRequest = z.input<typeof vehicleTreeRequest>;

export interface VehicleTreeDepartment {
  id: number;
  /** null for the caller's own (top) department. */
  parentId: number | null;
  name: string;
}

export interface VehicleTreeFleet {
  id: number;
  departmentId: number;
  name: string;
}

export interface VehicleTreeVehicle {
  id: number;
  plateNumber: string;
  customPlate: string;
  departmentId: number;
  fleetId: number | null;
  online: 0 | 1;
  /** Video channels of the bound terminal; only with `isPictureNumber=1`. */
  channels?: number;
  /** A partner's vehicle shared with the caller's company (in use now); it hangs under the top department. */
  shared?: true;
}

/**
 * Flat lists (the client builds department → fleet → vehicle): every department of the caller's subtree, the fleets
 * in it, and the vehicles that pass the flags, ordered by plate.
 */
export interface VehicleTreeResponse {
  departments: VehicleTreeDepartment[];
  fleets: VehicleTreeFleet[];
  vehicles: VehicleTreeVehicle[];
}

export const vehicleTreeEndpoints = {
  /** The vehicle tree of every vehicle picker, inside the caller's company and department subtree. */
  vehicleTree: endpoint<VehicleTreeResponse>()({
    name: 'vehicleTree',
    method: 'POST',
    module: 'monitor',
    path: '/tree',
    access: 'session',
    request: vehicleTreeRequest,
  }),
};
