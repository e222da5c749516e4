import { DEVICE_EXCEPTION_TYPE, type EventReportFilters } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';

/**
 * The offline episodes of the report's vehicles (`vehicles`, a condition on `v`): the offline exceptions the server's
 * offline detection raised (from the terminal's last data before the silence to its first data after it) that overlap
 * the range, so a vehicle offline since before the range still counts. A seek of `device_exceptions_scope_time`
 * (company, begin time up to the range's end). Per episode:
 * - `duration_s`: begin to end, one still open up to `now`;
 * - `in_range_s`: the part of it inside the range (up to now), for the time and share offline in the period.
 */
export function offlineEpisodes(
  db: Database,
  scope: Scope,
  f: EventReportFilters,
  vehicles: RawBuilder<SqlBool>,
  now: number,
) {
  const until = sql<number>`coalesce(x.end_time, ${sql.lit(now)})`;
  const rangeStart = sql.lit(f.startTime);
  const rangeEnd = sql.lit(Math.min(f.endTime, now));
  const from = sql`(case when x.begin_time > ${rangeStart} then x.begin_time else ${rangeStart} end)`;
  const to = sql`(case when ${until} < ${rangeEnd} then ${until} else ${rangeEnd} end)`;
  return db
    .selectFrom('device_exceptions as x')
    .innerJoin('vehicles as v', 'v.id', 'x.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('x.company_id', '=', scope.companyId)
    .where('x.type', '=', DEVICE_EXCEPTION_TYPE.offline)
    .where('x.begin_time', '<=', f.endTime)
    .where((eb) => eb.or([eb('x.end_time', 'is', null), eb('x.end_time', '>', f.startTime)]))
    .where(vehicles)
    .select([
      'x.guid',
      'x.vehicle_id',
      'x.begin_time',
      'x.end_time',
      'x.begin_lon',
      'x.begin_lat',
      'x.handle_status',
      'v.plate',
      'd.name as department_name',
      sql<number>`(${until} - x.begin_time) / 1000`.as('duration_s'),
      sql<number>`(case when ${to} > ${from} then (${to} - ${from}) / 1000 else 0 end)`.as('in_range_s'),
    ]);
}
