import { HAZARD_LEVEL } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { drivingScore, eventDeduction, scoreBucket } from './drivingScore';

const { low, medium, high } = HAZARD_LEVEL;

describe('drivingScore', () => {
  it('does not score a driver who drove under an hour', () => {
    expect(drivingScore([], 0.99)).toBeNull();
    expect(drivingScore([], 1)).toBe(100);
  });

  it('deducts by the dimension weight of reading A and the hazard level', () => {
    expect(eventDeduction('fatigue', high)).toBe(9); // wakefulness 30 → 3 a step
    expect(eventDeduction('closeFollowing', low)).toBe(2.5); // alertness 25
    expect(eventDeduction('seatBelt', medium)).toBe(4); // stationarity 20
    expect(
      drivingScore(
        [
          { kind: 'fatigue', level: high },
          { kind: 'phoneUse', level: low },
        ],
        2,
      ),
    ).toBe(88.5);
  });

  it('caps each dimension: fatigue 30, distraction 25, distance 35, call 10, so the worst score is 0', () => {
    const many = (kind: 'fatigue' | 'distraction' | 'closeFollowing' | 'phoneUse') =>
      Array.from({ length: 20 }, () => ({ kind, level: high }));
    expect(drivingScore(many('fatigue'), 3)).toBe(70);
    expect(drivingScore(many('phoneUse'), 3)).toBe(90);
    expect(drivingScore(many('closeFollowing'), 3)).toBe(65);
    expect(
      drivingScore(
        [...many('fatigue'), ...many('distraction'), ...many('closeFollowing'), ...many('phoneUse')],
        3,
      ),
    ).toBe(0);
  });

  it('buckets scores by ten, 100 with the 90s', () => {
    expect([0, 9.9, 59.9, 60, 99, 100].map(scoreBucket)).toEqual([0, 0, 5, 6, 9, 9]);
  });
});
