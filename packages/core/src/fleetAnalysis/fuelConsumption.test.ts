import { describe, expect, it } from 'vitest';
import {
  fuelLevelCheck,
  fullToFullIntervals,
  overallPer100km,
  overRated,
  percentOfRated,
  type RefuelForConsumption,
} from './fuelConsumption';

const r = (id: number, fullTank: boolean, litres: number, km: number | null): RefuelForConsumption => ({
  id,
  time: id * 1000,
  fullTank,
  litres,
  km,
});

describe('fullToFullIntervals', () => {
  it('counts every refuelling after a full tank up to and including the next full one over the km between them', () => {
    const intervals = fullToFullIntervals([
      r(1, false, 20, 900), // before the first full tank: in no interval
      r(2, true, 50, 1000),
      r(3, false, 30, 1200),
      r(4, true, 45, 1500),
      r(5, true, 40, 1900),
      r(6, false, 10, 2000), // after the last full tank: in no interval
    ]);
    expect(intervals).toEqual([
      { fromRefuelId: 2, toRefuelId: 4, fromTime: 2000, toTime: 4000, km: 500, litres: 75, per100km: 15 },
      { fromRefuelId: 4, toRefuelId: 5, fromTime: 4000, toTime: 5000, km: 400, litres: 40, per100km: 10 },
    ]);
    expect(overallPer100km(intervals)).toBe(12.78);
  });

  it('sorts by time and leaves the consumption blank where an odometer is missing or went back', () => {
    const intervals = fullToFullIntervals([r(3, true, 30, 800), r(2, true, 40, null), r(1, true, 50, 1000)]);
    expect(intervals.map((i) => [i.fromRefuelId, i.toRefuelId, i.km, i.per100km])).toEqual([
      [1, 2, null, null],
      [2, 3, null, null],
    ]);
    expect(overallPer100km(intervals)).toBeNull();
  });

  it('gives no interval with fewer than two full tanks', () => {
    expect(fullToFullIntervals([r(1, false, 30, 100), r(2, true, 30, 200), r(3, false, 10, 300)])).toEqual(
      [],
    );
  });
});

describe('rated consumption', () => {
  it('flags consumption above 120 % of the rated figure only', () => {
    expect(percentOfRated(12, 10)).toBe(120);
    expect(overRated(120)).toBe(false);
    expect(overRated(percentOfRated(12.1, 10))).toBe(true);
    expect(percentOfRated(null, 10)).toBeNull();
    expect(percentOfRated(12, 0)).toBeNull();
    expect(overRated(null)).toBe(false);
  });
});

describe('fuelLevelCheck', () => {
  it('needs a rise of at least half the litres between the readings before and after', () => {
    expect(fuelLevelCheck(20, 45, 50)).toBe('rose');
    expect(fuelLevelCheck(20, 44.9, 50)).toBe('noRise');
    expect(fuelLevelCheck(null, 60, 50)).toBe('noData');
    expect(fuelLevelCheck(20, null, 50)).toBe('noData');
  });
});
