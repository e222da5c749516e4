import { ALARM_FIRST_TYPE, TEMPERATURE_ALARM, type OverTempReportFilters } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';

/**
 * The over-temperature episodes of the report's vehicles (`vehicles`, a condition on `v`): the temperature alarms
 * the pipeline raised (it decided when the readings left the range, for how long they had to, and when they came
 * back) that began in the range, of the chosen probe number and side. The alarms are a range seek on company and
 * begin time (`alarms_kind_time` or `alarms_scope_time`, whichever the planner prefers; never a scan). Per episode:
 * - `duration_s`: begin to end, one still going up to `now`;
 * - `in_range_s`: the part of it up to the range's end (or now), for the share of the range out of range;
 * - `extreme_c`: the warmest stored reading of a high episode, the coldest of a low one, between its begin and end
 *   (a seek of `temp_readings_pk (point_id, time)`).
 */
export function overTempEpisodes(
  db: Database,
  scope: Scope,
  f: OverTempReportFilters,
  vehicles: RawBuilder<SqlBool>,
  now: number,
) {
  const sides = f.side ? [TEMPERATURE_ALARM[f.side]] : [TEMPERATURE_ALARM.high, TEMPERATURE_ALARM.low];
  const until = sql<number>`coalesce(a.end_time, ${sql.lit(now)})`;
  const rangeEnd = sql.lit(Math.min(f.endTime, now));
  const readings = (fn: 'max' | 'min') =>
    sql<
      number | null
    >`(select ${sql.raw(fn)}(r.value_c) from temp_readings r where r.point_id = a.point_id and r.time >= a.begin_time and r.time <= ${until})`;
  let q = db
    .selectFrom('alarms as a')
    .innerJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .leftJoin('temp_points as p', 'p.id', 'a.point_id')
    .where('a.company_id', '=', scope.companyId)
    .where('a.first_type', '=', ALARM_FIRST_TYPE.temperature)
    .where('a.second_type', 'in', sides)
    .where('a.begin_time', '>=', f.startTime)
    .where('a.begin_time', '<=', f.endTime)
    .where(vehicles);
  if (f.probeNo !== undefined) q = q.where('p.probe_no', '=', f.probeNo);
  return q.select([
    'a.guid',
    'a.vehicle_id',
    'a.point_id',
    'a.second_type',
    'a.begin_time',
    'a.end_time',
    'a.begin_lon',
    'a.begin_lat',
    'a.handle_status',
    'v.plate',
    'd.name as department_name',
    'p.probe_no',
    'p.name as point_name',
    sql<number>`(${until} - a.begin_time) / 1000`.as('duration_s'),
    sql<number>`((case when ${until} < ${rangeEnd} then ${until} else ${rangeEnd} end) - a.begin_time) / 1000`.as(
      'in_range_s',
    ),
    sql<
      number | null
    >`(case when a.second_type = ${sql.lit(TEMPERATURE_ALARM.high)} then ${readings('max')} else ${readings('min')} end)`.as(
      'extreme_c',
    ),
  ]);
}
