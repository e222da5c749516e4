import type { TrajectoryPoint } from '@roadwatch/core';
import { trackStops } from './trackStops';

export interface TrackFigures {
  points: number;
  distanceKm: number;
  durationS: number;
  maxSpeed: number;
  avgSpeed: number;
  stops: number;
  first: TrajectoryPoint | null;
  last: TrajectoryPoint | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The figures of a route: distance from the odometer (last minus first reading), duration from the first to the
 * last point, top speed, mean speed of the moving points, stops of three minutes or more.
 */
export async function summarizeTrack(points: AsyncIterable<TrajectoryPoint>): Promise<TrackFigures> {
  let first: TrajectoryPoint | null = null;
  let last: TrajectoryPoint | null = null;
  let count = 0;
  let maxSpeed = 0;
  let movingSum = 0;
  let moving = 0;
  const kept: TrajectoryPoint[] = [];
  for await (const p of points) {
    first ??= p;
    last = p;
    count++;
    if (p.speed > maxSpeed) maxSpeed = p.speed;
    if (p.speed > 0) {
      movingSum += p.speed;
      moving++;
    }
    kept.push(p);
  }
  return {
    points: count,
    distanceKm: first && last ? oneDecimal(Math.max(0, last.mileage - first.mileage)) : 0,
    durationS: first && last ? Math.round((last.gpsTime - first.gpsTime) / 1000) : 0,
    maxSpeed,
    avgSpeed: moving > 0 ? oneDecimal(movingSum / moving) : 0,
    stops: trackStops(kept).length,
    first,
    last,
  };
}
