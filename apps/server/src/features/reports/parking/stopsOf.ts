import { DAY_MS, PARKING_ACC, PARKING_MIN_STORED_S, type ParkingAcc } from '@roadwatch/core';

/** One stored position as the stop finder reads it. */
export interface StopPoint {
  time: number;
  speedKmh: number;
  /** 1 ACC on, 0 off. */
  acc: number;
  lon: number;
  lat: number;
}

export interface DayStop {
  startTime: number;
  endTime: number;
  durationS: number;
  lon: number;
  lat: number;
  acc: ParkingAcc;
}

/** A position at which the vehicle stands still: speed 0, or ACC off whatever the speed says. */
export const isStopped = (p: Pick<StopPoint, 'speedKmh' | 'acc'>) => p.speedKmh === 0 || p.acc === 0;

/**
 * The stops of one China day (`day`, its start) from the day's positions in time order, and the vehicle's last
 * position before the day and first after it (null: none):
 * - a stop is a run of consecutive stopped positions; it starts at the run's first position. When the position before
 *   the day was stopped, the vehicle stood on over midnight: the day opens with a stop from midnight, at that
 *   position's place, to the day's first moving position;
 * - it ends at the first position after the run (the vehicle moved off); a run that reaches the day's last position
 *   ends at the next midnight when the vehicle reported after the day, else (nothing later yet) at its last position;
 * - its place is the run's first position; its ACC is off, on, or mixed over the run's positions;
 * - only stops of at least `PARKING_MIN_STORED_S` seconds are kept.
 */
export function stopsOf(
  day: number,
  points: readonly StopPoint[],
  before: StopPoint | null,
  after: StopPoint | null,
): DayStop[] {
  const stops: DayStop[] = [];
  if (points.length === 0) return stops;
  const overMidnight = before !== null && isStopped(before);
  let i = 0;
  while (i < points.length || (i === 0 && overMidnight)) {
    const leading = i === 0 && overMidnight;
    if (!leading && !isStopped(points[i]!)) {
      i += 1;
      continue;
    }
    const run: StopPoint[] = leading ? [before!] : [];
    let j = i;
    while (j < points.length && isStopped(points[j]!)) {
      run.push(points[j]!);
      j += 1;
    }
    const startTime = leading ? day : run[0]!.time;
    const next = points[j];
    const endTime = next ? next.time : after ? day + DAY_MS : run[run.length - 1]!.time;
    const durationS = Math.round((endTime - startTime) / 1000);
    const off = run.some((p) => p.acc === 0);
    const on = run.some((p) => p.acc !== 0);
    if (durationS >= PARKING_MIN_STORED_S)
      stops.push({
        startTime,
        endTime,
        durationS,
        lon: run[0]!.lon,
        lat: run[0]!.lat,
        acc: on && off ? PARKING_ACC.mixed : off ? PARKING_ACC.off : PARKING_ACC.on,
      });
    i = Math.max(j, i + 1);
  }
  return stops;
}
