import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** One coupling episode as the database returns it (numbers may come back as strings on PostgreSQL). */
export interface CouplingEpisodeRecord {
  vehicle_id: number;
  plate: string;
  department_name: string;
  trailer_no: string;
  start_time: number;
  end_time: number;
  /** Positions of the run with no position after them in the range: 1 when the run is still coupled, else 0. */
  open_n: number;
  distance_km: number;
  trailer_id: number | null;
  trailer_plate: string | null;
  trailer_department: string;
  /** 1 when the head is one of the trailer's linked heads. */
  linked: number;
  /** `t:<trailer id>` for a registered trailer, `d:<device number>` for an unknown one: the summary's row. */
  trailer_key: string;
  /** The episode's place among the trailer's episodes, latest first: 1 gives the summary's last head. */
  latest: number;
}

/**
 * The company's trailer devices, one row per (company, device number) with the trailer that lists it (the lowest id
 * should two trailers name one device), read from the trailer records' device lists (JSON text).
 */
function trailerDevices(pg: boolean) {
  const devices = pg
    ? sql`select tr.id as trailer_id, tr.company_id, j.value ->> 'deviceNo' as device_no
        from trailers tr cross join lateral json_array_elements(tr.devices::json) as j(value)`
    : sql`select tr.id as trailer_id, tr.company_id, json_extract(j.value, '$.deviceNo') as device_no
        from trailers tr, json_each(tr.devices) j`;
  return sql`(select x.company_id, x.device_no, min(x.trailer_id) as trailer_id from (${devices}) x
    group by x.company_id, x.device_no)`;
}

/** The head `e.vehicle_id` is one of the linked heads of trailer `tr` (`head_ids`, JSON text). */
function linkedHead(pg: boolean) {
  return pg
    ? sql`exists (select 1 from json_array_elements_text(tr.head_ids::json) as h(value)
        where h.value = cast(e.vehicle_id as text))`
    : sql`exists (select 1 from json_each(tr.head_ids) h where h.value = e.vehicle_id)`;
}

/**
 * The coupling episodes of the report's heads (`vehicles`, a condition on `v`) in [from, to], folded in SQL from the
 * stored positions (`track_points.trailer_no`, a range seek of `track_points_pk (vehicle_id, gps_time)`; on
 * PostgreSQL only the range's day partitions), so only the page leaves the database:
 * 1. each position with the previous position's trailer number and the next position's time and odometer;
 * 2. a run number that grows wherever the number changes (to another, to none, from none);
 * 3. per run naming a trailer: first position, the end (the next position, which names another or none, or the
 *    run's own last position when none follows in the range: still coupled), the odometer advance from each
 *    position to the next (a reset counts 0);
 * 4. the trailer the number stands for among the head's own company's trailers only, whether the head is one of
 *    its linked heads, and each trailer's latest episode. `trailer` keeps the episodes of the trailer with that
 *    plate or device number.
 */
export function couplingEpisodes(
  pg: boolean,
  vehicles: RawBuilder<SqlBool>,
  from: number,
  to: number,
  trailer: string | undefined,
): RawBuilder<CouplingEpisodeRecord> {
  const byVehicle = sql`over (partition by t.vehicle_id order by t.gps_time)`;
  const runs = sql`
    select s.vehicle_id, s.company_id, s.plate, s.department_name, s.trailer_no,
      min(s.gps_time) as start_time,
      max(coalesce(s.next_time, s.gps_time)) as end_time,
      sum(case when s.next_time is null then 1 else 0 end) as open_n,
      sum(case when s.next_km > s.mileage_km then s.next_km - s.mileage_km else 0 end) as distance_km
    from (
      select w.vehicle_id, w.company_id, w.plate, w.department_name, w.trailer_no, w.gps_time, w.mileage_km,
        w.next_time, w.next_km,
        sum(case when w.trailer_no = w.prev_no then 0 else 1 end)
          over (partition by w.vehicle_id order by w.gps_time rows unbounded preceding) as run
      from (
        select t.vehicle_id, t.gps_time, t.mileage_km, t.trailer_no, v.company_id, v.plate,
          d.name as department_name,
          lag(t.trailer_no) ${byVehicle} as prev_no,
          lead(t.gps_time) ${byVehicle} as next_time,
          lead(t.mileage_km) ${byVehicle} as next_km
        from track_points t
        join vehicles v on v.id = t.vehicle_id
        join departments d on d.id = v.department_id
        where ${vehicles} and t.gps_time >= ${from} and t.gps_time <= ${to}
      ) w
    ) s
    where s.trailer_no is not null
    group by s.vehicle_id, s.company_id, s.plate, s.department_name, s.trailer_no, s.run`;
  const key = sql`case when tr.id is null then 'd:' || e.trailer_no else 't:' || cast(tr.id as text) end`;
  const chosen = trailer ? sql`where (tr.plate = ${trailer} or e.trailer_no = ${trailer})` : sql``;
  return sql<CouplingEpisodeRecord>`(
    select e.vehicle_id, e.plate, e.department_name, e.trailer_no, e.start_time, e.end_time, e.open_n,
      e.distance_km, tr.id as trailer_id, tr.plate as trailer_plate, coalesce(td.name, '') as trailer_department,
      case when tr.id is not null and ${linkedHead(pg)} then 1 else 0 end as linked,
      ${key} as trailer_key,
      row_number() over (partition by ${key} order by e.start_time desc, e.vehicle_id) as latest
    from (${runs}) e
    left join ${trailerDevices(pg)} dev on dev.company_id = e.company_id and dev.device_no = e.trailer_no
    left join trailers tr on tr.id = dev.trailer_id
    left join departments td on td.id = tr.department_id
    ${chosen}
  )`;
}
