import { LIMITS } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { clusterPoints, type LocatedVehicles } from './clusterPoints';

function fleet(n: number): LocatedVehicles {
  const ids: number[] = [];
  const lon: number[] = [];
  const lat: number[] = [];
  const state: number[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push(i + 1);
    // A deterministic spread over East China.
    lon.push(115 + ((i * 7919) % 700) / 100);
    lat.push(28 + ((i * 104729) % 600) / 100);
    state.push(i % 7 === 0 ? 5 : 1);
  }
  return { ids, lon, lat, state };
}

const urgency = (s: number) => s;

describe('clusterPoints', () => {
  it('shows every vehicle up to the clustering threshold', () => {
    const view = clusterPoints(fleet(LIMITS.clusterAboveVehicles), 900, urgency);
    expect(view.clustered).toBe(false);
    expect(view.points).toHaveLength(LIMITS.clusterAboveVehicles);
  });

  it('clusters above it, keeping every vehicle counted and each cluster’s most urgent state', () => {
    const view = clusterPoints(fleet(10_000), 900, urgency);
    expect(view.clustered).toBe(true);
    expect(view.points.length).toBeLessThan(1_000);
    expect(view.points.reduce((sum, p) => sum + p.count, 0)).toBe(10_000);
    expect(view.points.filter((p) => p.count > 50).every((p) => p.state === 5)).toBe(true);
  });

  it('fits the view to the fleet with a margin', () => {
    const [[west, north], [east, south]] = clusterPoints(fleet(300), 900, urgency).bounds;
    expect(west).toBeLessThan(115);
    expect(east).toBeGreaterThan(121.9);
    expect(south).toBeLessThan(28);
    expect(north).toBeGreaterThan(33.9);
  });
});
