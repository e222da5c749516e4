import { chinaDayStart, DAY_MS, PARKING_MIN_STORED_S } from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import { isStopped, stopsOf, type StopPoint } from './stopsOf';

type Db = Pick<Database, 'selectFrom' | 'insertInto' | 'deleteFrom'>;

async function neighbour(db: Db, vehicleId: number, time: number, side: 'before' | 'after') {
  const row = await db
    .selectFrom('track_points')
    .select(['gps_time', 'speed_kmh', 'acc', 'lon', 'lat'])
    .where('vehicle_id', '=', vehicleId)
    .where('gps_time', side === 'before' ? '<' : '>=', time)
    .orderBy('gps_time', side === 'before' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        time: Number(row.gps_time),
        speedKmh: Number(row.speed_kmh),
        acc: Number(row.acc),
        lon: Number(row.lon),
        lat: Number(row.lat),
      }
    : null;
}

async function hasStopAt(
  db: Db,
  vehicleId: number,
  day: number,
  edge: 'start_time' | 'end_time',
  time: number,
) {
  const row = await db
    .selectFrom('vehicle_stops')
    .select('start_time')
    .where('vehicle_id', '=', vehicleId)
    .where('day', '=', day)
    .where(edge, '=', time)
    .executeTakeFirst();
  return row !== undefined;
}

/** A stop at a midnight shorter than this is not stored, so its absence says nothing: no mark for it. */
const EDGE_MS = PARKING_MIN_STORED_S * 1000;

/**
 * Replaces the stops of one (vehicle, China day) with those of its positions (`points`, in time order; none, or the
 * vehicle gone: the day keeps no stops). Only this day's rows are written. Whether a stop runs over a midnight
 * depends on the neighbouring days' edge positions, so when a neighbouring day's stored stops disagree with this
 * day's edge (e.g. the next day's first points came after this day was rolled up, or late points changed this day's
 * last one), that day is marked for its own rebuild; once rebuilt it agrees, so the marks never ping-pong.
 */
export async function replaceDayStops(
  db: Db,
  vehicleId: number,
  companyId: number | null,
  day: number,
  points: readonly StopPoint[],
  now: number,
): Promise<void> {
  await db.deleteFrom('vehicle_stops').where('vehicle_id', '=', vehicleId).where('day', '=', day).execute();
  const last = points[points.length - 1];
  if (companyId === null || !last) return;
  const [before, after] = await Promise.all([
    neighbour(db, vehicleId, day, 'before'),
    neighbour(db, vehicleId, day + DAY_MS, 'after'),
  ]);
  const stops = stopsOf(day, points, before, after);
  if (stops.length)
    await db
      .insertInto('vehicle_stops')
      .values(
        stops.map((s) => ({
          vehicle_id: vehicleId,
          day,
          company_id: companyId,
          start_time: s.startTime,
          end_time: s.endTime,
          duration_s: s.durationS,
          lon: s.lon,
          lat: s.lat,
          acc: s.acc,
        })),
      )
      .execute();
  const stale: number[] = [];
  if (before) {
    // The day before ends with a stop up to midnight exactly when its last position is stopped.
    const beforeDay = chinaDayStart(before.time);
    const midnight = beforeDay + DAY_MS;
    if (midnight - before.time >= EDGE_MS) {
      const endsAtMidnight = await hasStopAt(db, vehicleId, beforeDay, 'end_time', midnight);
      if (endsAtMidnight !== isStopped(before)) stale.push(beforeDay);
    }
  }
  if (after) {
    // The day after opens with a stop from midnight exactly when this day's last position is stopped.
    const afterDay = chinaDayStart(after.time);
    if (after.time - afterDay >= EDGE_MS) {
      const startsAtMidnight = await hasStopAt(db, vehicleId, afterDay, 'start_time', afterDay);
      if (startsAtMidnight !== isStopped(last)) stale.push(afterDay);
    }
  }
  if (stale.length)
    await db
      .insertInto('vehicle_day_dirty')
      .values(stale.map((d) => ({ vehicle_id: vehicleId, day: d, marked_at: now })))
      .onConflict((oc) => oc.columns(['vehicle_id', 'day']).doNothing())
      .execute();
}
