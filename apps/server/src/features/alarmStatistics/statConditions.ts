import { ALARM_CLASS } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

/** The parsed filters of the statistics pages (summary filters plus the cell a user clicked). */
export interface StatFilters {
  bTime: number;
  eTime: number;
  firstAlarmTypes?: number[];
  alarmLevels?: number[];
  vehicleId?: number;
  alarmLevel?: number;
  handleStatus?: number;
}

const ref = (column: string) => sql.ref(`a.${column}`);

/**
 * One condition over `alarms as a` that the summary and the detail both apply, so a count in the summary is
 * exactly the number of rows the detail lists for it: the caller's scope, vehicle alarms, the range by start,
 * types, levels, the department subtree and the clicked cell.
 */
export function statConditions(scope: Scope, f: StatFilters, department: Scope | null): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [
    inScope(scope, 'alarms', 'a'),
    sql`${ref('alarm_class')} = ${ALARM_CLASS.vehicle}`,
    sql`${ref('vehicle_id')} is not null`,
    sql`${ref('begin_time')} >= ${f.bTime}`,
    sql`${ref('begin_time')} <= ${f.eTime}`,
  ];
  if (f.firstAlarmTypes?.length) parts.push(sql`${ref('first_type')} in (${sql.join(f.firstAlarmTypes)})`);
  if (f.alarmLevels?.length) parts.push(sql`${ref('level')} in (${sql.join(f.alarmLevels)})`);
  if (department) parts.push(inScope(department, 'alarms', 'a'));
  if (f.vehicleId !== undefined) parts.push(sql`${ref('vehicle_id')} = ${f.vehicleId}`);
  if (f.alarmLevel !== undefined) parts.push(sql`${ref('level')} = ${f.alarmLevel}`);
  if (f.handleStatus !== undefined) parts.push(sql`${ref('handle_status')} = ${f.handleStatus}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
