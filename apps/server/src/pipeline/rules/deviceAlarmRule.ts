import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  HAZARD_LEVEL,
  deviceAlarmKindOfBit,
  type DeviceAlarmKindName,
  type HazardLevel,
} from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';

/**
 * Hazard of a device alarm. The terminal does not say; this is the platform's reading: a person or the vehicle in
 * danger is high, a driving-rule breach or a lost power supply medium, a faulty module or a reminder low.
 */
const HIGH: readonly DeviceAlarmKindName[] = [
  'sos',
  'vehicleStolen',
  'illegalIgnition',
  'illegalMovement',
  'collisionWarning',
  'rolloverWarning',
  'illegalDoorOpen',
];
const MEDIUM: readonly DeviceAlarmKindName[] = [
  'overspeed',
  'fatigueDriving',
  'dangerWarning',
  'mainPowerOff',
  'illegalDriving',
  'dailyDrivingTimeout',
  'routeDeviation',
  'fuelAbnormal',
];

const LEVEL_BY_KIND = new Map<number, HazardLevel>([
  ...HIGH.map((name) => [DEVICE_ALARM_KIND[name], HAZARD_LEVEL.high] as const),
  ...MEDIUM.map((name) => [DEVICE_ALARM_KIND[name], HAZARD_LEVEL.medium] as const),
]);

export function deviceAlarmLevel(kind: number): HazardLevel {
  return LEVEL_BY_KIND.get(kind) ?? HAZARD_LEVEL.low;
}

export function deviceAlarmKey(bit: number): string {
  return `bit:${bit}`;
}

/** Alarm bits: a bit that rises opens a device alarm (second type = bit + 1), a bit that falls ends it. */
export function applyDeviceAlarms(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  bits: number,
  position: Position,
): void {
  const changed = (bits ^ rt.alarmBits) >>> 0;
  if (changed === 0) return;
  for (let bit = 0; bit < 32; bit += 1) {
    if (((changed >>> bit) & 1) === 0) continue;
    const kind = deviceAlarmKindOfBit(bit);
    if (kind === undefined) continue;
    const key = deviceAlarmKey(bit);
    if (((bits >>> bit) & 1) === 1) {
      ledger.openAlarm(rt, settings, {
        key,
        firstType: ALARM_FIRST_TYPE.device,
        secondType: kind,
        level: deviceAlarmLevel(kind),
        beginTime: position.at,
        lon: position.lon,
        lat: position.lat,
        speedKmh: position.speedKmh,
      });
    } else {
      ledger.endAlarm(rt, settings, key, position);
    }
  }
  rt.alarmBits = bits >>> 0;
}
