import { ENDPOINTS, type FleetRecordOptions } from '@roadwatch/core';
import { useMemo } from 'react';
import { api } from '../app/api';
import { useLoaded } from '../personalize/useLoaded';

const EMPTY: FleetRecordOptions = { vehicles: [], sharedVehicles: [], drivers: [], gasCards: [] };
const load = () => api.call(ENDPOINTS.fleetRecordOptions, {});

export interface FleetRecordChoices extends FleetRecordOptions {
  /** Vehicles and drivers as select options (label: plate, name). */
  vehicleOptions: { value: number; label: string }[];
  /** The vehicles a running record (refuelling, use record) may name: own ones and those lent under business authorisation. */
  runningVehicleOptions: { value: number; label: string }[];
  driverOptions: { value: number; label: string }[];
}

/** Vehicles, drivers and fuel cards in scope for the trailer, refuelling and use record forms, once per page. */
export function useFleetRecordOptions(): FleetRecordChoices {
  const [loaded] = useLoaded(load, 'fleetRecordOptions');
  const options = loaded.state === 'ready' ? loaded.value : EMPTY;
  return useMemo(
    () => ({
      ...options,
      vehicleOptions: options.vehicles.map((v) => ({ value: v.id, label: v.plate })),
      runningVehicleOptions: [...options.vehicles, ...options.sharedVehicles].map((v) => ({
        value: v.id,
        label: v.plate,
      })),
      driverOptions: options.drivers.map((d) => ({ value: d.id, label: d.name })),
    }),
    [options],
  );
}
