import type { AreaShape } from '@roadwatch/core';

/** Metres per degree of latitude (and of longitude at the equator): distances of a few km need no more. */
export const METRES_PER_DEGREE = 111_320;

/** An area's outline in WGS-84 degrees, as the pipeline tests positions against it. */
export type ZoneShape =
  | {
      kind: 'circle';
      lon: number;
      lat: number;
      radiusM: number;
      /** Metres per degree of longitude at the centre, worked out once rather than per position. */
      lonMetres: number;
    }
  | { kind: 'rectangle'; minLon: number; minLat: number; maxLon: number; maxLat: number }
  | { kind: 'polygon'; ring: Float64Array };

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** Degrees of longitude and latitude that `metres` span at latitude `lat`. */
export function degreesOf(metres: number, lat: number): { dLon: number; dLat: number } {
  const dLat = metres / METRES_PER_DEGREE;
  return { dLat, dLon: dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180)) };
}

/** Metres between two nearby positions (equirectangular: exact enough inside a city). */
export function metresBetween(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const k = Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const dx = (lon2 - lon1) * k * METRES_PER_DEGREE;
  const dy = (lat2 - lat1) * METRES_PER_DEGREE;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The outline of a stored area (points as [lon, lat] pairs), or null for a shape without one (region). */
export function zoneShapeOf(
  shape: AreaShape | string,
  centre: [number, number],
  radiusM: number,
  points: readonly (readonly [number, number])[],
): ZoneShape | null {
  switch (shape) {
    case 'circle':
      return radiusM > 0
        ? {
            kind: 'circle',
            lon: centre[0],
            lat: centre[1],
            radiusM,
            lonMetres: Math.cos((centre[1] * Math.PI) / 180) * METRES_PER_DEGREE,
          }
        : null;
    case 'rectangle': {
      const [a, b] = points;
      if (!a || !b) return null;
      return {
        kind: 'rectangle',
        minLon: Math.min(a[0], b[0]),
        minLat: Math.min(a[1], b[1]),
        maxLon: Math.max(a[0], b[0]),
        maxLat: Math.max(a[1], b[1]),
      };
    }
    case 'polygon':
      return points.length >= 3 ? { kind: 'polygon', ring: Float64Array.from(points.flat()) } : null;
    default:
      return null;
  }
}

export function boxOf(shape: ZoneShape): Box {
  switch (shape.kind) {
    case 'circle': {
      const { dLon, dLat } = degreesOf(shape.radiusM, shape.lat);
      return {
        minLon: shape.lon - dLon,
        minLat: shape.lat - dLat,
        maxLon: shape.lon + dLon,
        maxLat: shape.lat + dLat,
      };
    }
    case 'rectangle':
      return shape;
    case 'polygon':
      return ringBox(shape.ring);
  }
}

function ringBox(ring: Float64Array): Box {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const lon = ring[i]!;
    const lat = ring[i + 1]!;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return { minLon, minLat, maxLon, maxLat };
}

/** Whether the position is inside the outline (on the edge counts as inside for circles and rectangles). */
export function zoneContains(shape: ZoneShape, lon: number, lat: number): boolean {
  switch (shape.kind) {
    case 'circle': {
      // Equirectangular at the centre's latitude: exact enough for zones of a few km.
      const dx = (lon - shape.lon) * shape.lonMetres;
      const dy = (lat - shape.lat) * METRES_PER_DEGREE;
      return dx * dx + dy * dy <= shape.radiusM * shape.radiusM;
    }
    case 'rectangle':
      return lon >= shape.minLon && lon <= shape.maxLon && lat >= shape.minLat && lat <= shape.maxLat;
    case 'polygon':
      return ringContains(shape.ring, lon, lat);
  }
}

/** Even-odd ray casting over a ring of [lon, lat] pairs (closed implicitly). */
function ringContains(ring: Float64Array, lon: number, lat: number): boolean {
  let inside = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = ring[2 * i]!;
    const yi = ring[2 * i + 1]!;
    const xj = ring[2 * j]!;
    const yj = ring[2 * j + 1]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Metres from the position to the nearest point of a polyline ([lon, lat] pairs, at least one position). No inner
 * functions: the TypeScript loader's keep-names wrapper would run for each one on every call.
 */
export function metresToPolyline(line: Float64Array, lon: number, lat: number): number {
  const k = Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE;
  // Math.sqrt of the sum, not Math.hypot: this runs for every report on a line, and hypot is several times slower.
  if (line.length < 4) {
    const x = (line[0]! - lon) * k;
    const y = (line[1]! - lat) * METRES_PER_DEGREE;
    return Math.sqrt(x * x + y * y);
  }
  let best = Infinity;
  for (let i = 0; i + 3 < line.length; i += 2) {
    const ax = (line[i]! - lon) * k;
    const ay = (line[i + 1]! - lat) * METRES_PER_DEGREE;
    const dx = (line[i + 2]! - lon) * k - ax;
    const dy = (line[i + 3]! - lat) * METRES_PER_DEGREE - ay;
    const len2 = dx * dx + dy * dy;
    // The segment's point nearest the position (the origin), clamped to the segment.
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const px = ax + t * dx;
    const py = ay + t * dy;
    const d = Math.sqrt(px * px + py * py);
    if (d < best) best = d;
  }
  return best;
}

/** A polyline's box widened by `metres` on every side: the corridor a vehicle may be in. */
export function corridorBox(line: Float64Array, metres: number): Box {
  const box = ringBox(line);
  const { dLon, dLat } = degreesOf(metres, (box.minLat + box.maxLat) / 2);
  return {
    minLon: box.minLon - dLon,
    minLat: box.minLat - dLat,
    maxLon: box.maxLon + dLon,
    maxLat: box.maxLat + dLat,
  };
}

/**
 * Metres from a position outside the outline to the outline (0 inside or on it): how near an approaching vehicle is.
 */
export function metresOutside(shape: ZoneShape, lon: number, lat: number): number {
  switch (shape.kind) {
    case 'circle': {
      const dx = (lon - shape.lon) * shape.lonMetres;
      const dy = (lat - shape.lat) * METRES_PER_DEGREE;
      return Math.max(0, Math.sqrt(dx * dx + dy * dy) - shape.radiusM);
    }
    case 'rectangle': {
      const dLon = Math.max(shape.minLon - lon, 0, lon - shape.maxLon);
      const dLat = Math.max(shape.minLat - lat, 0, lat - shape.maxLat);
      return Math.hypot(dLon * Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE, dLat * METRES_PER_DEGREE);
    }
    case 'polygon': {
      if (ringContains(shape.ring, lon, lat)) return 0;
      // The ring closed: its last point joined back to the first.
      const closed = new Float64Array(shape.ring.length + 2);
      closed.set(shape.ring);
      closed.set(shape.ring.subarray(0, 2), shape.ring.length);
      return metresToPolyline(closed, lon, lat);
    }
  }
}

/** A box widened by `metres` on every side. */
export function widenBox(box: Box, metres: number): Box {
  if (metres <= 0) return box;
  const { dLon, dLat } = degreesOf(metres, (box.minLat + box.maxLat) / 2);
  return {
    minLon: box.minLon - dLon,
    minLat: box.minLat - dLat,
    maxLon: box.maxLon + dLon,
    maxLat: box.maxLat + dLat,
  };
}

/** Metres from the position to the outline's edge, from inside or outside (a circle's, a rectangle's, a ring's). */
export function metresToOutline(shape: ZoneShape, lon: number, lat: number): number {
  switch (shape.kind) {
    case 'circle': {
      const dx = (lon - shape.lon) * shape.lonMetres;
      const dy = (lat - shape.lat) * METRES_PER_DEGREE;
      return Math.abs(Math.sqrt(dx * dx + dy * dy) - shape.radiusM);
    }
    case 'rectangle': {
      if (!zoneContains(shape, lon, lat)) return metresOutside(shape, lon, lat);
      const lonMetres = Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE;
      return Math.min(
        Math.min(lon - shape.minLon, shape.maxLon - lon) * lonMetres,
        Math.min(lat - shape.minLat, shape.maxLat - lat) * METRES_PER_DEGREE,
      );
    }
    case 'polygon': {
      const closed = new Float64Array(shape.ring.length + 2);
      closed.set(shape.ring);
      closed.set(shape.ring.subarray(0, 2), shape.ring.length);
      return metresToPolyline(closed, lon, lat);
    }
  }
}
