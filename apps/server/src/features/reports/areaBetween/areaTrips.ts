import { ALARM_FIRST_TYPE, DAY_MS, ZONE_ALARM, type AreaBetweenReportFilters } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';
import { areaVisits, opensVisit, visitExit } from '../areaInOut/areaVisits';

const ZONE = ALARM_FIRST_TYPE.zone;
const ENTRY = ZONE_ALARM.entry;

/** The odometer of the vehicle's last position at or before `time` (within a day before it), or null. */
const odometerAt = (time: RawBuilder<unknown>) =>
  sql<
    number | null
  >`(select tp.mileage_km from track_points tp where tp.vehicle_id = w.vehicle_id and tp.gps_time <= ${time} and tp.gps_time >= ${time} - ${DAY_MS} order by tp.gps_time desc limit 1)`;

/**
 * Trips between zones whose arrival is in the range, all in SQL: each zone visit of the area entry and exit report
 * (`areaVisits`, by entry time; `toAreaId` narrows the arrival zone) is paired with the vehicle's previous visit in any
 * zone — the latest entry alarm before it that opens a visit (`opensVisit`), its end from `visitExit`. A trip is a pair
 * whose earlier visit had ended by the arrival and was in another zone; it left at that visit's exit. The odometers
 * are the last positions at the departure and at the arrival (the alarms' own reports): mileage between is their
 * difference, which for a sane odometer is what the daily roll-up counts; a step backwards (a reset) counts 0.
 * Cost: per arrival, seeks of `alarms_vehicle_time`, `alarms_zone_visits` and the `track_points` key.
 */
export function areaTrips(
  db: Database,
  scope: Scope,
  f: AreaBetweenReportFilters,
  vehicles: RawBuilder<SqlBool>,
) {
  const arrivals = db
    .selectFrom(areaVisits(db, scope, { ...f, areaId: f.toAreaId }, vehicles).as('ep'))
    .selectAll('ep')
    .select(
      sql<
        string | null
      >`(select p.guid from alarms p where p.vehicle_id = ep.vehicle_id and p.first_type = ${ZONE} and p.second_type = ${ENTRY} and p.begin_time < ep.enter_time and ${opensVisit('p')} order by p.begin_time desc, p.guid desc limit 1)`.as(
        'previous_guid',
      ),
    );
  const paired = db
    .selectFrom(arrivals.as('w'))
    .innerJoin('alarms as pa', 'pa.guid', 'w.previous_guid')
    .leftJoin('zone_alarms as pz', 'pz.id', 'pa.point_id')
    .leftJoin('map_areas as pm', 'pm.id', 'pz.area_id')
    .select([
      'w.vehicle_id',
      'w.plate',
      'w.department_name',
      'w.area_id as to_area_id',
      'w.area_name as to_area_name',
      'w.enter_time as arrived_at',
      'pm.id as from_area_id',
      sql<string>`coalesce(pm.name, '')`.as('from_area_name'),
      visitExit('pa').as('left_at'),
    ])
    .$if(f.fromAreaId !== undefined, (q) => q.where('pz.area_id', '=', f.fromAreaId!));
  return db
    .selectFrom(paired.as('w'))
    .where('w.left_at', 'is not', null)
    .where(sql<SqlBool>`w.left_at <= w.arrived_at`)
    .where(sql<SqlBool>`(w.from_area_id is null or w.to_area_id is null or w.from_area_id <> w.to_area_id)`)
    .selectAll('w')
    .select([
      sql<number>`(w.arrived_at - w.left_at) / 1000`.as('travel_s'),
      odometerAt(sql.ref('w.left_at')).as('start_km'),
      odometerAt(sql.ref('w.arrived_at')).as('end_km'),
    ]);
}

/** Kilometres of the trip subquery `tr`: odometer at arrival − at departure, 0 for a step backwards. */
export const tripKmSql = sql<
  number | null
>`case when tr.end_km is null or tr.start_km is null then null when tr.end_km > tr.start_km then tr.end_km - tr.start_km else 0 end`;
