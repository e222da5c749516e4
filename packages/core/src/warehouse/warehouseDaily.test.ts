import { describe, expect, it } from 'vitest';
import { dailyPointFigures, humidityState, STORAGE_SLOTS_PER_DAY } from './warehouseDaily';

const MIN = 60_000;
const DAY_START = Date.parse('2026-11-28T00:00:00+08:00');
const limits = { minC: -25, maxC: -15 };

describe('dailyPointFigures', () => {
  it('counts today only up to now: recording times passed, readings and time out of range', () => {
    const now = DAY_START + 5 * 60 * MIN + 10 * MIN; // 05:10
    const readings = [
      { time: DAY_START + 4 * 60 * MIN + 50 * MIN, valueC: -10, state: 2 }, // 04:50, out until now: 20 min
      { time: DAY_START + 6 * 60 * MIN, valueC: -20, state: 0 }, // after now: not counted
    ];
    const day = dailyPointFigures(readings, limits, DAY_START, now);
    expect(STORAGE_SLOTS_PER_DAY).toBe(48);
    // 00:00, 00:30 … 05:00 = 11 recording times have passed; 05:00 holds the 04:50 reading.
    expect(day.slotsExpected).toBe(11);
    expect(day.slotsRecorded).toBe(1);
    expect(day.samples[10]?.valueC).toBe(-10);
    expect(day.samples[11]).toBeNull();
    expect(day).toMatchObject({
      readings: 1,
      lowestC: -10,
      highestC: -10,
      meanC: -10,
      outOfRangeMs: 20 * MIN,
    });
  });

  it('rounds the mean to two decimals', () => {
    const readings = [-18, -18, -17].map((valueC, i) => ({ time: DAY_START + i * MIN, valueC, state: 0 }));
    expect(dailyPointFigures(readings, limits, DAY_START, DAY_START + 86_400_000).meanC).toBe(-17.67);
  });
});

describe('humidityState', () => {
  it('judges humidity against both limits, and says so when none are set', () => {
    const set = { humidityMin: 40, humidityMax: 70 };
    expect([39.9, 40, 70, 70.1].map((h) => humidityState(h, set))).toEqual([
      'low',
      'normal',
      'normal',
      'high',
    ]);
    expect(humidityState(50, { humidityMin: null, humidityMax: null })).toBe('none');
  });
});
