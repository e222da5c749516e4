import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  LINE_ALARM,
  SPEED_ALARM,
  VEHICLE_OPERATION_STATE,
  ZONE_ALARM,
  alarmIconTypeOf,
  stateName,
  type ENDPOINTS,
  type OperationStateName,
  type SupervisionBoardData,
  type VehicleOperationState,
} from '@roadwatch/core';
import type { EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { chinaDayNumber, dayNumberStart } from './boardCalendar';
import { cachedBoard } from './boardCache';
import { rankedDepartments, scopeDepartments } from './boardScope';
import { deriveOperationState } from './deriveOperationState';
import { percent } from './percent';
import { provinceLookup } from './provinceOf';
import { FATIGUE_ICON_TYPES } from './riskKinds';
import { requireScope } from './requireScope';

/** Seed 001 §9: 30-minute risk tracking — an unhandled high-risk alarm this recent makes a vehicle dangerous. */
export const DANGEROUS_WINDOW_MS = 30 * 60_000;

type Violation = 'overspeed' | 'fatigue';

/** Whether an alarm is an overspeed or a fatigue violation, whichever family reported it. */
export function violationOf(firstType: number, secondType: number): Violation | undefined {
  switch (firstType) {
    case ALARM_FIRST_TYPE.speed:
      return secondType === SPEED_ALARM.overspeed ? 'overspeed' : undefined;
    // Overspeed against a zone's or a line's own limit is overspeed all the same.
    case ALARM_FIRST_TYPE.zone:
      return secondType === ZONE_ALARM.overspeed ? 'overspeed' : undefined;
    case ALARM_FIRST_TYPE.line:
      return secondType === LINE_ALARM.overspeed ? 'overspeed' : undefined;
    case ALARM_FIRST_TYPE.device:
      if (secondType === DEVICE_ALARM_KIND.overspeed) return 'overspeed';
      if (
        secondType === DEVICE_ALARM_KIND.fatigueDriving ||
        secondType === DEVICE_ALARM_KIND.dailyDrivingTimeout
      )
        return 'fatigue';
      return undefined;
    case ALARM_FIRST_TYPE.activeSafety:
      if (secondType === alarmIconTypeOf('overspeed') || secondType === alarmIconTypeOf('roadSignOverspeed'))
        return 'overspeed';
      return FATIGUE_ICON_TYPES.includes(secondType) ? 'fatigue' : undefined;
    default:
      return undefined;
  }
}

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export const kioskSupervisionBoard: EndpointHandler<typeof ENDPOINTS.kioskSupervisionBoard> = async (ctx) => {
  const scope = requireScope(ctx);
  const ttlMs = Number(ctx.input.refresh ?? 5) * 1000;
  return cachedBoard(ctx.deps, { board: 'supervision', scope, ttlMs }, async () => {
    const { db } = ctx;
    const now = ctx.deps.now();
    const todayStart = dayNumberStart(chinaDayNumber(now));

    const [vehicles, departments, openAlarms, dangerous, openExceptions, todayAlarms] = await Promise.all([
      db
        .selectFrom('vehicles as v')
        .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
        .select(['v.id', 'v.department_id', 's.online', 's.speed_kmh', 's.lon', 's.lat'])
        .where(inScope(scope, 'vehicles', 'v'))
        .orderBy('v.id')
        .execute(),
      scopeDepartments(db, scope),
      db
        .selectFrom('alarms')
        .select('vehicle_id')
        .distinct()
        .where(inScope(scope, 'alarms'))
        .where('end_time', 'is', null)
        .where('vehicle_id', 'is not', null)
        .execute(),
      db
        .selectFrom('alarms')
        .select('vehicle_id')
        .distinct()
        .where(inScope(scope, 'alarms'))
        .where('begin_time', '>', now - DANGEROUS_WINDOW_MS)
        .where('begin_time', '<=', now)
        .where('level', '>=', HAZARD_LEVEL.high)
        .where('handle_status', '=', HANDLE_STATUS.unprocessed)
        .where('vehicle_id', 'is not', null)
        .execute(),
      db
        .selectFrom('device_exceptions')
        .select('vehicle_id')
        .distinct()
        .where(inScope(scope, 'device_exceptions'))
        .where('end_time', 'is', null)
        .execute(),
      db
        .selectFrom('alarms')
        .select([
          'vehicle_id',
          'department_id',
          'first_type',
          'second_type',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where(inScope(scope, 'alarms'))
        .where('begin_time', '>=', todayStart)
        .where('begin_time', '<=', now)
        .where('vehicle_id', 'is not', null)
        .groupBy(['vehicle_id', 'department_id', 'first_type', 'second_type'])
        .execute(),
    ]);

    const alarmSet = new Set(openAlarms.map((r) => r.vehicle_id));
    const dangerSet = new Set(dangerous.map((r) => r.vehicle_id));
    const exceptionSet = new Set(openExceptions.map((r) => r.vehicle_id));
    const byState: Record<OperationStateName, number> = {
      running: 0,
      stopped: 0,
      offline: 0,
      abnormal: 0,
      dangerous: 0,
      alarm: 0,
    };
    const located: SupervisionBoardData['located'] = { ids: [], lon: [], lat: [], state: [] };
    const provinceOf = provinceLookup();
    const provinces = new Map<string, { name: string; nameEn: string; vehicles: number; alarms: number }>();
    const vehicleProvince = new Map<number, string>();
    const { groups, groupOf } = rankedDepartments(departments);
    const deptRows = new Map(
      groups.map((g) => [g.id, { id: g.id, name: g.name, vehicles: 0, online: 0, overspeed: 0, fatigue: 0 }]),
    );
    let online = 0;
    for (const v of vehicles) {
      const isOnline = v.online === 1;
      if (isOnline) online += 1;
      const state: VehicleOperationState = deriveOperationState({
        online: isOnline,
        speedKmh: Number(v.speed_kmh ?? 0),
        recentHighRisk: dangerSet.has(v.id),
        openAlarm: alarmSet.has(v.id),
        openException: exceptionSet.has(v.id),
      });
      byState[stateName(VEHICLE_OPERATION_STATE, state) as OperationStateName] += 1;
      const dept = groupOf(v.department_id);
      const row = dept ? deptRows.get(dept.id) : undefined;
      if (row) {
        row.vehicles += 1;
        if (isOnline) row.online += 1;
      }
      if (v.lon === null || v.lat === null) continue;
      located.ids.push(v.id);
      located.lon.push(round5(v.lon));
      located.lat.push(round5(v.lat));
      located.state.push(state);
      const province = provinceOf(v.lon, v.lat);
      if (!province) continue;
      vehicleProvince.set(v.id, province.name);
      const p = provinces.get(province.name) ?? { ...province, vehicles: 0, alarms: 0 };
      p.vehicles += 1;
      provinces.set(province.name, p);
    }
    for (const a of todayAlarms) {
      const n = Number(a.n);
      const province = a.vehicle_id === null ? undefined : vehicleProvince.get(a.vehicle_id);
      const p = province ? provinces.get(province) : undefined;
      if (p) p.alarms += n;
      const violation = violationOf(a.first_type, a.second_type);
      const dept = groupOf(a.department_id);
      const row = dept ? deptRows.get(dept.id) : undefined;
      if (violation && row) row[violation] += n;
    }

    const result: SupervisionBoardData = {
      generatedAt: now,
      vehicles: { total: vehicles.length, online, onlineRate: percent(online, vehicles.length), byState },
      departments: [...deptRows.values()],
      located,
      provinces: [...provinces.values()].sort(
        (a, b) => b.vehicles - a.vehicles || a.name.localeCompare(b.name),
      ),
    };
    return result;
  });
};
