import { ENDPOINTS, type RegionNode } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** Names of the provinces and cities of the region tree by code, in the user's language (empty until loaded). */
export function useRegionNames(): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.regionTree, {})
      .then((tree: RegionNode[]) => {
        const map = new Map<string, string>();
        for (const province of tree) {
          map.set(province.value, province.label);
          for (const city of province.children ?? []) map.set(city.value, city.label);
        }
        if (live) setNames(map);
      })
      .catch((error: unknown) => logError('pageLoad', 'region names failed', error));
    return () => {
      live = false;
    };
  }, []);
  return names;
}

/** `440000/440300` → `广东省 / 深圳市` (a code without a name stays as it is). */
export function regionText(code: string, names: ReadonlyMap<string, string>): string {
  return code
    ? code
        .split('/')
        .map((c) => names.get(c) ?? c)
        .join(' / ')
    : '';
}
