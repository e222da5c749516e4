import { ENDPOINTS, type FleetCostOptions } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const EMPTY: FleetCostOptions = { vehicles: [], sharedVehicles: [], drivers: [], contacts: [] };

/** Vehicles and reminder contacts of the insurance and certificate pages, loaded once per page. */
export function useFleetCostOptions(): FleetCostOptions {
  const [options, setOptions] = useState<FleetCostOptions>(EMPTY);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.fleetCostOptions, {})
      .then((answer) => live && setOptions(answer))
      .catch((error: unknown) => logError('pageLoad', 'fleetCostOptions failed', error));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
