import { DAY_MS, PARKING_ACC } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { stopsOf, type StopPoint } from './stopsOf';

const DAY = Date.parse('2026-11-20T00:00:00+08:00');
const MIN = 60_000;
const p = (minute: number, speedKmh: number, acc = 1): StopPoint => ({
  time: DAY + minute * MIN,
  speedKmh,
  acc,
  lon: 118 + minute / 1000,
  lat: 32,
});

describe('stopsOf', () => {
  it('runs from the first stopped position to the position that moves off', () => {
    const stops = stopsOf(DAY, [p(0, 50), p(1, 0, 1), p(2, 0, 0), p(10, 40), p(11, 0)], null, null);
    expect(stops).toEqual([
      {
        startTime: DAY + MIN,
        endTime: DAY + 10 * MIN,
        durationS: 540,
        lon: 118.001,
        lat: 32,
        acc: PARKING_ACC.mixed,
      },
      // The last position: nothing later yet, so the stop is 0 s long and not kept.
    ]);
  });

  it('counts ACC off as stopped and drops stops under 30 s', () => {
    const points = [p(0, 30, 0), p(1, 30, 0), p(2, 60), p(3, 0), p(3.25, 60)];
    expect(stopsOf(DAY, points, null, null)).toEqual([
      { startTime: DAY, endTime: DAY + 2 * MIN, durationS: 120, lon: 118, lat: 32, acc: PARKING_ACC.off },
    ]);
  });

  it('cuts a stop over midnight: from midnight after a stopped position, to midnight before a later one', () => {
    const points = [p(0, 0), p(5, 30), p(1430, 0)];
    const stops = stopsOf(DAY, points, p(-3, 0), p(1445, 20));
    expect(stops.map((s) => [s.startTime, s.endTime, s.durationS])).toEqual([
      [DAY, DAY + 5 * MIN, 300],
      [DAY + 1430 * MIN, DAY + DAY_MS, 600],
    ]);
  });

  it('opens the day with a stop from midnight when the vehicle stood over it, even if it moves at once', () => {
    const stops = stopsOf(DAY, [p(2, 40), p(3, 0)], { ...p(-1, 0, 0), lon: 117 }, null);
    expect(stops).toEqual([
      { startTime: DAY, endTime: DAY + 2 * MIN, durationS: 120, lon: 117, lat: 32, acc: PARKING_ACC.off },
    ]);
  });
});
