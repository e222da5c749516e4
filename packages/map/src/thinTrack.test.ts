import { describe, expect, it } from 'vitest';
import { thinTrack } from './thinTrack';

describe('thinTrack', () => {
  it('drops points that add nothing visible but keeps every change of speed band and both ends', () => {
    // 20,000 points along 0.2°, creeping at 30 km/h, with one burst of 90 km/h.
    const points = Array.from({ length: 20_000 }, (_, i) => ({
      lon: 120 + i * 0.00001,
      lat: 30,
      speed: i >= 10_000 && i < 10_050 ? 90 : 30,
    }));
    const thin = thinTrack(points, [40, 80, 100]);
    expect(thin.length).toBeLessThan(5000);
    expect(thin[0]).toBe(points[0]);
    expect(thin.at(-1)).toBe(points.at(-1));
    expect(thin).toContain(points[10_000]);
    expect(thin).toContain(points[10_050]);
  });
});
