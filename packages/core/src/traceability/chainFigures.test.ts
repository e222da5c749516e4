import { describe, expect, it } from 'vitest';
import {
  batchFigures,
  chainFigures,
  gspReadings,
  meanKineticTemperature,
  outOfRangePeriods,
  thinEvenly,
  READING_HOLD_MAX_MS,
  timeOutOfRangeMs,
  worstExcursion,
  type ChainProbe,
} from './chainFigures';

const MIN = 60_000;
const probe = (values: (number | null)[], stepMs = 10 * MIN, minC = 2, maxC = 8): ChainProbe => ({
  name: 'P1',
  minC,
  maxC,
  readings: values.map((valueC, i) => ({ time: i * stepMs, valueC })),
});

describe('meanKineticTemperature', () => {
  it('matches the hand calculation for 4, 6, 9, 12 and 5 °C', () => {
    // Tᵢ = 277.15, 279.15, 282.15, 285.15, 278.15 K; e^(−10000/Tᵢ) = 2.13789e-16, 2.76856e-16, 4.05204e-16,
    // 5.88319e-16, 2.43400e-16; their mean 3.45514e-16; −ln(mean) = 35.601500; 10000 / 35.601500 = 280.88704 K
    // = 7.737 °C (above the arithmetic mean 7.2 °C: warm readings weigh more).
    expect(meanKineticTemperature([4, 6, 9, 12, 5])).toBeCloseTo(7.737, 3);
  });

  it('is the temperature itself when it never changes, and null without readings', () => {
    expect(meanKineticTemperature([5, 5, 5])).toBeCloseTo(5, 9);
    expect(meanKineticTemperature([])).toBeNull();
  });

  it('takes another ΔH/R', () => {
    expect(meanKineticTemperature([0, 20], 5000)).toBeGreaterThan(10);
    expect(meanKineticTemperature([0, 20], 5000)!).toBeLessThan(meanKineticTemperature([0, 20])!);
  });
});

describe('time out of range', () => {
  it('lets a reading out of range stand until the next one', () => {
    // 5, 9, 10, 6 every 10 min, range 2–8: out from 10 to 30 min.
    const p = probe([5, 9, 10, 6]);
    expect(outOfRangePeriods(p, 0, 40 * MIN)).toEqual([{ start: 10 * MIN, end: 30 * MIN }]);
    expect(timeOutOfRangeMs([p], 0, 40 * MIN)).toBe(20 * MIN);
  });

  it('stops at the end of the range and after the longest a reading stands for', () => {
    expect(timeOutOfRangeMs([probe([5, 9])], 0, 15 * MIN)).toBe(5 * MIN);
    const late = probe([9, 5], 2 * READING_HOLD_MAX_MS);
    expect(timeOutOfRangeMs([late], 0, 10 * READING_HOLD_MAX_MS)).toBe(READING_HOLD_MAX_MS);
  });

  it('ends at a reading without a value and counts overlapping probes once', () => {
    expect(timeOutOfRangeMs([probe([9, null, 9])], 0, 30 * MIN)).toBe(20 * MIN);
    const a = probe([9, 9, 5]);
    const b = { ...probe([5, 1, 1]), name: 'P2' };
    // a out 0–20, b out 10–30 (its last reading stands until the end of the range).
    expect(timeOutOfRangeMs([a, b], 0, 30 * MIN)).toBe(30 * MIN);
  });
});

describe('worstExcursion', () => {
  it('finds the reading furthest beyond its limit, either side', () => {
    const worst = worstExcursion([probe([5, 9, -1, 10.5])], 0, 60 * MIN);
    expect(worst).toMatchObject({ side: 'low', valueC: -1, limitC: 2, time: 20 * MIN });
    expect(worst?.beyondC).toBeCloseTo(3, 9);
    expect(worstExcursion([probe([5, 6])], 0, 60 * MIN)).toBeNull();
  });
});

describe('chainFigures', () => {
  it('sums up the readings inside the range only', () => {
    const figures = chainFigures([probe([30, 5, 9, 30])], 10 * MIN, 30 * MIN);
    expect(figures).toMatchObject({ readings: 2, minC: 5, maxC: 9, outOfRangeMs: 10 * MIN });
    expect(figures.worst?.valueC).toBe(9);
  });
});

describe('gspReadings', () => {
  it('keeps storage readings every 30 minutes and every 2 minutes while out of range', () => {
    // One reading a minute for an hour: 5 °C, but 9 °C from minute 40 to 45.
    const values = Array.from({ length: 60 }, (_, i) => (i >= 40 && i <= 45 ? 9 : 5));
    const kept = gspReadings(probe(values, MIN), 'storage', 0, 60 * MIN).map((r) => r.time / MIN);
    expect(kept).toEqual([0, 30, 40, 42, 44, 46]);
  });

  it('keeps transport readings every 5 minutes', () => {
    const values = Array.from({ length: 20 }, () => 5);
    const kept = gspReadings(probe(values, MIN), 'transport', 0, 20 * MIN).map((r) => r.time / MIN);
    expect(kept).toEqual([0, 5, 10, 15]);
  });
});

describe('batchFigures', () => {
  it('adds the legs up: readings, times out of range, the worst of them, MKT over all values', () => {
    const a = { probes: [probe([5, 9, 5])], from: 0, to: 30 * MIN };
    const b = { probes: [probe([5, 1, 5])], from: 0, to: 30 * MIN };
    const whole = batchFigures([a, b]);
    expect(whole.readings).toBe(6);
    expect(whole.outOfRangeMs).toBe(20 * MIN);
    expect(whole.worst?.valueC).toBe(9);
    expect(whole.mktC).toBeCloseTo(meanKineticTemperature([5, 9, 5, 5, 1, 5])!, 9);
  });
});

describe('thinEvenly', () => {
  it('keeps the first and the last and at most the number asked for', () => {
    const items = Array.from({ length: 101 }, (_, i) => i);
    expect(thinEvenly(items, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(thinEvenly([1, 2], 5)).toEqual([1, 2]);
  });
});
