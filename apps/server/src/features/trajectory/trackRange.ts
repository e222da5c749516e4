import type { TrajectoryPoint } from '@roadwatch/core';
import type { Database } from '../../db/connect';

export interface TrackRange {
  vehicleId: number;
  startTime: number;
  endTime: number;
}

/** The stored positions of a vehicle inside a range (both ends included), as a query to select from. */
export function pointsIn(db: Database, range: TrackRange) {
  return db
    .selectFrom('track_points')
    .where('vehicle_id', '=', range.vehicleId)
    .where('gps_time', '>=', range.startTime)
    .where('gps_time', '<=', range.endTime);
}

export const POINT_COLUMNS = [
  'gps_time',
  'lon',
  'lat',
  'speed_kmh',
  'direction',
  'mileage_km',
  'acc',
] as const;

export function toTrajectoryPoint(r: {
  gps_time: number;
  lon: number;
  lat: number;
  speed_kmh: number;
  direction: number;
  mileage_km: number;
  acc: number;
}): TrajectoryPoint {
  return {
    gpsTime: r.gps_time,
    lon: r.lon,
    lat: r.lat,
    speed: r.speed_kmh,
    direction: r.direction,
    mileage: r.mileage_km,
    acc: r.acc,
  };
}

/** Every point of the range, oldest first, read in pages so a 10-day track never sits in one result set. */
export async function* allPoints(
  db: Database,
  range: TrackRange,
  pageSize = 5000,
): AsyncGenerator<TrajectoryPoint> {
  let after = range.startTime - 1;
  for (;;) {
    const rows = await db
      .selectFrom('track_points')
      .select(POINT_COLUMNS)
      .where('vehicle_id', '=', range.vehicleId)
      .where('gps_time', '>', after)
      .where('gps_time', '<=', range.endTime)
      .orderBy('gps_time')
      .limit(pageSize)
      .execute();
    for (const r of rows) yield toTrajectoryPoint(r);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.gps_time;
  }
}
