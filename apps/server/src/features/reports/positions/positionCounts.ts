import { chinaDayStart, DAY_MS } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import { keptFrom } from '../../history/historyRetention';

/** One China day of one vehicle inside the query's range, and how many positions it holds there. */
export interface DayWindow {
  day: number;
  /** The part of the day inside the range (inclusive epoch ms). */
  from: number;
  to: number;
  count: number;
}

/**
 * How many stored positions each vehicle has in [startTime, endTime], day by day, without reading the positions:
 * a whole day inside the range that the roll-up has counted and that no write has marked since is taken from
 * `vehicle_day_stats.points`; only a day cut by the range's ends or marked dirty (new or late data) is counted
 * from `track_points`, one grouped query per such window. So the cost follows vehicles × days, not rows.
 * `vehicles` is a condition on `vehicles as v` (the caller's scope and filters). The range starts no earlier
 * than what expiry has kept: the roll-up of an expired day outlives its positions.
 */
export async function positionDayCounts(
  db: Database,
  vehicles: RawBuilder<SqlBool>,
  rangeStart: number,
  endTime: number,
): Promise<Map<number, DayWindow[]>> {
  const startTime = Math.max(rangeStart, await keptFrom(db, 'positions'));
  if (startTime > endTime) return new Map();
  const firstDay = chinaDayStart(startTime);
  const lastDay = chinaDayStart(endTime);
  const windowOf = (day: number) => ({
    from: Math.max(day, startTime),
    to: Math.min(day + DAY_MS - 1, endTime),
  });
  const whole = (day: number) => day >= startTime && day + DAY_MS - 1 <= endTime;
  const ids = sql<SqlBool>`vehicle_id in (select v.id from vehicles v where ${vehicles})`;

  const [stats, dirty] = await Promise.all([
    db
      .selectFrom('vehicle_day_stats')
      .select(['vehicle_id', 'day', 'points'])
      .where(ids)
      .where('day', '>=', firstDay)
      .where('day', '<=', lastDay)
      .execute(),
    db
      .selectFrom('vehicle_day_dirty')
      .select(['vehicle_id', 'day'])
      .where(ids)
      .where('day', '>=', firstDay)
      .where('day', '<=', lastDay)
      .execute(),
  ]);

  const counts = new Map<number, Map<number, number>>();
  const put = (vehicleId: number, day: number, n: number) => {
    let days = counts.get(vehicleId);
    if (!days) counts.set(vehicleId, (days = new Map()));
    days.set(day, n);
  };
  const dirtyDays = new Map<number, Set<number>>();
  for (const d of dirty) {
    const day = Number(d.day);
    let set = dirtyDays.get(day);
    if (!set) dirtyDays.set(day, (set = new Set()));
    set.add(Number(d.vehicle_id));
  }
  for (const s of stats) {
    const day = Number(s.day);
    if (whole(day) && !dirtyDays.get(day)?.has(Number(s.vehicle_id)))
      put(Number(s.vehicle_id), day, Number(s.points));
  }

  // Windows counted from the positions themselves: the range's cut first and last days for every vehicle, and
  // each dirty whole day for the vehicles marked on it.
  const live: { day: number; onlyDirty: boolean }[] = [];
  if (!whole(firstDay)) live.push({ day: firstDay, onlyDirty: false });
  if (lastDay !== firstDay && !whole(lastDay)) live.push({ day: lastDay, onlyDirty: false });
  for (const day of dirtyDays.keys()) if (whole(day)) live.push({ day, onlyDirty: true });
  await Promise.all(
    live.map(async ({ day, onlyDirty }) => {
      const w = windowOf(day);
      let q = db
        .selectFrom('track_points')
        .select(['vehicle_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(ids)
        .where('gps_time', '>=', w.from)
        .where('gps_time', '<=', w.to)
        .groupBy('vehicle_id');
      if (onlyDirty)
        q = q.where(
          sql<SqlBool>`vehicle_id in (select vehicle_id from vehicle_day_dirty where day = ${day})`,
        );
      for (const r of await q.execute()) put(Number(r.vehicle_id), day, Number(r.n));
    }),
  );

  const out = new Map<number, DayWindow[]>();
  for (const [vehicleId, days] of counts) {
    const windows = [...days]
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a - b)
      .map(([day, count]) => ({ day, ...windowOf(day), count }));
    if (windows.length) out.set(vehicleId, windows);
  }
  return out;
}
