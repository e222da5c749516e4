import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  OVERSPEED_SOURCE,
  SPEED_ALARM,
  type OverspeedSource,
} from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';

/** The (first_type, second_type) pair of each overspeed source. */
const KINDS: Record<OverspeedSource, readonly [number, number]> = {
  [OVERSPEED_SOURCE.terminal]: [ALARM_FIRST_TYPE.device, DEVICE_ALARM_KIND.overspeed],
  [OVERSPEED_SOURCE.platform]: [ALARM_FIRST_TYPE.speed, SPEED_ALARM.overspeed],
};

export function sourceOf(firstType: number): OverspeedSource {
  return firstType === ALARM_FIRST_TYPE.speed ? OVERSPEED_SOURCE.platform : OVERSPEED_SOURCE.terminal;
}

/**
 * Overspeed alarms of the company started in the range, of the chosen sources, on the report's vehicles (`vehicles`,
 * a condition on `v`). Each source is one seek of `alarms_kind_time (company_id, first_type, second_type,
 * begin_time)` (migration 062).
 */
export function overspeedAlarms(
  db: Database,
  scope: Scope,
  range: { startTime: number; endTime: number; sources?: OverspeedSource[] | undefined },
  vehicles: RawBuilder<SqlBool>,
) {
  const sources = range.sources?.length
    ? range.sources
    : [OVERSPEED_SOURCE.terminal, OVERSPEED_SOURCE.platform];
  return db
    .selectFrom('alarms as a')
    .innerJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('a.company_id', '=', scope.companyId)
    .where((eb) =>
      eb.or(
        sources.map((s) => {
          const [first, second] = KINDS[s];
          return eb.and([eb('a.first_type', '=', first), eb('a.second_type', '=', second)]);
        }),
      ),
    )
    .where('a.begin_time', '>=', range.startTime)
    .where('a.begin_time', '<=', range.endTime)
    .where(vehicles);
}

/** Seconds the alarm lasted; one still going counts up to `now`. */
export const durationSql = (now: number) =>
  sql<number>`(coalesce(a.end_time, ${sql.lit(now)}) - a.begin_time) / 1000`;

/**
 * The highest speed while the alarm lasted: the vehicle's track in [begin, end or now] (a seek of `track_points_pk
 * (vehicle_id, gps_time)`) and the speeds the alarm recorded at its start and end, whichever is highest.
 */
export const maxSpeedSql = (now: number) => {
  const track = sql<number>`coalesce((select max(t.speed_kmh) from track_points t where t.vehicle_id = a.vehicle_id and t.gps_time >= a.begin_time and t.gps_time <= coalesce(a.end_time, ${sql.lit(now)})), 0)`;
  const ends = sql<number>`(case when a.e_speed > a.b_speed then a.e_speed else a.b_speed end)`;
  return sql<number>`(case when ${track} > ${ends} then ${track} else ${ends} end)`;
};
