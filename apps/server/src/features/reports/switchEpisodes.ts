import type { SwitchKind } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/connect';

/**
 * Active episodes of one stored switch (`kind`: the cargo door open, the refrigeration unit running) of the report's
 * vehicles (`vehicles`, a condition on `v`) that began in the range, paired in SQL so that counting, sorting and
 * paging stay in the database and a page reads only its own rows:
 * - an episode starts at an active event whose previous event of the switch is not active (a process restart writes
 *   the current state once more: a second active is the same episode);
 * - it ends at the first inactive event after it, or is still going (`close_time` null).
 * Both look-ups are ordered seeks of `vehicle_switch_events_pk (vehicle_id, kind, time)` that stop at the first
 * match; the starts in range are a range of the same key per vehicle. `carriedIn` adds the episode already going
 * when the range begins (a refrigeration unit running across midnight).
 */
export function switchEpisodes(
  db: Database,
  kind: SwitchKind,
  range: { startTime: number; endTime: number },
  vehicles: RawBuilder<SqlBool>,
  carriedIn = false,
) {
  const begun = db
    .selectFrom('vehicle_switch_events as e')
    .innerJoin('vehicles as v', 'v.id', 'e.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('e.kind', '=', kind)
    .where('e.active', '=', 1)
    .where('e.time', '>=', range.startTime)
    .where('e.time', '<=', range.endTime)
    .where(vehicles)
    .where(
      sql<SqlBool>`coalesce((select p.active from vehicle_switch_events p where p.vehicle_id = e.vehicle_id and p.kind = ${kind} and p.time < e.time order by p.time desc limit 1), 0) = 0`,
    )
    .select([
      'e.vehicle_id',
      'v.plate',
      'd.name as department_name',
      'e.time as open_time',
      sql<
        number | null
      >`(select c.time from vehicle_switch_events c where c.vehicle_id = e.vehicle_id and c.kind = ${kind} and c.active = 0 and c.time > e.time order by c.time limit 1)`.as(
        'close_time',
      ),
    ]);
  return carriedIn ? begun.unionAll(carriedInEpisodes(db, kind, range, vehicles)) : begun;
}

/**
 * The episode still going when the range begins (the switch's last event before it is active), one per vehicle at
 * most: from its real start (the latest active event before the range whose previous event is not active) to the
 * first inactive event from the range's start on, or still going.
 */
function carriedInEpisodes(
  db: Database,
  kind: SwitchKind,
  range: { startTime: number; endTime: number },
  vehicles: RawBuilder<SqlBool>,
) {
  const start = range.startTime;
  return db
    .selectFrom('vehicles as v')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where(vehicles)
    .where(
      sql<SqlBool>`(select p.active from vehicle_switch_events p where p.vehicle_id = v.id and p.kind = ${kind} and p.time < ${start} order by p.time desc limit 1) = 1`,
    )
    .select([
      'v.id as vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`(select s.time from vehicle_switch_events s where s.vehicle_id = v.id and s.kind = ${kind} and s.active = 1 and s.time < ${start} and coalesce((select p.active from vehicle_switch_events p where p.vehicle_id = s.vehicle_id and p.kind = ${kind} and p.time < s.time order by p.time desc limit 1), 0) = 0 order by s.time desc limit 1)`.as(
        'open_time',
      ),
      sql<
        number | null
      >`(select c.time from vehicle_switch_events c where c.vehicle_id = v.id and c.kind = ${kind} and c.active = 0 and c.time >= ${start} order by c.time limit 1)`.as(
        'close_time',
      ),
    ]);
}

/** Seconds an episode of the `ep` subquery lasted; one still going counts up to `now`. */
export const openSecondsSql = (now: number) =>
  sql<number>`(coalesce(ep.close_time, ${sql.lit(now)}) - ep.open_time) / 1000`;
