/** Geometry of points, areas and lines as the element map draws them (lon/lat degrees, radii in metres). */
export type LonLat = [number, number];

export type ElementShape =
  | { kind: 'point'; id?: number; name?: string; at: LonLat; radius?: number }
  | { kind: 'circle'; id?: number; name?: string; at: LonLat; radius: number }
  | { kind: 'polygon'; id?: number; name?: string; ring: LonLat[] }
  | { kind: 'line'; id?: number; name?: string; path: LonLat[]; width?: number };

const METRES_PER_DEGREE = 111_320;
const CIRCLE_SEGMENTS = 64;

/** A circle of `radius` metres around `centre`, as a closed ring (good to a few metres below 100 km). */
export function circleRing(centre: LonLat, radius: number, segments: number = CIRCLE_SEGMENTS): LonLat[] {
  const [lon, lat] = centre;
  const dLat = radius / METRES_PER_DEGREE;
  const dLon = radius / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const ring: LonLat[] = [];
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * 2 * Math.PI;
    ring.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  return ring;
}

/** The four corners of the rectangle two opposite corners span. */
export function rectangleRing(a: LonLat, b: LonLat): LonLat[] {
  return [a, [b[0], a[1]], b, [a[0], b[1]]];
}

/** Every position a shape covers (a circle by its ring), for fitting the view around it. */
export function shapeCoords(shape: ElementShape): LonLat[] {
  switch (shape.kind) {
    case 'point':
      return shape.radius ? circleRing(shape.at, shape.radius, 8) : [shape.at];
    case 'circle':
      return circleRing(shape.at, shape.radius, 8);
    case 'polygon':
      return shape.ring;
    case 'line':
      return shape.path;
  }
}

/** Metres between two positions (haversine). */
export function distanceMetres(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
