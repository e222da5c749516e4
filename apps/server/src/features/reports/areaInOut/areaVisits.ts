import { ALARM_FIRST_TYPE, ZONE_ALARM } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';

const ZONE = ALARM_FIRST_TYPE.zone;
const ENTRY = ZONE_ALARM.entry;
const EXIT = ZONE_ALARM.exit;

/**
 * Whether the zone-entry alarm `alias` opens a visit: the previous entry or exit of its vehicle and rule is an exit
 * (or there is none). An entry after an entry is the same visit written again.
 */
export function opensVisit(alias: string): RawBuilder<SqlBool> {
  const e = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<SqlBool>`coalesce((select p.second_type from alarms p where p.vehicle_id = ${e('vehicle_id')} and p.point_id = ${e('point_id')} and p.first_type = ${ZONE} and p.second_type in (${ENTRY}, ${EXIT}) and p.begin_time < ${e('begin_time')} order by p.begin_time desc limit 1), ${EXIT}) = ${EXIT}`;
}

/** When the visit the zone-entry alarm `alias` opens ended: the first exit of its vehicle and rule after it, or null. */
export function visitExit(alias: string): RawBuilder<number | null> {
  const e = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<
    number | null
  >`(select x.begin_time from alarms x where x.vehicle_id = ${e('vehicle_id')} and x.point_id = ${e('point_id')} and x.first_type = ${ZONE} and x.second_type = ${EXIT} and x.begin_time > ${e('begin_time')} order by x.begin_time limit 1)`;
}

/**
 * Zone visits of the report's vehicles (`vehicles`, a condition on `v`) that began in the range, built from the
 * alarms the pipeline raises (it stores no plain entries and exits): a zone rule's entry alarm (`point_id` = the
 * rule) opens a visit and the first exit alarm of the same vehicle and rule after it closes it; without one the
 * vehicle is still inside (`exit_time` null). An entry whose previous event of that vehicle and rule is an entry is
 * the same visit written again (a restart forgets the vehicle is inside and raises the entry once more).
 * The entries are a seek of `alarms_kind_time` (migration 062); both look-ups are ordered seeks of
 * `alarms_zone_visits (vehicle_id, point_id, first_type, begin_time)` (migration 068) that stop at the first match.
 * The zone is the map area the rule watches now; `areaId` narrows to one.
 */
export function areaVisits(
  db: Database,
  scope: Scope,
  f: { startTime: number; endTime: number; areaId?: number | undefined },
  vehicles: RawBuilder<SqlBool>,
) {
  const areaId = f.areaId;
  return db
    .selectFrom('alarms as e')
    .innerJoin('vehicles as v', 'v.id', 'e.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .leftJoin('zone_alarms as z', 'z.id', 'e.point_id')
    .leftJoin('map_areas as a', 'a.id', 'z.area_id')
    .where('e.company_id', '=', scope.companyId)
    .where('e.first_type', '=', ZONE)
    .where('e.second_type', '=', ENTRY)
    .where('e.begin_time', '>=', f.startTime)
    .where('e.begin_time', '<=', f.endTime)
    .where(vehicles)
    .$if(areaId !== undefined, (q) => q.where('z.area_id', '=', areaId!))
    .where(opensVisit('e'))
    .select([
      'e.vehicle_id',
      'v.plate',
      'd.name as department_name',
      'a.id as area_id',
      sql<string>`coalesce(a.name, '')`.as('area_name'),
      'e.begin_time as enter_time',
      'e.begin_lon as lon',
      'e.begin_lat as lat',
      visitExit('e').as('exit_time'),
    ]);
}

/** Seconds a visit of the `ep` subquery lasted; one still inside counts up to `now`. */
export const insideSecondsSql = (now: number) =>
  sql<number>`(coalesce(ep.exit_time, ${sql.lit(now)}) - ep.enter_time) / 1000`;
