import * as echartsCore from 'echarts/core';
import china from 'echarts-china-geo/map/json/china.json';
import { CHINA_MAP } from '../chinaGeo';
import { CHINA_PROVINCE_FILES } from './chinaProvinces';

type Registrar = Pick<typeof echartsCore, 'registerMap'>;
type GeoJson = Parameters<typeof echartsCore.registerMap>[1];

let chinaRegistered = false;
const provinces = new Map<string, Promise<string>>();

/**
 * Registers the offline China map (provinces as regions, named 北京 … 新疆 as in the file) with ECharts once,
 * synchronously; returns the map name. No key and no network: the boundaries ship with the app.
 */
export function registerChinaMap(echarts: Registrar = echartsCore): string {
  if (!chinaRegistered) {
    // The file is echarts@4's compressed GeoJSON (UTF8Encoding); ECharts 6 still decodes it.
    echarts.registerMap(CHINA_MAP, china as unknown as GeoJson);
    chinaRegistered = true;
  }
  return CHINA_MAP;
}

/** Registers one province's map (its cities as regions) under its short name; resolves to the map name. */
export function registerProvinceMap(province: string, echarts: Registrar = echartsCore): Promise<string> {
  const existing = provinces.get(province);
  if (existing) return existing;
  const load = CHINA_PROVINCE_FILES[province];
  if (!load) return Promise.reject(new Error(`no offline map for province ${province}`));
  const registered = load().then((mod) => {
    echarts.registerMap(province, mod.default as unknown as GeoJson);
    return province;
  });
  provinces.set(province, registered);
  registered.catch(() => provinces.delete(province));
  return registered;
}

/** Short names of every province the offline map knows. */
export function offlineProvinceNames(): string[] {
  return Object.keys(CHINA_PROVINCE_FILES);
}

interface ChinaFeature {
  properties: { name: string; cp?: [number, number] };
}

/** The label point (lon, lat) of each province in the offline map, by its short name: where 3D bars stand. */
export function chinaProvinceCentres(): ReadonlyMap<string, [number, number]> {
  const centres = new Map<string, [number, number]>();
  for (const f of (china as unknown as { features: ChinaFeature[] }).features) {
    if (f.properties.cp) centres.set(f.properties.name, f.properties.cp);
  }
  return centres;
}

/** The map name of the provinces a fleet is in (see registerProvincesSubset). */
export const CHINA_SUBSET_MAP = 'china-subset';
let subsetKey = '';

/**
 * Registers (under one name, replaced when the set changes, so the registry never grows) a map of only the
 * given provinces, so a view of a regional fleet fills its panel instead of showing it in a corner of China.
 */
export function registerProvincesSubset(names: readonly string[], echarts: Registrar = echartsCore): string {
  const wanted = new Set(names.filter((n) => CHINA_PROVINCE_FILES[n] !== undefined));
  const key = [...wanted].sort().join(',');
  if (key === subsetKey) return CHINA_SUBSET_MAP;
  subsetKey = key;
  // A deep copy: ECharts decodes a compressed map in place, and the whole-country map must stay untouched.
  const copy = JSON.parse(JSON.stringify(china)) as { features: ChinaFeature[] };
  copy.features = copy.features.filter((f) => wanted.size === 0 || wanted.has(f.properties.name));
  echarts.registerMap(CHINA_SUBSET_MAP, copy as unknown as GeoJson);
  return CHINA_SUBSET_MAP;
}

/** A longitude/latitude rectangle: x, y its south-west corner (degrees). */
export interface GeoRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

let provinceRects: ReadonlyMap<string, GeoRect> | undefined;

/** The rectangle around the given provinces (short names) in the offline map; null when it knows none of them. */
export function provincesBoundingRect(names: readonly string[]): GeoRect | null {
  // ECharts' parser decodes the compressed file in place: a copy keeps the registered map untouched.
  provinceRects ??= new Map(
    echartsCore
      .parseGeoJSON(JSON.parse(JSON.stringify(china)), 'name')
      .map((region) => [region.name, region.getBoundingRect()]),
  );
  const rects = names.flatMap((name) => provinceRects?.get(name) ?? []);
  if (rects.length === 0) return null;
  const west = Math.min(...rects.map((r) => r.x));
  const south = Math.min(...rects.map((r) => r.y));
  const east = Math.max(...rects.map((r) => r.x + r.width));
  const north = Math.max(...rects.map((r) => r.y + r.height));
  return { x: west, y: south, width: east - west, height: north - south };
}
