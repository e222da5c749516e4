import {
  ACC_STATUS,
  HANDLE_STATUS,
  type LiveAlarm,
  type LiveException,
  type LiveServerMessage,
  type LiveVehicleState,
} from '@roadwatch/core';
import type { Database } from '../db/connect';
import type { Scope } from '../scope/authContext';
import { inScope } from '../scope/inScope';

export interface SnapshotLimits {
  vehicles: number;
  alarms: number;
  exceptions: number;
  /** Unhandled alarms that began within this window are in the snapshot. */
  alarmWindowMs: number;
}

export const DEFAULT_SNAPSHOT_LIMITS: SnapshotLimits = {
  // The live map watches at most this many vehicles at once (seed 001 §9).
  vehicles: 10_000,
  alarms: 500,
  exceptions: 500,
  alarmWindowMs: 24 * 3_600_000,
};

type Snapshot = Extract<LiveServerMessage, { type: 'snapshot' }>;

/** The columns of a vehicle's live state (`vehicles as v` left-joined with `vehicle_states as s`). */
export const VEHICLE_STATE_COLUMNS = [
  'v.id',
  'v.plate',
  'v.department_id',
  's.online',
  's.acc',
  's.lon',
  's.lat',
  's.speed_kmh',
  's.direction',
  's.mileage_km',
  's.gps_time',
] as const;

export function toLiveVehicleState(r: {
  id: number;
  plate: string;
  department_id: number;
  online: number | null;
  acc: number | null;
  lon: number | null;
  lat: number | null;
  speed_kmh: number | null;
  direction: number | null;
  mileage_km: number | null;
  gps_time: number | null;
}): LiveVehicleState {
  return {
    vehicleId: r.id,
    plate: r.plate,
    departmentId: r.department_id,
    online: r.online === 1 ? 1 : 0,
    acc: r.acc === 1 ? ACC_STATUS.on : ACC_STATUS.off,
    lon: r.lon ?? null,
    lat: r.lat ?? null,
    speedKmh: r.speed_kmh ?? 0,
    direction: r.direction ?? 0,
    mileageKm: r.mileage_km ?? 0,
    gpsTime: r.gps_time ?? null,
    alarmFlags: [],
  };
}

/**
 * What a client sees on connecting, all within its scope: the latest state of its vehicles, unhandled alarms of the
 * last 24 hours and device exceptions that have not ended (newest first, bounded).
 */
export async function loadSnapshot(
  db: Database,
  scope: Scope,
  now: number,
  limits: SnapshotLimits = DEFAULT_SNAPSHOT_LIMITS,
): Promise<Snapshot> {
  const [vehicleRows, alarmRows, exceptionRows] = await Promise.all([
    db
      .selectFrom('vehicles as v')
      .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
      .select(VEHICLE_STATE_COLUMNS)
      .where(inScope(scope, 'vehicles', 'v'))
      .orderBy('v.id')
      .limit(limits.vehicles)
      .execute(),
    db
      .selectFrom('alarms as a')
      .leftJoin('vehicles as v', 'v.id', 'a.vehicle_id')
      .leftJoin('sites as st', 'st.id', 'a.site_id')
      .select([
        'a.guid',
        'a.vehicle_id',
        'v.plate',
        'st.name as site_name',
        'a.department_id',
        'a.alarm_class',
        'a.first_type',
        'a.second_type',
        'a.level',
        'a.begin_time',
        'a.end_time',
        'a.handle_status',
        'a.begin_lon',
        'a.begin_lat',
      ])
      .where(inScope(scope, 'alarms', 'a'))
      .where('a.handle_status', '=', HANDLE_STATUS.unprocessed)
      .where('a.begin_time', '>=', now - limits.alarmWindowMs)
      .orderBy('a.begin_time', 'desc')
      .limit(limits.alarms)
      .execute(),
    db
      .selectFrom('device_exceptions as e')
      .innerJoin('vehicles as v', 'v.id', 'e.vehicle_id')
      .select([
        'e.guid',
        'e.vehicle_id',
        'v.plate',
        'e.department_id',
        'e.type',
        'e.begin_time',
        'e.end_time',
      ])
      .where(inScope(scope, 'device_exceptions', 'e'))
      .where('e.end_time', 'is', null)
      .orderBy('e.begin_time', 'desc')
      .limit(limits.exceptions)
      .execute(),
  ]);

  const vehicles: LiveVehicleState[] = vehicleRows.map(toLiveVehicleState);
  const alarms: LiveAlarm[] = alarmRows.map((r) => ({
    guid: r.guid,
    vehicleId: r.vehicle_id,
    plate: r.plate ?? r.site_name ?? '',
    departmentId: r.department_id,
    alarmClass: r.alarm_class as LiveAlarm['alarmClass'],
    firstType: r.first_type,
    secondType: r.second_type,
    level: r.level,
    beginTime: r.begin_time,
    endTime: r.end_time,
    handleStatus: r.handle_status,
    lon: r.begin_lon,
    lat: r.begin_lat,
  }));
  const exceptions: LiveException[] = exceptionRows.map((r) => ({
    guid: r.guid,
    vehicleId: r.vehicle_id,
    plate: r.plate,
    departmentId: r.department_id,
    type: r.type,
    beginTime: r.begin_time,
    endTime: r.end_time,
  }));
  return { type: 'snapshot', vehicles, alarms, exceptions, serverTime: now };
}
