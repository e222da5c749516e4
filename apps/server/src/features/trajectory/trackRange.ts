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

/** A stored position as `POINT_COLUMNS` select it. */
export interface PointRow {
  gps_time: number;
  lon: number;
  lat: number;
  speed_kmh: number;
  direction: number;
  mileage_km: number;
  acc: number;
}

export function toTrajectoryPoint(r: PointRow): TrajectoryPoint {
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
export function allPoints(db: Database, range: TrackRange, pageSize = 5000): AsyncGenerator<TrajectoryPoint> {
  return mapPoints(db, range, toTrajectoryPoint, pageSize);
}

/**
 * Every stored position of the range as `map` makes it, oldest first, read in pages: an export turns each into its
 * cells here rather than through another generator (at a million rows each step between them shows).
 */
export async function* mapPoints<T>(
  db: Database,
  range: TrackRange,
  map: (row: PointRow) => T,
  pageSize = 5000,
): AsyncGenerator<T> {
  type PointRows = Awaited<ReturnType<typeof pageQuery>>;
  const pageQuery = (after: number) =>
    db
      .selectFrom('track_points')
      .select(POINT_COLUMNS)
      .where('vehicle_id', '=', range.vehicleId)
      .where('gps_time', '>', after)
      .where('gps_time', '<=', range.endTime)
      .orderBy('gps_time')
      .limit(pageSize)
      .execute();
  // The next page is asked for before this one is handed out, so a database server reads it while the caller
  // works through this one (a PostgreSQL export keeps both cores busy instead of taking turns).
  let next: Promise<PointRows> | null = pageQuery(range.startTime - 1);
  try {
    while (next) {
      const rows: PointRows = await next;
      const last = rows.at(-1);
      next = last && rows.length === pageSize ? pageQuery(last.gps_time) : null;
      for (const r of rows) yield map(r);
    }
  } finally {
    // A caller that stops early leaves a page in flight: its failure is of no interest any more.
    next?.catch(() => undefined);
  }
}
