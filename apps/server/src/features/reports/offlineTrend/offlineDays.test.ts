import { OFFLINE_TREND_DAYS_MAX_EPISODES } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { offlineDays } from './offlineDays';

const DAY = 86_400_000;
const START = Date.parse('2026-11-20T00:00:00+08:00');

describe('offlineDays', () => {
  it('counts a vehicle once a day on every day its episodes touch inside the range', () => {
    const spans = [
      { vehicleId: 1, begin: START - DAY, end: START + 3_600_000 },
      { vehicleId: 1, begin: START + 7_200_000, end: START + 10_800_000 },
      { vehicleId: 2, begin: START + DAY + 1, end: START + 5 * DAY },
    ];
    expect(offlineDays(spans, START, START + 3 * DAY - 1)).toEqual([
      { day: '2026-11-20', vehicles: 1 },
      { day: '2026-11-21', vehicles: 1 },
      { day: '2026-11-22', vehicles: 1 },
    ]);
  });

  it('gives up on more episodes than the cap, and an empty range has no days', () => {
    const many = Array.from({ length: OFFLINE_TREND_DAYS_MAX_EPISODES + 1 }, (_, i) => ({
      vehicleId: i,
      begin: START,
      end: START + 1,
    }));
    expect(offlineDays(many, START, START + DAY - 1)).toBeNull();
    expect(offlineDays([], START, START - 1)).toEqual([]);
  });
});
