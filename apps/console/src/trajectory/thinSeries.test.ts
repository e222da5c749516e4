import { describe, expect, it } from 'vitest';
import { thinSeries } from './thinSeries';

describe('thinSeries', () => {
  it('keeps the peaks and dips of a long series in time order', () => {
    const data = Array.from({ length: 10_000 }, (_, i): [number, number] => [
      i,
      i === 4321 ? 120 : i === 77 ? -5 : 50,
    ]);
    const thin = thinSeries(data, 100);
    expect(thin.length).toBeLessThanOrEqual(200);
    expect(thin).toContainEqual([4321, 120]);
    expect(thin).toContainEqual([77, -5]);
    expect(thin.every((p, i) => i === 0 || p[0] > (thin[i - 1]?.[0] ?? 0))).toBe(true);
  });

  it('leaves a short series whole', () => {
    const data: [number, number][] = [
      [1, 2],
      [2, 3],
    ];
    expect(thinSeries(data, 100)).toBe(data);
  });
});
