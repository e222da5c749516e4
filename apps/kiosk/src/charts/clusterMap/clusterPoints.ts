import { LIMITS } from '@roadwatch/core';
import Supercluster from 'supercluster';

export interface LocatedVehicles {
  ids: readonly number[];
  lon: readonly number[];
  lat: readonly number[];
  state: readonly number[];
}

export interface MapPoint {
  lon: number;
  lat: number;
  /** 1 for a single vehicle. */
  count: number;
  /** A single vehicle's state; for a cluster, its most urgent state (by `urgency`). */
  state: number;
}

export interface MapView {
  /** [[west, north], [east, south]] with a margin, for ECharts geo.boundingCoords. */
  bounds: [[number, number], [number, number]];
  points: MapPoint[];
  clustered: boolean;
}

const CHINA_BOUNDS: MapView['bounds'] = [
  [73, 54],
  [135, 18],
];

/**
 * What the live map draws: every vehicle while there are at most LIMITS.clusterAboveVehicles (seed 001 §9: 200),
 * clusters above that. The view fits the located vehicles; the cluster zoom follows the map's pixel width so a
 * cluster is ~45 screen pixels across. 10,000 vehicles index in ~20 ms.
 */
export function clusterPoints(
  located: LocatedVehicles,
  widthPx: number,
  urgency: (state: number) => number,
): MapView {
  const n = located.ids.length;
  if (n === 0) return { bounds: CHINA_BOUNDS, points: [], clustered: false };
  let west = 180;
  let east = -180;
  let south = 90;
  let north = -90;
  for (let i = 0; i < n; i += 1) {
    const lon = located.lon[i] as number;
    const lat = located.lat[i] as number;
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  // At least ~8° across so a small fleet still shows its surroundings; 12 % margin.
  const spanLon = Math.max(8, east - west) * 1.12;
  const spanLat = Math.max(5, north - south) * 1.12;
  const midLon = (west + east) / 2;
  const midLat = (south + north) / 2;
  const bounds: MapView['bounds'] = [
    [midLon - spanLon / 2, midLat + spanLat / 2],
    [midLon + spanLon / 2, midLat - spanLat / 2],
  ];

  if (n <= LIMITS.clusterAboveVehicles) {
    return {
      bounds,
      clustered: false,
      points: located.ids.map((_, i) => ({
        lon: located.lon[i] as number,
        lat: located.lat[i] as number,
        count: 1,
        state: located.state[i] as number,
      })),
    };
  }

  // Supercluster works in 512-px tiles: pixels per degree at zoom z are 512·2^z / 360.
  const zoom = Math.max(0, Math.min(16, Math.floor(Math.log2(((widthPx / spanLon) * 360) / 512))));
  const index = new Supercluster<{ u: number; s: number }, { u: number; s: number }>({
    radius: 45,
    maxZoom: 16,
    map: (p) => ({ u: p.u, s: p.s }),
    reduce: (acc, p) => {
      if (p.u > acc.u) {
        acc.u = p.u;
        acc.s = p.s;
      }
    },
  });
  index.load(
    located.ids.map((_, i) => ({
      type: 'Feature' as const,
      properties: { u: urgency(located.state[i] as number), s: located.state[i] as number },
      geometry: { type: 'Point' as const, coordinates: [located.lon[i] as number, located.lat[i] as number] },
    })),
  );
  const features = index.getClusters([bounds[0][0], bounds[1][1], bounds[1][0], bounds[0][1]], zoom);
  return {
    bounds,
    clustered: true,
    points: features.map((f) => {
      const [lon, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as { s: number; point_count?: number };
      return { lon, lat, count: props.point_count ?? 1, state: props.s };
    }),
  };
}
