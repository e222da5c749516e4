import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { DepartmentNode } from '../types/alarmHandling';

export interface VehicleFormOptions {
  /** The caller's department subtree, their own department at the top. */
  departments: DepartmentNode[];
  /** Fleets in the caller's scope with their department (a vehicle joins a fleet of its department or above). */
  fleets: { id: number; name: string; code: string; departmentId: number }[];
  /** Drivers in the caller's scope. */
  drivers: { id: number; name: string; phone: string }[];
  /** Valid codes of the company's `vehicleTypeGb` dictionary, in their order. */
  vehicleTypes: { code: string; nameZh: string; nameEn: string }[];
}

export const vehicleFormOptionsEndpoints = {
  /** What the vehicle form offers, in one call (readers of the vehicle page). */
  vehicleFormOptions: endpoint<VehicleFormOptions>()({
    name: 'vehicleFormOptions',
    method: 'GET',
    module: 'tms',
    path: '/vehicleInfo/formOptions',
    access: { operationId: 'tmsVehicleInfo' },
    request: z.strictObject({}),
  }),
};
