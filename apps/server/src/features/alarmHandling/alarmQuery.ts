import { HANDLE_STATUS, type AlarmClass, type AlarmGridRow, type FindAlarmsRequest } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { alarmContent, alarmName, handleStatusName, levelName } from './alarmNames';

/** The parsed filters (numbers checked by the schema, not narrowed to the enums). */
export type AlarmFilters = Omit<FindAlarmsRequest, 'pageParamVO' | 'handleStatus' | 'alarmLevels'> & {
  handleStatus?: number;
  alarmLevels?: number[];
};

/** Alarms of one class in the caller's scope with everything a grid row or the dialog shows. */
export function scopedAlarms(db: Database, scope: Scope, alarmClass: AlarmClass) {
  return db
    .selectFrom('alarms as a')
    .innerJoin('departments as d', 'd.id', 'a.department_id')
    .leftJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .leftJoin('sites as s', 's.id', 'a.site_id')
    .leftJoin('users as u', 'u.id', 'a.handler_user_id')
    .leftJoin('drivers as dr', 'dr.id', 'a.driver_id')
    .where(inScope(scope, 'alarms', 'a'))
    .where('a.alarm_class', '=', alarmClass);
}

export type ScopedAlarmQuery = ReturnType<typeof scopedAlarms>;

/**
 * The grid filters: time range (by start), type, level, handling status, department subtree (resolved by
 * `departmentFilter` inside the caller's scope), plate or site.
 */
export function applyFilters(
  query: ScopedAlarmQuery,
  f: AlarmFilters,
  departmentScope: Scope | null,
): ScopedAlarmQuery {
  let q = query.where('a.begin_time', '>=', f.bTime).where('a.begin_time', '<=', f.eTime);
  if (f.firstAlarmTypes?.length) q = q.where('a.first_type', 'in', f.firstAlarmTypes);
  if (f.alarmLevels?.length) q = q.where('a.level', 'in', f.alarmLevels);
  if (f.handleStatus !== undefined) q = q.where('a.handle_status', '=', f.handleStatus);
  if (departmentScope) q = q.where(inScope(departmentScope, 'alarms', 'a'));
  if (f.regName) {
    const text = f.regName;
    q = q.where((eb) => eb.or([containsText('v.plate', text), containsText('s.name', text)]));
  }
  return q;
}

export const ROW_COLUMNS = [
  'a.guid',
  'a.alarm_class',
  'a.vehicle_id',
  'a.first_type',
  'a.second_type',
  'a.level',
  'a.begin_time',
  'a.end_time',
  'a.b_speed',
  'a.e_speed',
  'a.speed_limit',
  'a.content',
  'a.handle_status',
  'a.handle_time',
  'a.handle_remark',
  'a.handle_type',
  'a.begin_lon',
  'a.begin_lat',
  'a.end_lon',
  'a.end_lat',
  'd.name as org_name',
  'v.plate',
  'v.terminal_phone',
  's.name as site_name',
  'u.real_name as handler_name',
  'u.user_name as handler_user_name',
  'dr.name as driver_name',
  'dr.phone as driver_phone',
] as const;

export interface AlarmRowData {
  guid: string;
  alarm_class: number;
  vehicle_id: number | null;
  first_type: number;
  second_type: number;
  level: number;
  begin_time: number;
  end_time: number | null;
  b_speed: number;
  e_speed: number;
  speed_limit: number;
  content: string;
  handle_status: number;
  handle_time: number | null;
  handle_remark: string | null;
  handle_type: number | null;
  begin_lon: number | null;
  begin_lat: number | null;
  end_lon: number | null;
  end_lat: number | null;
  org_name: string;
  plate: string | null;
  terminal_phone: string | null;
  site_name: string | null;
  handler_name: string | null;
  handler_user_name: string | null;
  driver_name: string | null;
  driver_phone: string | null;
}

export function handlerName(r: Pick<AlarmRowData, 'handler_name' | 'handler_user_name'>): string {
  return r.handler_name || r.handler_user_name || '';
}

export interface RowPermissions {
  canHandle: boolean;
  canIgnore: boolean;
}

export function toGridRow(t: TFunction, r: AlarmRowData, perms: RowPermissions): AlarmGridRow {
  const unprocessed = r.handle_status === HANDLE_STATUS.unprocessed;
  return {
    guid: r.guid,
    alarmClass: r.alarm_class as AlarmGridRow['alarmClass'],
    vehicleId: r.vehicle_id,
    regName: r.plate ?? r.site_name ?? '',
    orgName: r.org_name,
    firstAlarmType: r.first_type,
    secondAlarmType: r.second_type,
    alarmName: alarmName(t, r.first_type, r.second_type),
    alarmLevel: r.level as AlarmGridRow['alarmLevel'],
    alarmLevelName: levelName(t, r.level),
    bTime: Number(r.begin_time),
    eTime: r.end_time === null ? null : Number(r.end_time),
    bSpeed: r.b_speed,
    speedLimit: r.speed_limit,
    alarmContent: alarmContent(t, r),
    handleStatus: r.handle_status as AlarmGridRow['handleStatus'],
    handleStatusName: handleStatusName(t, r.handle_status),
    handleManName: handlerName(r),
    handleTime: r.handle_time === null ? null : Number(r.handle_time),
    handleRemark: r.handle_remark ?? '',
    // A user may handle an alarm again (edit or add with history) unless it was ignored.
    hasHandle: perms.canHandle && r.handle_status !== HANDLE_STATUS.ignored,
    hasIgnore: perms.canIgnore && unprocessed,
  };
}

/** The chosen department's subtree as a scope, when it lies inside the caller's; null = no department filter. */
export async function departmentFilter(
  db: Database,
  scope: Scope,
  departmentId: number | undefined,
): Promise<Scope | null> {
  if (departmentId === undefined) return null;
  const row = await db
    .selectFrom('departments')
    .select('path')
    .where('id', '=', departmentId)
    .where('company_id', '=', scope.companyId)
    .executeTakeFirst();
  // Outside the caller's subtree (or another company's): a filter that matches nothing, never a wider one.
  if (!row || !row.path.startsWith(scope.departmentPath)) return { companyId: -1, departmentPath: '/none/' };
  return { companyId: scope.companyId, departmentPath: row.path };
}
