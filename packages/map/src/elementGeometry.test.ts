import { describe, expect, it } from 'vitest';
import { circleRing, distanceMetres, rectangleRing, shapeCoords } from './elementGeometry';

describe('element geometry', () => {
  it('draws a circle whose every vertex lies its radius from the centre', () => {
    const ring = circleRing([121.47, 31.23], 500);
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const p of ring) expect(Math.abs(distanceMetres([121.47, 31.23], p) - 500)).toBeLessThan(5);
  });

  it('spans a rectangle from two opposite corners', () => {
    expect(rectangleRing([121, 31], [122, 32])).toEqual([
      [121, 31],
      [122, 31],
      [122, 32],
      [121, 32],
    ]);
  });

  it('covers a point with its radius when fitting the view', () => {
    const coords = shapeCoords({ kind: 'point', at: [121, 31], radius: 1000 });
    const lons = coords.map((c) => c[0]);
    expect(Math.max(...lons) - Math.min(...lons)).toBeGreaterThan(0.015);
  });
});
