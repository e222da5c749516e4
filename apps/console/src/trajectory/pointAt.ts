import type { TrajectoryPoint } from '@roadwatch/core';

export interface PointAt {
  /** The last point at or before the time (0 before the first). */
  index: number;
  lon: number;
  lat: number;
  direction: number;
  speed: number;
}

/** Index of the last point whose gpsTime ≤ time (binary search; points are oldest first). */
export function indexAt(points: readonly TrajectoryPoint[], time: number): number {
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0 || time <= (points[0]?.gpsTime ?? 0)) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((points[mid]?.gpsTime ?? 0) <= time) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where the vehicle was at a time: between two reports the position is interpolated along the straight line. */
export function pointAt(points: readonly TrajectoryPoint[], time: number): PointAt | null {
  const index = indexAt(points, time);
  const a = points[index];
  if (!a) return null;
  const b = points[index + 1];
  if (!b || b.gpsTime <= a.gpsTime || time <= a.gpsTime)
    return { index, lon: a.lon, lat: a.lat, direction: a.direction, speed: a.speed };
  const f = Math.min(1, (time - a.gpsTime) / (b.gpsTime - a.gpsTime));
  return {
    index,
    lon: a.lon + (b.lon - a.lon) * f,
    lat: a.lat + (b.lat - a.lat) * f,
    direction: a.direction,
    speed: a.speed,
  };
}
