import type * as Echarts from 'echarts/core';

/** Name under which the China outline is registered with ECharts. */
export const CHINA_MAP = 'china';

/** Name of the city-level map of the provinces around a track (re-registered for each track). */
export const TRACK_CITIES_MAP = 'track-cities';

type GeoJson = Parameters<typeof Echarts.registerMap>[1];
interface EncodedCollection {
  type: 'FeatureCollection';
  UTF8Encoding?: boolean;
  features: unknown[];
}

/** Registers China's province boundaries once (the offline module; the boundaries ship with the app). */
export async function ensureChinaMap(echarts: typeof Echarts): Promise<void> {
  const offline = await import('./offline');
  offline.registerChinaMap(echarts);
}

/** How many provinces around a track get their city boundaries drawn. */
const NEAREST_PROVINCES = 3;

/**
 * Registers the city boundaries of the provinces nearest to a point as one map (the track rarely leaves them),
 * so a track zoomed to a few kilometres still sits among named cities. Resolves to the map name, or null.
 */
export async function registerCitiesAround(
  echarts: typeof Echarts,
  lon: number,
  lat: number,
  mapName: string = TRACK_CITIES_MAP,
): Promise<string | null> {
  const offline = await import('./offline');
  const { CHINA_PROVINCE_FILES } = await import('./offline/chinaProvinces');
  const nearest = [...offline.chinaProvinceCentres()]
    .map(([name, [cLon, cLat]]) => ({ name, d: (cLon - lon) ** 2 + (cLat - lat) ** 2 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, NEAREST_PROVINCES);
  const files = await Promise.all(
    nearest.map(async ({ name }) => {
      const load = CHINA_PROVINCE_FILES[name];
      return load ? ((await load()).default as EncodedCollection) : null;
    }),
  );
  const features = files.flatMap((f) => f?.features ?? []);
  if (features.length === 0) return null;
  // Every file is echarts@4's encoded GeoJSON, so their features can share one collection.
  const merged: EncodedCollection = { type: 'FeatureCollection', UTF8Encoding: true, features };
  echarts.registerMap(mapName, merged as unknown as GeoJson);
  return mapName;
}
