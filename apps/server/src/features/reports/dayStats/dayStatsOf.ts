import { SPEED_BANDS, speedBandOf } from '@roadwatch/core';

/** One track point as the roll-up reads it, in time order. */
export interface DayPoint {
  time: number;
  speedKmh: number;
  odometerKm: number;
}

export interface DayStats {
  points: number;
  firstTime: number;
  lastTime: number;
  startKm: number;
  endKm: number;
  mileageKm: number;
  drivingS: number;
  /** The mileage of the driving time's stretches: average moving speed = movingKm / drivingS. */
  movingKm: number;
  maxSpeed: number;
  overspeedPoints: number;
  /** Seconds and odometer km in each of core's `SPEED_BANDS`, by band. */
  bandS: number[];
  bandKm: number[];
}

/** Two points further apart than this are a gap: the time between them is not driving. */
export const DRIVING_GAP_MS = 10 * 60_000;
/** An odometer step faster than this (plus `ODOMETER_SLACK_KM`) is a glitch, not distance travelled. */
export const ODOMETER_MAX_KMH = 220;
export const ODOMETER_SLACK_KM = 1;

/** The odometer distance from `p` to `next` that counts as travelled: 0 for a step backwards or an implausible one. */
function odometerStep(p: DayPoint, next: DayPoint): number {
  const step = next.odometerKm - p.odometerKm;
  const dt = next.time - p.time;
  return step > 0 && step <= (dt / 3_600_000) * ODOMETER_MAX_KMH + ODOMETER_SLACK_KM ? step : 0;
}

const roundKm = (km: number) => Math.round(km * 1000) / 1000;

/**
 * A day's figures from its points (sorted by time). Mileage is the sum of the odometer's plausible steps: a step
 * backwards (a reset, a swapped terminal, a report of 0) or one faster than `ODOMETER_MAX_KMH` adds nothing and the
 * count goes on from the new reading, so a well-behaved odometer gives exactly end − start and a bad one never
 * gives a negative or absurd day. Driving time is the time from each point with speed > 0 to the next one, unless
 * they are more than `DRIVING_GAP_MS` apart; the same stretches at ≥ 1 km/h count in the speed band of their first
 * point's speed, with their odometer step. `speedLimit` ≤ 0 counts no overspeed. Null for no points.
 */
export function dayStatsOf(points: readonly DayPoint[], speedLimit: number): DayStats | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  let mileageKm = 0;
  let drivingMs = 0;
  let movingKm = 0;
  let maxSpeed = 0;
  let overspeedPoints = 0;
  const bandMs = SPEED_BANDS.map(() => 0);
  const bandKm = SPEED_BANDS.map(() => 0);
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    if (p.speedKmh > maxSpeed) maxSpeed = p.speedKmh;
    if (speedLimit > 0 && p.speedKmh > speedLimit) overspeedPoints += 1;
    const next = points[i + 1];
    if (!next) break;
    const dt = next.time - p.time;
    const driving = p.speedKmh > 0 && dt <= DRIVING_GAP_MS;
    if (driving) drivingMs += dt;
    const step = odometerStep(p, next);
    mileageKm += step;
    if (!driving) continue;
    movingKm += step;
    const band = speedBandOf(p.speedKmh);
    if (band < 0) continue;
    bandMs[band]! += dt;
    bandKm[band]! += step;
  }
  return {
    points: points.length,
    firstTime: first.time,
    lastTime: last.time,
    startKm: first.odometerKm,
    endKm: last.odometerKm,
    mileageKm: roundKm(mileageKm),
    drivingS: Math.round(drivingMs / 1000),
    movingKm: roundKm(movingKm),
    maxSpeed,
    overspeedPoints,
    bandS: bandMs.map((ms) => Math.round(ms / 1000)),
    bandKm: bandKm.map(roundKm),
  };
}
