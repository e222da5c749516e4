import { ALARM_FIRST_TYPE, type DockingAlarm, type DockingKind, type DockingReading } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';
import { escapeLike } from '../../scope/likePattern';

/** Alarm classes of store and warehouse alarms (every alarm of a site is a temperature matter). */
const SITE_ALARM_CLASSES = [2, 3];

/** The source table of a kind and its insertion sequence (SQLite's rowid; PostgreSQL's `seq`, migration 038). */
function source(db: Database, kind: DockingKind) {
  const table = kind === 'readings' ? 'temp_readings' : 'alarms';
  return { table, seq: isPostgres(db) ? sql.raw('s.seq') : sql.raw('s.rowid') };
}

/** The largest sequence number of a kind's rows now (0 for an empty table). */
export async function currentHighWater(db: Database, kind: DockingKind): Promise<number> {
  const { table, seq } = source(db, kind);
  const row = await sql<{
    high: number | string | null;
  }>`select max(${seq}) as high from ${sql.table(table)} s`
    .execute(db)
    .then((r) => r.rows[0]);
  return Number(row?.high ?? 0);
}

/** Whose rows an endpoint receives: its company, points (alarms) of its department subtree. */
export interface DockingAudience {
  companyId: number;
  departmentPath: string;
}

export interface SourceRecord<T> {
  seq: number;
  record: T;
}

const subtreeOf = (audience: DockingAudience) => `${escapeLike(audience.departmentPath)}%`;

/** The next readings after `after` up to `until`, in sequence order, of the audience's points. */
async function readingsAfter(
  db: Database,
  audience: DockingAudience,
  after: number,
  until: number,
  limit: number,
): Promise<SourceRecord<DockingReading>[]> {
  const { seq } = source(db, 'readings');
  const rows = await sql<{
    seq: number | string;
    point_id: number;
    time: number | string;
    value_c: number | null;
    state: number;
    name: string;
    site_id: number | null;
    vehicle_id: number | null;
  }>`select ${seq} as seq, s.point_id, s.time, s.value_c, s.state, p.name, p.site_id, p.vehicle_id
      from temp_readings s join temp_points p on p.id = s.point_id
      where ${seq} > ${after} and ${seq} <= ${until} and p.company_id = ${audience.companyId}
        and p.department_id in (select d.id from departments d where d.company_id = ${audience.companyId}
          and d.path like ${subtreeOf(audience)} escape '\\')
      order by ${seq} limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    seq: Number(r.seq),
    record: {
      id: `${r.point_id}:${Number(r.time)}`,
      pointId: r.point_id,
      pointName: r.name,
      siteId: r.site_id,
      vehicleId: r.vehicle_id,
      time: Number(r.time),
      valueC: r.value_c === null ? null : Number(r.value_c),
      state: r.state,
    },
  }));
}

/** The next temperature alarms (vehicle temperature alarms, store and warehouse alarms) of the audience. */
async function alarmsAfter(
  db: Database,
  audience: DockingAudience,
  after: number,
  until: number,
  limit: number,
): Promise<SourceRecord<DockingAlarm>[]> {
  const { seq } = source(db, 'alarms');
  const rows = await sql<{
    seq: number | string;
    guid: string;
    alarm_class: number;
    first_type: number;
    second_type: number;
    vehicle_id: number | null;
    site_id: number | null;
    point_id: number | null;
    level: number;
    begin_time: number | string;
    content: string;
  }>`select ${seq} as seq, s.guid, s.alarm_class, s.first_type, s.second_type, s.vehicle_id, s.site_id,
        s.point_id, s.level, s.begin_time, s.content
      from alarms s
      where ${seq} > ${after} and ${seq} <= ${until} and s.company_id = ${audience.companyId}
        and s.department_id in (select d.id from departments d where d.company_id = ${audience.companyId}
          and d.path like ${subtreeOf(audience)} escape '\\')
        and (s.first_type = ${ALARM_FIRST_TYPE.temperature} or s.alarm_class in (${sql.join(SITE_ALARM_CLASSES)}))
      order by ${seq} limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    seq: Number(r.seq),
    record: {
      id: r.guid,
      alarmClass: r.alarm_class,
      firstType: r.first_type,
      secondType: r.second_type,
      vehicleId: r.vehicle_id,
      siteId: r.site_id,
      pointId: r.point_id,
      level: r.level,
      beginTime: Number(r.begin_time),
      content: r.content,
    },
  }));
}

/** The next records of a kind for an audience: sequence in (after, until], at most `limit`. */
export function recordsAfter(
  db: Database,
  kind: DockingKind,
  audience: DockingAudience,
  after: number,
  until: number,
  limit: number,
): Promise<SourceRecord<DockingReading | DockingAlarm>[]> {
  return kind === 'readings'
    ? readingsAfter(db, audience, after, until, limit)
    : alarmsAfter(db, audience, after, until, limit);
}
