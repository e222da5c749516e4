import { LIMITS } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { PLATES_LISTED, clusterView, clusterZoom, type LocatedVehicles } from './clusterView';

function fleet(n: number, spread = 0.01): LocatedVehicles {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  return {
    ids,
    lon: ids.map((i) => 113.9 + (i % 10) * spread),
    lat: ids.map((i) => 22.5 + Math.floor(i / 10) * spread),
    state: ids.map((i) => (i === 7 ? 6 : 1)),
    dir: ids.map(() => 45),
  };
}
const plateOf = (id: number) => `粤B${String(id).padStart(5, '0')}`;
const CHINA: [number, number, number, number] = [73, 18, 135, 54];

describe('clusterView', () => {
  it('draws every vehicle while there are at most 200 located', () => {
    const v = clusterView(fleet(LIMITS.clusterAboveVehicles), plateOf, { bbox: CHINA, zoom: 3 });
    expect(v.clustered).toBe(false);
    expect(v.marks).toHaveLength(200);
    expect(v.marks[0]).toMatchObject({ kind: 'vehicle', id: 1, plates: ['粤B00001'], dir: 45 });
  });

  it('clusters above 200; a cluster lists its first plates, the rest as a count, and its most urgent state', () => {
    const v = clusterView(fleet(201), plateOf, { bbox: CHINA, zoom: 3 });
    expect(v.clustered).toBe(true);
    expect(v.marks).toHaveLength(1);
    const c = v.marks[0]!;
    expect(c).toMatchObject({ kind: 'cluster', count: 201, state: 6, more: 201 - PLATES_LISTED });
    expect(c.plates).toHaveLength(PLATES_LISTED);
    expect(c.plates.every((p) => /^粤B\d{5}$/.test(p))).toBe(true);
    expect(c.expandZoom).toBeGreaterThan(3);
  });

  it('splits clusters as the view zooms in, keeping every vehicle counted', () => {
    const located = fleet(400, 0.05);
    const far = clusterView(located, plateOf, { bbox: CHINA, zoom: 3 });
    const near = clusterView(located, plateOf, { bbox: [113, 22, 116, 25], zoom: 12 });
    expect(near.marks.length).toBeGreaterThan(far.marks.length);
    expect(near.marks.reduce((sum, m) => sum + m.count, 0)).toBe(400);
  });

  it('clusters a full fleet of 10,000 into far fewer marks, every vehicle counted once', () => {
    const v = clusterView(fleet(10_000, 0.002), plateOf, { bbox: CHINA, zoom: 4 });
    expect(v.marks.length).toBeLessThan(100);
    expect(v.marks.reduce((sum, m) => sum + m.count, 0)).toBe(10_000);
  });
});

describe('clusterZoom', () => {
  it('grows by one level when the view shows half the longitude', () => {
    expect(clusterZoom(1024, 10) - clusterZoom(1024, 20)).toBeCloseTo(1);
    expect(clusterZoom(0, 10)).toBe(0);
  });
});
