import type { MapElement } from '@roadwatch/core';
import { rectangleRing, type ElementShape } from '@roadwatch/map';

/** How the map draws an element of the list: a point, a circle, an outline or a line. */
export function elementShape(e: MapElement): ElementShape | null {
  const base = { id: e.id, name: e.name };
  if (e.kind === 'point') return { ...base, kind: 'point', at: [e.lon, e.lat], radius: e.radius };
  if (e.kind === 'line') return e.points.length > 1 ? { ...base, kind: 'line', path: e.points } : null;
  switch (e.shape) {
    case 'circle':
      return { ...base, kind: 'circle', at: [e.lon, e.lat], radius: e.radius };
    case 'rectangle': {
      const [a, b] = e.points;
      return a && b ? { ...base, kind: 'polygon', ring: rectangleRing(a, b) } : null;
    }
    case 'polygon':
      return e.points.length > 2 ? { ...base, kind: 'polygon', ring: e.points } : null;
    default:
      // An administrative area is marked at its centre (its outline is the gazetteer's, not drawn here).
      return { ...base, kind: 'point', at: [e.lon, e.lat] };
  }
}
