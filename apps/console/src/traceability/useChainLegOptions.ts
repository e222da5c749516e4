import { ENDPOINTS, type ChainLegOptions } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const EMPTY: ChainLegOptions = { warehouses: [], vehicles: [], stores: [] };

/** The warehouses, vehicles and stores a leg may name (the caller's scope), loaded once per form. */
export function useChainLegOptions(): ChainLegOptions {
  const [options, setOptions] = useState<ChainLegOptions>(EMPTY);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.chainLegOptions, {})
      .then((answer) => {
        if (live) setOptions(answer);
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'chain leg options failed', error);
      });
    return () => {
      live = false;
    };
  }, []);
  return options;
}
