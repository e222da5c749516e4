import { LIMITS } from '@roadwatch/core';
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';

/** Located vehicles as parallel arrays (cheap to post to the worker). */
export interface LocatedVehicles {
  ids: ArrayLike<number>;
  lon: ArrayLike<number>;
  lat: ArrayLike<number>;
  /** Operation state 1–6. */
  state: ArrayLike<number>;
  /** Heading in degrees. */
  dir: ArrayLike<number>;
}

export interface MapViewport {
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
  /** Supercluster zoom for the view (see `clusterZoom`). */
  zoom: number;
}

/** One thing drawn on the map: a single vehicle or a cluster of them. */
export interface MapMark {
  kind: 'vehicle' | 'cluster';
  /** Vehicle id, or the cluster's id in the index. */
  id: number;
  lon: number;
  lat: number;
  /** A vehicle's operation state; a cluster's most urgent one. */
  state: number;
  dir: number;
  count: number;
  /** A cluster's first plates (at most PLATES_LISTED); a vehicle's own plate. */
  plates: string[];
  /** Plates of the cluster not listed. */
  more: number;
  /** The zoom at which a cluster splits (a click zooms there). */
  expandZoom: number;
}

export interface ClusteredView {
  marks: MapMark[];
  clustered: boolean;
}

/** Plates a cluster's tooltip lists before "and k more". */
export const PLATES_LISTED = 10;
/** Supercluster's tile size: pixels per degree at zoom z are TILE·2^z / 360. */
const TILE = 512;
const MAX_ZOOM = 18;

/** Most urgent first: dangerous, alarm, abnormal, offline, running, stopped. */
const URGENCY: Readonly<Record<number, number>> = { 5: 6, 6: 5, 4: 4, 3: 3, 1: 2, 2: 1 };
const urgency = (state: number) => URGENCY[state] ?? 0;

/** The supercluster zoom at which a map `widthPx` wide shows `spanLon` degrees. */
export function clusterZoom(widthPx: number, spanLon: number): number {
  if (spanLon <= 0 || widthPx <= 0) return 0;
  return Math.max(0, Math.min(MAX_ZOOM, Math.log2((widthPx * 360) / (spanLon * TILE))));
}

interface Props {
  i: number;
  u: number;
}

/**
 * What the live map draws in a viewport: every located vehicle while there are at most LIMITS.clusterAboveVehicles,
 * clusters above that (supercluster, radius ~50 px). A cluster carries its most urgent state, its first plates and
 * the zoom at which it splits. 10,000 vehicles index in ~20 ms (done in a worker).
 */
export function clusterView(
  located: LocatedVehicles,
  plateOf: (vehicleId: number) => string,
  view: MapViewport,
): ClusteredView {
  const n = located.ids.length;
  const [west, south, east, north] = view.bbox;
  const single = (i: number): MapMark => {
    const id = located.ids[i] as number;
    return {
      kind: 'vehicle',
      id,
      lon: located.lon[i] as number,
      lat: located.lat[i] as number,
      state: located.state[i] as number,
      dir: located.dir[i] as number,
      count: 1,
      plates: [plateOf(id)],
      more: 0,
      expandZoom: view.zoom,
    };
  };
  if (n <= LIMITS.clusterAboveVehicles) {
    const marks: MapMark[] = [];
    for (let i = 0; i < n; i += 1) marks.push(single(i));
    return { marks, clustered: false };
  }
  const index = new Supercluster<Props, { u: number; i: number }>({
    radius: 50,
    maxZoom: MAX_ZOOM,
    map: (p) => ({ u: p.u, i: p.i }),
    reduce: (acc, p) => {
      if (p.u > acc.u) {
        acc.u = p.u;
        acc.i = p.i;
      }
    },
  });
  const features: PointFeature<Props>[] = new Array<PointFeature<Props>>(n);
  for (let i = 0; i < n; i += 1) {
    features[i] = {
      type: 'Feature',
      properties: { i, u: urgency(located.state[i] as number) },
      geometry: { type: 'Point', coordinates: [located.lon[i] as number, located.lat[i] as number] },
    };
  }
  index.load(features);
  const zoom = Math.floor(view.zoom);
  const marks = index.getClusters([west, south, east, north], zoom).map((f): MapMark => {
    const props = f.properties as Partial<ClusterProperties> & { i: number };
    if (!props.cluster) return single(props.i);
    const clusterId = props.cluster_id as number;
    const count = props.point_count as number;
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const leaves = index.getLeaves(clusterId, PLATES_LISTED);
    return {
      kind: 'cluster',
      id: clusterId,
      lon,
      lat,
      state: located.state[props.i] as number,
      dir: 0,
      count,
      plates: leaves.map((l) => plateOf(located.ids[l.properties.i] as number)).sort(),
      more: count - leaves.length,
      expandZoom: index.getClusterExpansionZoom(clusterId),
    };
  });
  return { marks, clustered: true };
}
