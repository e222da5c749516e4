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

  it('puts each moving stretch in the band of its first point, standing under 1 km/h and gaps in none', () => {
    const s = dayStatsOf(
      [
        at(0, 0.5, 100), // standing: 1 min in no band
        at(1, 39.9, 100.5), // 1–40: 2 min, 1 km
        at(3, 40, 101.5), // 40–60: 1 min, 1 km
        at(4, 80, 102.5), // 80–100: 1 min, 1.5 km
        at(5, 100, 104), // over 100: 1 min, 2 km
        at(6, 60, 106), // 60–80, then 20 min without data: no band
        at(26, 0, 120),
      ],
      0,
    );
    expect(s?.bandS).toEqual([120, 60, 0, 60, 60]);
    expect(s?.bandKm).toEqual([1, 1, 0, 1.5, 2]);
    expect(s?.drivingS).toBe(360);
  });
});
