import { EMPTY_LOAD_RATE, OVERLOAD_RATE } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** One load episode as the database returns it (numbers may come back as strings on PostgreSQL). */
export interface LoadEpisodeRecord {
  vehicle_id: number;
  plate: string;
  department_name: string;
  rated_kg: number;
  /** Index into core's LOAD_STATES: 0 empty, 1 loaded, 2 overloaded. */
  state: number;
  start_time: number;
  end_time: number;
  avg_kg: number;
  max_kg: number;
  distance_km: number;
}

/**
 * The load episodes of the report's vehicles (`vehicles`, a condition on `v`) in [from, to], folded in SQL from the
 * stored positions with a weighing (`track_points.load_kg`, a range seek of `track_points_pk (vehicle_id,
 * gps_time)`; on PostgreSQL only the range's day partitions), so the work is bounded by the range and vehicles the
 * query rules allow and only the page leaves the database:
 * 1. each weighing's state against the vehicle's rated load (`vehicles.load_kg`; vehicles without one are left
 *    out) with the previous weighing's state and the next weighing's time and odometer (window functions);
 * 2. a run number that grows at every change of state (a running sum over the vehicle's weighings);
 * 3. per run: first weighing, the end (the next run's first weighing, or the run's own last one at the range's
 *    end), mean and heaviest weighing, and the odometer advance from each weighing to the next (a reset counts 0).
 */
export function loadEpisodes(
  vehicles: RawBuilder<SqlBool>,
  from: number,
  to: number,
): RawBuilder<LoadEpisodeRecord> {
  const state = sql`(case when t.load_kg > v.load_kg * ${sql.lit(OVERLOAD_RATE)} then 2 when t.load_kg < v.load_kg * ${sql.lit(EMPTY_LOAD_RATE)} then 0 else 1 end)`;
  const byVehicle = sql`over (partition by t.vehicle_id order by t.gps_time)`;
  return sql<LoadEpisodeRecord>`(
    select s.vehicle_id, s.plate, s.department_name, s.rated_kg, s.state,
      min(s.gps_time) as start_time,
      max(coalesce(s.next_time, s.gps_time)) as end_time,
      avg(s.load_kg) as avg_kg,
      max(s.load_kg) as max_kg,
      sum(case when s.next_km > s.mileage_km then s.next_km - s.mileage_km else 0 end) as distance_km
    from (
      select w.vehicle_id, w.plate, w.department_name, w.rated_kg, w.state, w.gps_time, w.load_kg, w.mileage_km,
        w.next_time, w.next_km,
        sum(case when w.prev_state = w.state then 0 else 1 end)
          over (partition by w.vehicle_id order by w.gps_time rows unbounded preceding) as run
      from (
        select t.vehicle_id, t.gps_time, t.load_kg, t.mileage_km, v.plate, d.name as department_name,
          v.load_kg as rated_kg, ${state} as state,
          lag(${state}) ${byVehicle} as prev_state,
          lead(t.gps_time) ${byVehicle} as next_time,
          lead(t.mileage_km) ${byVehicle} as next_km
        from track_points t
        join vehicles v on v.id = t.vehicle_id
        join departments d on d.id = v.department_id
        where ${vehicles} and v.load_kg > 0 and t.load_kg is not null
          and t.gps_time >= ${from} and t.gps_time <= ${to}
      ) w
    ) s
    group by s.vehicle_id, s.plate, s.department_name, s.rated_kg, s.state, s.run
  )`;
}
