import { describe, expect, it } from 'vitest';
import { addCosts, costPerKm, emptyCosts, sharePercent, totalFen } from './costFigures';

describe('cost figures', () => {
  it('adds fen per category exactly', () => {
    const a = { ...emptyCosts(), refuel: 10_001, tyre: 99 };
    addCosts(a, { ...emptyCosts(), refuel: 2, other: 1 });
    expect(a).toMatchObject({ refuel: 10_003, tyre: 99, other: 1, repair: 0 });
    expect(totalFen(a)).toBe(10_103);
  });

  it('gives the cost per km in yuan, blank without km', () => {
    expect(costPerKm(123_456, 1000)).toBe(1.23);
    expect(costPerKm(100, 0)).toBeNull();
    expect(costPerKm(0, 50)).toBe(0);
  });

  it('gives shares in percent with one decimal', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
