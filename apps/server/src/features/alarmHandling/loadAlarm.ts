import {
  ACC_STATUS,
  ALARM_CLASS,
  HANDLE_STATUS,
  ONLINE_STATUS,
  type AccStatus,
  type AlarmClass,
  type AlarmHandleRecord,
  type OnlineStatus,
  formatChinaTime,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import type { Scope } from '../../scope/authContext';
import { ROW_COLUMNS, scopedAlarms, type AlarmRowData } from './alarmQuery';

/** One alarm of a class in the caller's scope; anything else (another tenant's, another branch's) is "not found". */
export async function loadAlarm(
  db: Database,
  scope: Scope,
  guid: string,
  alarmClass: AlarmClass = ALARM_CLASS.vehicle,
): Promise<AlarmRowData> {
  const row = await scopedAlarms(db, scope, alarmClass)
    .select([...ROW_COLUMNS])
    .where('a.guid', '=', guid)
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  return row;
}

/** Past handling records, oldest first. */
export async function handleHistory(db: Database, guid: string): Promise<AlarmHandleRecord[]> {
  const rows = await db
    .selectFrom('alarm_handles as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.remark', 'h.user_id', 'h.time', 'u.real_name', 'u.user_name'])
    .where('h.alarm_guid', '=', guid)
    .orderBy('h.time')
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    handleRemark: r.remark,
    webGisUserId: r.user_id,
    webGisUserName: r.real_name || r.user_name || '',
    handleTimeStr: formatChinaTime(Number(r.time)),
  }));
}

export interface VehicleReachability {
  onlineStatus: OnlineStatus;
  accStatus: AccStatus;
}

/** Online and ACC from the latest stored state; no state yet reads as offline with ACC off. */
export async function vehicleReachability(db: Database, vehicleId: number): Promise<VehicleReachability> {
  const state = await db
    .selectFrom('vehicle_states')
    .select(['online', 'acc'])
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return {
    onlineStatus: state?.online === 1 ? ONLINE_STATUS.online : ONLINE_STATUS.offline,
    accStatus: state?.acc === 1 ? ACC_STATUS.on : ACC_STATUS.off,
  };
}

export const isIgnored = (row: Pick<AlarmRowData, 'handle_status'>) =>
  row.handle_status === HANDLE_STATUS.ignored;
