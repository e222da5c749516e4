import { describe, expect, it } from 'vitest';
import { dayStatsOf, DRIVING_GAP_MS, type DayPoint } from './dayStatsOf';

const at = (min: number, speedKmh: number, odometerKm: number): DayPoint => ({
  time: 1_000_000 + min * 60_000,
  speedKmh,
  odometerKm,
});

describe('dayStatsOf', () => {
  it('gives nothing for a day without points', () => {
    expect(dayStatsOf([], 80)).toBeNull();
  });

  it('counts end − start of a steady odometer and the time moving between points', () => {
    const s = dayStatsOf(
      [at(0, 0, 100), at(1, 60, 100), at(2, 60, 101), at(3, 90, 102.5), at(4, 0, 103)],
      80,
    );
    expect(s).toMatchObject({
      points: 5,
      startKm: 100,
      endKm: 103,
      mileageKm: 3,
      drivingS: 180,
      movingKm: 3,
    });
    expect(s).toMatchObject({ maxSpeed: 90, overspeedPoints: 1 });
  });

  it('leaves the distance across a gap out of the moving distance (the average moving speed)', () => {
    const s = dayStatsOf([at(0, 50, 10), at(1, 50, 11), at(30, 50, 30), at(31, 0, 31)], 0);
    expect(s).toMatchObject({ mileageKm: 21, drivingS: 120, movingKm: 2 });
  });

  it('does not count a gap longer than ten minutes as driving', () => {
    const s = dayStatsOf(
      [at(0, 50, 10), { ...at(0, 50, 11), time: at(0, 0, 0).time + DRIVING_GAP_MS + 1 }],
      0,
    );
    expect(s?.drivingS).toBe(0);
    expect(s?.overspeedPoints).toBe(0);
  });

  it('adds nothing for an odometer reset and goes on counting from the new reading', () => {
    const s = dayStatsOf([at(0, 50, 5000), at(1, 50, 5001), at(2, 50, 0), at(3, 50, 1), at(4, 50, 2)], 80);
    expect(s?.mileageKm).toBe(3);
    expect(s?.startKm).toBe(5000);
    expect(s?.endKm).toBe(2);
  });

  it('ignores an odometer jump faster than a vehicle can drive', () => {
    const s = dayStatsOf([at(0, 50, 100), at(1, 50, 101), at(2, 50, 90_000), at(3, 50, 90_001)], 80);
    expect(s?.mileageKm).toBe(2);
  });
});
