import { ENDPOINTS } from '@roadwatch/core';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';

/** How long typing rests before the vehicle search asks the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * The vehicle choices of a report's filter: searched on the server by plate keyword (a fleet of thousands is never
 * loaded whole), keeping every plate seen so far so chosen vehicles keep their names. Without a keyword it tells
 * `onCount` how many vehicles the caller sees.
 */
export function useVehicleSearch(
  knownPlates: ReadonlyMap<number, string>,
  onCount: (count: number) => void,
): { options: { value: number; label: string }[]; setKeyword: (keyword: string) => void } {
  const [keyword, setKeyword] = useState('');
  const [plates, setPlates] = useState(() => new Map(knownPlates));

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(ENDPOINTS.vehicleTree, keyword ? { keyword } : {})
        .then((tree) => {
          if (!live) return;
          if (!keyword) onCount(tree.vehicles.length);
          setPlates((old) => new Map([...old, ...tree.vehicles.map((v) => [v.id, v.plateNumber] as const)]));
        })
        .catch((error: unknown) => logError('pageLoad', 'vehicle search failed', error));
    }, SEARCH_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, onCount]);

  const options = useMemo(() => [...plates].map(([value, label]) => ({ value, label })), [plates]);
  return { options, setKeyword };
}
