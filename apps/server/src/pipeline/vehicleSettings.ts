import type { DeviceExceptionSettings, EffectiveAlarmRules } from '@roadwatch/core';
import type { Selectable } from 'kysely';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema.gen';
import { loadEffectiveAlarmRules } from '../features/alarmRules/effectiveAlarmRules';
import { loadDeviceExceptionSettings } from '../features/deviceExceptionSettings/storedDeviceExceptionSettings';
import type { OpenAlarm, OpenException } from './vehicleRuntime';

export interface TempPointSettings {
  id: number;
  probeNo: number;
  name: string;
  minC: number;
  maxC: number;
}

/** What the rules need to know about a vehicle, read from the database once and refreshed on a timer. */
export interface VehicleSettings {
  companyId: number;
  departmentId: number;
  /** Materialised department path ('/1/5/12/') that live events carry for scope filtering. */
  departmentPath: string;
  plate: string;
  driverId: number | null;
  speedLimitKmh: number;
  refrigerated: boolean;
  terminalModel: string;
  /** Temperature points of the vehicle by probe number 1–16. */
  tempPoints: Map<number, TempPointSettings>;
  /** Alarm settings in force for this vehicle per type: its own, else its company's, else built in. */
  alarmRules: EffectiveAlarmRules;
  /** The company's device exception settings; null: none saved, the pipeline's built-in waits apply. */
  deviceExceptions: DeviceExceptionSettings | null;
  loadedAt: number;
}

/** What a vehicle left behind in the database: its stored state and the alarms and exceptions not yet ended. */
export interface StoredVehicle {
  state: {
    online: number;
    acc: number;
    lon: number | null;
    lat: number | null;
    speed_kmh: number;
    direction: number;
    mileage_km: number;
    gps_time: number | null;
    updated_at: number;
  } | null;
  alarms: (OpenAlarm & { vehicleId: number })[];
  exceptions: OpenException[];
}

/** The alarms columns an OpenAlarm is rebuilt from (vehicles and sites alike). */
export const OPEN_ALARM_COLUMNS = [
  'guid',
  'alarm_class',
  'first_type',
  'second_type',
  'level',
  'begin_time',
  'begin_lon',
  'begin_lat',
  'point_id',
] as const;

export function openAlarmOf(
  a: Pick<Selectable<DB['alarms']>, (typeof OPEN_ALARM_COLUMNS)[number]>,
): OpenAlarm {
  return {
    guid: a.guid,
    alarmClass: a.alarm_class as 1 | 2 | 3,
    firstType: a.first_type,
    secondType: a.second_type,
    level: a.level,
    beginTime: a.begin_time,
    lon: a.begin_lon,
    lat: a.begin_lat,
    pointId: a.point_id,
  };
}

/** Ids per query: well under SQLite's parameter limit and PostgreSQL's comfortable IN-list size. */
const IDS_PER_QUERY = 500;

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) out.push(ids.slice(i, i + IDS_PER_QUERY));
  return out;
}

/** Settings of the given vehicles; a vehicle missing from the table is missing from the map. */
export async function loadVehicleSettings(
  db: Database,
  ids: readonly number[],
  now: number,
): Promise<Map<number, VehicleSettings>> {
  const settings = new Map<number, VehicleSettings>();
  for (const part of chunks(ids)) {
    const vehicles = await db
      .selectFrom('vehicles as v')
      .innerJoin('departments as d', 'd.id', 'v.department_id')
      .select([
        'v.id',
        'v.company_id',
        'v.department_id',
        'd.path',
        'v.plate',
        'v.driver_id',
        'v.speed_limit_kmh',
        'v.refrigerated',
        'v.terminal_model',
      ])
      .where('v.id', 'in', part)
      .execute();
    const alarmRules = await loadEffectiveAlarmRules(db, part);
    const exceptionSettings = await loadDeviceExceptionSettings(
      db,
      vehicles.map((v) => v.company_id),
    );
    for (const v of vehicles) {
      const rules = alarmRules.get(v.id);
      if (!rules) continue;
      settings.set(v.id, {
        companyId: v.company_id,
        departmentId: v.department_id,
        departmentPath: v.path,
        plate: v.plate,
        driverId: v.driver_id,
        speedLimitKmh: v.speed_limit_kmh,
        refrigerated: v.refrigerated === 1,
        terminalModel: v.terminal_model,
        tempPoints: new Map(),
        alarmRules: rules,
        deviceExceptions: exceptionSettings.get(v.company_id) ?? null,
        loadedAt: now,
      });
    }
    const points = await db
      .selectFrom('temp_points')
      .select(['id', 'vehicle_id', 'probe_no', 'name', 'min_c', 'max_c'])
      .where('vehicle_id', 'in', part)
      .execute();
    for (const p of points) {
      const owner = p.vehicle_id === null ? undefined : settings.get(p.vehicle_id);
      if (!owner) continue;
      // The over-temperature setting's bounds, when it names them, replace every point's own range.
      const rule = owner.alarmRules.overTemperature;
      owner.tempPoints.set(p.probe_no, {
        id: p.id,
        probeNo: p.probe_no,
        name: p.name,
        minC: rule.minC ?? p.min_c,
        maxC: rule.maxC ?? p.max_c,
      });
    }
  }
  return settings;
}

/** Stored state, open alarms and open exceptions of the given vehicles (read once per vehicle per process). */
export async function loadStoredVehicles(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, StoredVehicle>> {
  const stored = new Map<number, StoredVehicle>(
    ids.map((id) => [id, { state: null, alarms: [], exceptions: [] }]),
  );
  for (const part of chunks(ids)) {
    const states = await db
      .selectFrom('vehicle_states')
      .selectAll()
      .where('vehicle_id', 'in', part)
      .execute();
    for (const { vehicle_id, ...state } of states) {
      const entry = stored.get(vehicle_id);
      if (entry) entry.state = state;
    }
    const alarms = await db
      .selectFrom('alarms')
      .select([...OPEN_ALARM_COLUMNS, 'vehicle_id'])
      .where('vehicle_id', 'in', part)
      .where('end_time', 'is', null)
      .orderBy('begin_time')
      .execute();
    for (const a of alarms) {
      if (a.vehicle_id === null) continue;
      stored.get(a.vehicle_id)?.alarms.push({ vehicleId: a.vehicle_id, ...openAlarmOf(a) });
    }
    const exceptions = await db
      .selectFrom('device_exceptions')
      .select(['guid', 'vehicle_id', 'type', 'begin_time'])
      .where('vehicle_id', 'in', part)
      .where('end_time', 'is', null)
      .orderBy('begin_time')
      .execute();
    for (const e of exceptions) {
      stored.get(e.vehicle_id)?.exceptions.push({ guid: e.guid, type: e.type, beginTime: e.begin_time });
    }
  }
  return stored;
}
