import { describe, expect, it } from 'vitest';
import { findExcursions } from './findExcursions';

const at = (minute: number) => minute * 60_000;

describe('findExcursions', () => {
  it('measures a period from the first to the last reading out of range, with its peak', () => {
    const readings = [2, 9, 11, 10, 5].map((valueC, i) => ({ time: at(i), valueC }));
    expect(findExcursions(readings, 0, 8)).toEqual([
      { side: 'high', start: at(1), end: at(3), peakC: 11, durationS: 120 },
    ]);
  });

  it('ends a period at a faulty probe and splits high from low', () => {
    const readings = [
      { time: at(0), valueC: -3 },
      { time: at(1), valueC: -4 },
      { time: at(2), valueC: null },
      { time: at(3), valueC: 12 },
    ];
    expect(findExcursions(readings, 0, 8)).toEqual([
      { side: 'low', start: at(0), end: at(1), peakC: -4, durationS: 60 },
      { side: 'high', start: at(3), end: at(3), peakC: 12, durationS: 0 },
    ]);
  });

  it('sees no limit on a side whose bound is null', () => {
    expect(findExcursions([{ time: 0, valueC: -50 }], null, 8)).toEqual([]);
  });
});
