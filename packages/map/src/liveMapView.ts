/** A mark on the live map: one vehicle (rotated by heading) or a cluster (a disc with its count). */
export interface LiveMark {
  kind: 'vehicle' | 'cluster';
  id: number;
  lon: number;
  lat: number;
  color: string;
  /** Heading in degrees (vehicles). */
  dir: number;
  count: number;
  /** Tooltip lines (a cluster's plates and "and k more", a vehicle's plate). */
  tooltip: string[];
  /** Highlighted (the followed vehicle). */
  selected?: boolean;
  /** Text beside a vehicle (its plate, for followed and tracked vehicles). */
  label?: string;
}

/** A vehicle's recent path (multi-vehicle tracking). */
export interface LiveTrail {
  id: number;
  color: string;
  coords: [number, number][];
}

export interface LiveViewport {
  /** [west, south, east, north], WGS-84 degrees. */
  bbox: [number, number, number, number];
  widthPx: number;
}

/** The live map, whichever map is underneath. Coordinates in and out are WGS-84. */
export interface LiveMapView {
  /** Replaces what is drawn (one series updated in place; no per-vehicle components). */
  setMarks(marks: readonly LiveMark[]): void;
  setTrails(trails: readonly LiveTrail[]): void;
  /** Centre on a point; zoom > current zooms in (map zoom levels, 3–18). */
  focus(lon: number, lat: number, zoom?: number): void;
  /** Fit a box [west, south, east, north]. */
  fit(bbox: [number, number, number, number]): void;
  viewport(): LiveViewport;
  /** The map zoom level now (3–18, the scale of web map tiles). */
  zoom(): number;
  onViewportChange(listener: () => void): void;
  onMarkClick(listener: (mark: LiveMark) => void): void;
  /** The screen position of a point inside the element, for tests and popups. */
  pixelOf(lon: number, lat: number): [number, number] | null;
  resize(): void;
  dispose(): void;
}
