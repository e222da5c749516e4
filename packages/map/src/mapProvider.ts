/** Map types by index (seed 000 §9): TMap, GMap, BMap, AMap. */
export const MAP_TYPE_INDEX = { tmap: 0, gmap: 1, bmap: 2, amap: 3 } as const;

export type MapProvider = 'amap' | 'offline';

/**
 * Which map draws: Gaode (AMap) when a key is configured — Google, Baidu and Tianditu have no loader here, so
 * they fall back to Gaode as the seed says Google does — otherwise the offline map, which needs no key and no
 * network.
 */
export function resolveProvider(mapType: number, amapKey: string | undefined): MapProvider {
  void mapType;
  return amapKey ? 'amap' : 'offline';
}
