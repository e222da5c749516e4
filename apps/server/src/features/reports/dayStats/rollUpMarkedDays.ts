import { CHINA_OFFSET_MS, DAY_MS, chinaDayStart } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../../db/connect';
import { replaceDayStops } from '../parking/replaceDayStops';
import type { StopPoint } from '../parking/stopsOf';
import { dayStatsOf, type DayPoint, type DayStats } from './dayStatsOf';

interface Mark {
  vehicle_id: number;
  day: number;
  marked_at: number;
}

/** A day's speed bands as the roll-up's `band<n>_s` / `band<n>_km` columns. */
function bandColumns(stats: DayStats) {
  const at = (values: number[], i: number) => values[i] ?? 0;
  return {
    band1_s: at(stats.bandS, 0),
    band1_km: at(stats.bandKm, 0),
    band2_s: at(stats.bandS, 1),
    band2_km: at(stats.bandKm, 1),
    band3_s: at(stats.bandS, 2),
    band3_km: at(stats.bandKm, 2),
    band4_s: at(stats.bandS, 3),
    band4_km: at(stats.bandKm, 3),
    band5_s: at(stats.bandS, 4),
    band5_km: at(stats.bandKm, 4),
  };
}

/** Days read in one query per vehicle (the marked days' ranges are or-ed together). */
const DAYS_PER_READ = 31;

/**
 * Recomputes up to `limit` marked (vehicle, China day) pairs from their raw points, oldest mark first: upserts each
 * day's row (or deletes it when the day has no points left, or the vehicle is gone), replaces the day's stops and removes the mark only if
 * its `marked_at` is still the one read — a mark raised again while this ran stays for the next turn. Returns the
 * number of marks taken.
 */
export async function rollUpMarkedDays(db: Database, now: number, limit = 2000): Promise<number> {
  const marks = (
    await db
      .selectFrom('vehicle_day_dirty')
      .select(['vehicle_id', 'day', 'marked_at'])
      .orderBy('marked_at')
      .limit(limit)
      .execute()
  ).map((m) => ({ vehicle_id: Number(m.vehicle_id), day: Number(m.day), marked_at: Number(m.marked_at) }));
  const byVehicle = new Map<number, Mark[]>();
  for (const m of marks) byVehicle.set(m.vehicle_id, [...(byVehicle.get(m.vehicle_id) ?? []), m]);
  // Day order: a day's stops look at the day before, rebuilt first when both are marked.
  for (const list of byVehicle.values()) list.sort((x, y) => x.day - y.day);
  for (const [vehicleId, vehicleMarks] of byVehicle) {
    const vehicle = await db
      .selectFrom('vehicles')
      .select(['company_id', 'speed_limit_kmh'])
      .where('id', '=', vehicleId)
      .executeTakeFirst();
    for (let i = 0; i < vehicleMarks.length; i += DAYS_PER_READ)
      await rollUpVehicleDays(db, vehicleId, vehicle, vehicleMarks.slice(i, i + DAYS_PER_READ), now);
  }
  return marks.length;
}

/** Recomputes every marked day (the demo seed after writing its history). */
export async function rollUpAllMarkedDays(db: Database, now: number): Promise<void> {
  while ((await rollUpMarkedDays(db, now)) > 0);
}

async function rollUpVehicleDays(
  db: Database,
  vehicleId: number,
  vehicle: { company_id: number; speed_limit_kmh: number } | undefined,
  marks: readonly Mark[],
  now: number,
): Promise<void> {
  const points = new Map<number, (DayPoint & StopPoint)[]>(marks.map((m) => [m.day, []]));
  if (vehicle) {
    const rows = await db
      .selectFrom('track_points')
      .select(['gps_time', 'speed_kmh', 'mileage_km', 'acc', 'lon', 'lat'])
      .where('vehicle_id', '=', vehicleId)
      .where((eb) =>
        eb.or(marks.map((m) => eb.and([eb('gps_time', '>=', m.day), eb('gps_time', '<', m.day + DAY_MS)]))),
      )
      .orderBy('gps_time')
      .execute();
    for (const r of rows) {
      const time = Number(r.gps_time);
      points.get(chinaDayStart(time))?.push({
        time,
        speedKmh: Number(r.speed_kmh),
        odometerKm: Number(r.mileage_km),
        acc: Number(r.acc),
        lon: Number(r.lon),
        lat: Number(r.lat),
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const m of marks) {
      const stats = vehicle ? dayStatsOf(points.get(m.day)!, Number(vehicle.speed_limit_kmh)) : null;
      if (stats && vehicle) {
        const row = {
          company_id: vehicle.company_id,
          points: stats.points,
          first_time: stats.firstTime,
          last_time: stats.lastTime,
          start_km: stats.startKm,
          end_km: stats.endKm,
          mileage_km: stats.mileageKm,
          driving_s: stats.drivingS,
          moving_km: stats.movingKm,
          max_speed: stats.maxSpeed,
          overspeed_points: stats.overspeedPoints,
          ...bandColumns(stats),
          computed_at: now,
        };
        await trx
          .insertInto('vehicle_day_stats')
          .values({ vehicle_id: vehicleId, day: m.day, ...row })
          .onConflict((oc) => oc.columns(['vehicle_id', 'day']).doUpdateSet(row))
          .execute();
      } else {
        await trx
          .deleteFrom('vehicle_day_stats')
          .where('vehicle_id', '=', vehicleId)
          .where('day', '=', m.day)
          .execute();
      }
      await replaceDayStops(
        trx,
        vehicleId,
        vehicle ? vehicle.company_id : null,
        m.day,
        points.get(m.day) ?? [],
        now,
      );
      await trx
        .deleteFrom('vehicle_day_dirty')
        .where('vehicle_id', '=', vehicleId)
        .where('day', '=', m.day)
        .where('marked_at', '=', m.marked_at)
        .execute();
    }
  });
}

/** Marks every (vehicle, China day) that has track points, so the next roll-up builds them all. */
export async function markAllTrackDays(db: Database, now: number): Promise<void> {
  const offset = sql.lit(CHINA_OFFSET_MS);
  const day = sql.lit(DAY_MS);
  await sql`insert into vehicle_day_dirty (vehicle_id, day, marked_at)
    select distinct vehicle_id, ((gps_time + ${offset}) / ${day}) * ${day} - ${offset}, ${sql.lit(now)}
    from track_points where true
    on conflict (vehicle_id, day) do update set marked_at = excluded.marked_at`.execute(db);
}
