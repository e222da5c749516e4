import { ACC_STATUS, type LiveVehicleState, type VehicleOperationState } from '@roadwatch/core';

export type ConnectionFilter = 'all' | 'online' | 'offline' | 'accOn' | 'alarm';

export interface VehicleFilter {
  connection: ConnectionFilter;
  /** Operation state, or null for any. */
  state: VehicleOperationState | null;
}

export const NO_FILTER: VehicleFilter = { connection: 'all', state: null };

export const isFiltering = (f: VehicleFilter): boolean => f.connection !== 'all' || f.state !== null;

/** Whether a vehicle passes the tree's filters (connection, ACC, open alarm, operation state). */
export function passesFilter(
  f: VehicleFilter,
  v: LiveVehicleState,
  state: VehicleOperationState | undefined,
  withOpenAlarm: ReadonlySet<number>,
): boolean {
  if (f.state !== null && state !== f.state) return false;
  switch (f.connection) {
    case 'online':
      return v.online === 1;
    case 'offline':
      return v.online === 0;
    case 'accOn':
      return v.acc === ACC_STATUS.on;
    case 'alarm':
      return withOpenAlarm.has(v.vehicleId);
    default:
      return true;
  }
}
