import type { TrajectoryPoint } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { indexAt, pointAt } from './pointAt';
import { keepTrack } from './keptTracks';

const p = (gpsTime: number, lon: number): TrajectoryPoint => ({
  gpsTime,
  lon,
  lat: 30,
  speed: 50,
  direction: 90,
  mileage: 0,
  acc: 1,
});
const track = [p(0, 120), p(10_000, 121), p(60_000, 122)];

describe('pointAt', () => {
  it('finds the last report at or before a time', () => {
    expect(indexAt(track, -5)).toBe(0);
    expect(indexAt(track, 10_000)).toBe(1);
    expect(indexAt(track, 59_999)).toBe(1);
    expect(indexAt(track, 99_000)).toBe(2);
  });

  it('puts the vehicle between two reports in proportion to the time passed', () => {
    expect(pointAt(track, 5_000)?.lon).toBeCloseTo(120.5);
    expect(pointAt(track, 35_000)?.lon).toBeCloseTo(121.5);
    expect(pointAt(track, 90_000)?.lon).toBe(122);
    expect(pointAt([], 0)).toBeNull();
  });
});

describe('keepTrack', () => {
  const key = (vehicleId: number) => ({ vehicleId, startTime: 0, endTime: 1 });
  it('keeps three tracks, dropping the oldest, and does not keep the same query twice', () => {
    let kept = [key(1), key(2), key(3)];
    kept = keepTrack(kept, key(4));
    expect(kept.map((k) => k.vehicleId)).toEqual([2, 3, 4]);
    kept = keepTrack(kept, key(3));
    expect(kept.map((k) => k.vehicleId)).toEqual([2, 4, 3]);
  });
});
