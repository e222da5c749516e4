import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  SPEED_ALARM,
  alarmIconTypeOf,
  type DeviceAlarmKindName,
} from '../alarmCatalogue';
import type { AlarmRuleType } from '.';

/**
 * Device alarms (the terminal's own alarm bits) by the setting that governs them. Bits not named here are faults
 * and warnings of the terminal itself: the common terminal alarm setting.
 */
const DEVICE_KIND_RULE: Partial<Record<DeviceAlarmKindName, AlarmRuleType>> = {
  sos: 'hijack',
  overspeed: 'overspeed',
  overspeedWarning: 'overspeed',
  fatigueDriving: 'fatigue',
  fatigueDrivingWarning: 'fatigue',
  dailyDrivingTimeout: 'fatigue',
  parkingTimeout: 'parking',
  areaEntryExit: 'area',
  routeEntryExit: 'line',
  routeDeviation: 'line',
  routeDrivingTimeAbnormal: 'transportTime',
  fuelAbnormal: 'abnormalFuel',
  illegalDoorOpen: 'openDoor',
  tyrePressureWarning: 'tyre',
  vehicleStolen: 'abnormalVehicle',
  illegalIgnition: 'abnormalVehicle',
  illegalMovement: 'abnormalVehicle',
  mainPowerOff: 'shutdown',
  mainPowerUndervoltage: 'lowPower',
};
const DEVICE_RULE_BY_KIND = new Map<number, AlarmRuleType>(
  (Object.keys(DEVICE_ALARM_KIND) as DeviceAlarmKindName[]).map((name) => [
    DEVICE_ALARM_KIND[name],
    DEVICE_KIND_RULE[name] ?? 'terminalCommon',
  ]),
);

/**
 * Active-safety alarms with a setting of their own; the camera events (driver monitoring, driver assistance,
 * blind spot) follow the event notification settings instead.
 */
const ACTIVE_SAFETY_RULE = new Map<number, AlarmRuleType>([
  [alarmIconTypeOf('continuousDrivingTimeout'), 'fatigue'],
  [alarmIconTypeOf('overspeed'), 'overspeed'],
  [alarmIconTypeOf('tirePressure'), 'tyre'],
  [alarmIconTypeOf('emergency'), 'hijack'],
]);

/**
 * The alarm setting type whose contacts, notices, display and capture apply to an alarm of this first/second type;
 * null when no setting governs it (underspeed, the camera events of active safety, unknown kinds).
 */
export function alarmRuleTypeOf(firstType: number, secondType: number): AlarmRuleType | null {
  switch (firstType) {
    case ALARM_FIRST_TYPE.device:
      return DEVICE_RULE_BY_KIND.get(secondType) ?? null;
    case ALARM_FIRST_TYPE.activeSafety:
      return ACTIVE_SAFETY_RULE.get(secondType) ?? null;
    case ALARM_FIRST_TYPE.temperature:
      return 'overTemperature';
    case ALARM_FIRST_TYPE.speed:
      return secondType === SPEED_ALARM.overspeed ? 'overspeed' : null;
    case ALARM_FIRST_TYPE.zone:
      return 'area';
    case ALARM_FIRST_TYPE.line:
      return 'line';
    default:
      return null;
  }
}
