import fs from 'node:fs';
import { GAZETTEER_FILE, type GazetteerData } from '../../geo/gazetteerData';
import { serverFile } from '../../serverFiles';

/**
 * Where an administrative area is drawn and labelled: the mean of its county seats, by region-tree path
 * (`province`, `province/city`, `province/city/county` — the values of the region selector, which come from the
 * same gazetteer: GB/T 2260 codes, `city-<n>` for a city without one, `<city>-<n>` for a county).
 */
export function buildRegionCentres(data: GazetteerData): Map<string, [number, number]> {
  const sums = new Map<string, { lon: number; lat: number; n: number }>();
  const add = (key: string, lon: number, lat: number) => {
    const s = sums.get(key) ?? { lon: 0, lat: 0, n: 0 };
    s.lon += lon;
    s.lat += lat;
    s.n++;
    sums.set(key, s);
  };
  const cityValue = (index: number) => {
    const city = data.cities[index];
    return city ? city[3] || `city-${index}` : null;
  };
  data.counties.forEach(([, , cityIndex, lon, lat], index) => {
    const city = data.cities[cityIndex];
    const value = cityValue(cityIndex);
    const province = city ? data.provinces[city[2]] : undefined;
    if (!city || !value || !province) return;
    const provinceCode = province[2];
    add(provinceCode, lon, lat);
    add(`${provinceCode}/${value}`, lon, lat);
    add(`${provinceCode}/${value}/${value}-${index}`, lon, lat);
  });
  const centres = new Map<string, [number, number]>();
  for (const [key, s] of sums) {
    centres.set(key, [Math.round((s.lon / s.n) * 1e6) / 1e6, Math.round((s.lat / s.n) * 1e6) / 1e6]);
  }
  return centres;
}

let centres: Map<string, [number, number]> | null = null;

/** The centre of a region-tree path, or null when the gazetteer has no such region. */
export function regionCentre(path: string): [number, number] | null {
  if (!centres) {
    const file = serverFile(GAZETTEER_FILE);
    centres = buildRegionCentres(JSON.parse(fs.readFileSync(file, 'utf8')) as GazetteerData);
  }
  return centres.get(path) ?? null;
}
