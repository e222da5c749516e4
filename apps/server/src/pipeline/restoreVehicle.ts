import { ACC_STATUS, ALARM_FIRST_TYPE, SPEED_ALARM, alarmIconTypeOf } from '@roadwatch/core';
import { DRIVING_KEY } from './rules/continuousDrivingRule';
import { deviceAlarmKey } from './rules/deviceAlarmRule';
import { OVERSPEED_KEY } from './rules/overspeedRule';
import { temperatureAlarmKey } from './rules/temperatureRule';
import { lineAlarmKey, zoneAlarmKey } from './rules/zoneAlarmRule';
import type { OpenAlarm, VehicleRuntime } from './vehicleRuntime';
import type { StoredVehicle } from './vehicleSettings';

const CONTINUOUS_DRIVING = alarmIconTypeOf('continuousDrivingTimeout');

/**
 * The rule that would end a stored alarm, or null when no rule of the pipeline ends it (active-safety events
 * end by their own flag). Site temperature alarms are keyed the same way (SiteSensors).
 */
export function ruleKeyOf(alarm: OpenAlarm): string | null {
  switch (alarm.firstType) {
    case ALARM_FIRST_TYPE.device:
      return alarm.secondType >= 1 && alarm.secondType <= 32 ? deviceAlarmKey(alarm.secondType - 1) : null;
    case ALARM_FIRST_TYPE.speed:
      return alarm.secondType === SPEED_ALARM.overspeed ? OVERSPEED_KEY : null;
    case ALARM_FIRST_TYPE.activeSafety:
      return alarm.secondType === CONTINUOUS_DRIVING ? DRIVING_KEY : null;
    case ALARM_FIRST_TYPE.temperature:
      return alarm.pointId === null ? null : temperatureAlarmKey(alarm.pointId);
    case ALARM_FIRST_TYPE.zone:
      return alarm.pointId === null ? null : zoneAlarmKey(alarm.pointId, alarm.secondType);
    case ALARM_FIRST_TYPE.line:
      return alarm.pointId === null ? null : lineAlarmKey(alarm.pointId, alarm.secondType);
    default:
      return null;
  }
}

/**
 * Picks up where a previous process left off: the stored position and odometer (so the first report without a
 * fix still shows where the vehicle is), and the alarms and exceptions it left open, so that the next report
 * ends them rather than opening duplicates. A device alarm left open counts as its bit being set.
 */
export function restoreVehicle(rt: VehicleRuntime, stored: StoredVehicle): void {
  rt.restored = true;
  const s = stored.state;
  if (s && rt.state.gpsTime === null) {
    rt.state.acc = s.acc === 1 ? ACC_STATUS.on : ACC_STATUS.off;
    rt.state.lon = s.lon;
    rt.state.lat = s.lat;
    rt.state.speedKmh = s.speed_kmh;
    rt.state.direction = s.direction;
    rt.state.mileageKm = s.mileage_km;
    rt.state.gpsTime = s.gps_time;
    rt.lastGpsTime = s.gps_time;
  }
  for (const alarm of stored.alarms) {
    const key = ruleKeyOf(alarm);
    if (key === null || rt.alarms.has(key)) continue;
    rt.alarms.set(key, alarm);
    if (alarm.firstType === ALARM_FIRST_TYPE.device)
      rt.alarmBits = (rt.alarmBits | (1 << (alarm.secondType - 1))) >>> 0;
  }
  for (const exception of stored.exceptions) {
    if (!rt.exceptions.has(exception.type)) rt.exceptions.set(exception.type, exception);
  }
}
