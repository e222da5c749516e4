import { describe, expect, it } from 'vitest';
import { fitProvinceView } from './fitProvinceView';

const BOX = { width: 100, height: 36 };

describe('fitProvinceView', () => {
  it('gives a tall region (south to north-east) a larger view than a compact one', () => {
    const compact = fitProvinceView({ x: 116, y: 28, width: 6, height: 5 }, 1.4, BOX, 50);
    const tall = fitProvinceView({ x: 109, y: 20, width: 16, height: 23 }, 1.4, BOX, 50);
    expect(tall.orthographicSize).toBeGreaterThan(compact.orthographicSize * 1.3);
  });

  it('fits the map width into a narrow view', () => {
    const wideRegion = { x: 75, y: 20, width: 60, height: 25 };
    expect(fitProvinceView(wideRegion, 0.8, BOX, 50).orthographicSize).toBeGreaterThanOrEqual(100 / 0.8);
  });

  it('keeps the left share of the view free: the map moves right and fits what is left', () => {
    const rect = { x: 75, y: 20, width: 60, height: 25 };
    const free = fitProvinceView(rect, 1.4, BOX, 50, 0.3);
    expect(free.orthographicSize).toBeGreaterThanOrEqual(100 / (1.4 * 0.7));
    // The target lies left of the map's middle by half the kept share, in world units.
    expect(free.center[0]).toBeCloseTo(-0.15 * free.orthographicSize * 1.4);
    expect(fitProvinceView(rect, 1.4, BOX, 50).center[0]).toBe(-0);
  });

  it('covers the foreshortened floor and the bars standing on it', () => {
    const fit = fitProvinceView({ x: 116, y: 28, width: 6, height: 6 }, 10, BOX, 50);
    const depth = 100 / 0.75;
    const needed = depth * Math.sin((50 * Math.PI) / 180) + 36 * Math.cos((50 * Math.PI) / 180);
    expect(fit.orthographicSize).toBeGreaterThan(needed);
    expect(fit.orthographicSize).toBeLessThan(needed * 1.2);
  });
});
