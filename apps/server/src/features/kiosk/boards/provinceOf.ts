import { shortProvinceName } from '@roadwatch/core';
import { chinaGazetteer, type Gazetteer } from '../../../geo/gazetteer';

let gazetteer: Gazetteer | undefined;

/** Province of a position by the offline gazetteer, with a grid memo (0.05°) so 10,000 vehicles stay cheap. */
export function provinceLookup(): (lon: number, lat: number) => { name: string; nameEn: string } | null {
  gazetteer ??= chinaGazetteer();
  const g = gazetteer;
  const memo = new Map<string, { name: string; nameEn: string } | null>();
  return (lon, lat) => {
    const key = `${Math.round(lon * 20)}:${Math.round(lat * 20)}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    const place = g.lookup(lon, lat);
    const value = place ? { name: shortProvinceName(place.province), nameEn: place.provinceEn } : null;
    memo.set(key, value);
    return value;
  };
}
