import {
  DAY_MS,
  OVER_TEMP_LIMITS,
  TEMPERATURE_ALARM,
  findExcursions,
  type ENDPOINTS,
  type OverTempRecheckAlarm,
  type OverTempRecheckProbe,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { effectiveAlarmRule } from '../alarmRules/effectiveAlarmRules';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { overTempAlarm } from './overTempAlarm';
import { recheckResults } from './recheckResults';

/** The stored readings of the vehicle's points in [start, end], oldest first, by point. */
async function readingsOf(db: Database, pointIds: readonly number[], start: number, end: number) {
  const byPoint = new Map<number, { time: number; valueC: number | null }[]>(pointIds.map((id) => [id, []]));
  if (pointIds.length === 0) return byPoint;
  const rows = await db
    .selectFrom('temp_readings')
    .select(['point_id', 'time', 'value_c'])
    .where('point_id', 'in', [...pointIds])
    .where('time', '>=', start)
    .where('time', '<=', end)
    .orderBy('point_id')
    .orderBy('time')
    .execute();
  for (const r of rows)
    byPoint
      .get(r.point_id)
      ?.push({ time: Number(r.time), valueC: r.value_c === null ? null : Number(r.value_c) });
  return byPoint;
}

/** Whether the alarm's point was out of range, on the alarm's side, for at least the duration while it lasted. */
function confirmsAlarm(alarm: OverTempRecheckAlarm, probes: readonly OverTempRecheckProbe[], until: number) {
  const probe = probes.find((p) => p.pointId === alarm.pointId);
  if (!probe) return false;
  const side = alarm.secondType === TEMPERATURE_ALARM.low ? 'low' : 'high';
  const end = alarm.endTime ?? until;
  return probe.excursions.some(
    (e) => e.sustained && e.side === side && e.start <= end && e.end >= alarm.beginTime,
  );
}

/**
 * Re-evaluates a vehicle's stored probe readings (only what its terminal reported) against the over-temperature
 * setting in force now, or the bounds and duration the user entered: per probe the periods out of range, their
 * peak and duration; for an alarm also whether its point was out of range for at least the duration.
 */
export const overTempRecheck: EndpointHandler<typeof ENDPOINTS.overTempRecheck> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const found = input.alarmGuid !== undefined ? await overTempAlarm(db, auth, input.alarmGuid) : null;
  const vehicle = found?.vehicle ?? (await vehicleInScope(db, auth, input.vehicleId ?? 0));
  const alarm = found?.alarm ?? null;
  const now = deps.now();
  let startTime = input.startTime ?? 0;
  let endTime = input.endTime ?? now;
  if (alarm) {
    startTime = alarm.beginTime - OVER_TEMP_LIMITS.recheckMarginMs;
    endTime = Math.min(
      (alarm.endTime ?? now) + OVER_TEMP_LIMITS.recheckMarginMs,
      startTime + OVER_TEMP_LIMITS.recheckRangeMaxDays * DAY_MS,
    );
  }
  const setting = await effectiveAlarmRule(db, vehicle.id, 'overTemperature');
  if (!setting) throw businessFailure('errors.notFound');
  const entered = input.minC !== undefined || input.maxC !== undefined || input.sustainS !== undefined;
  const sustainS = input.sustainS ?? setting.sustainS;
  const points = await db
    .selectFrom('temp_points')
    .select(['id', 'probe_no', 'name', 'min_c', 'max_c'])
    .where('vehicle_id', '=', vehicle.id)
    .where('company_id', '=', auth.companyId)
    .orderBy('probe_no')
    .execute();
  const readings = await readingsOf(
    db,
    points.map((p) => p.id),
    startTime,
    endTime,
  );
  const probes = points.map((p): OverTempRecheckProbe => {
    const minC = input.minC !== undefined ? input.minC : (setting.minC ?? Number(p.min_c));
    const maxC = input.maxC !== undefined ? input.maxC : (setting.maxC ?? Number(p.max_c));
    const series = readings.get(p.id) ?? [];
    return {
      pointId: p.id,
      probeNo: p.probe_no,
      name: p.name,
      minC,
      maxC,
      readings: series,
      excursions: findExcursions(series, minC, maxC).map((e) => ({
        ...e,
        sustained: e.durationS >= sustainS,
      })),
    };
  });
  return {
    vehicleId: vehicle.id,
    plate: vehicle.plate,
    startTime,
    endTime,
    source: entered ? 'entered' : 'setting',
    sustainS,
    alarm,
    probes,
    confirmed: alarm ? confirmsAlarm(alarm, probes, endTime) : null,
    results: alarm ? await recheckResults(db, alarm.guid) : [],
  };
};
