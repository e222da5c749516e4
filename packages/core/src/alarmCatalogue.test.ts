import { describe, expect, it } from 'vitest';
import {
  ABNORMAL_PRESETS,
  activeSafetyIconType,
  adasEventIconType,
  ALARM_ICON_TYPES,
  alarmBitOfDeviceAlarmKind,
  alarmIconTypeOf,
  bsdEventIconType,
  DEVICE_ALARM_KIND,
  deviceAlarmKindOfBit,
  dsmEventIconType,
  isAlarmIconType,
  SPEED_ALARM,
  SPEED_LIMIT_SIGN,
} from './alarmCatalogue';
import { LIMITS } from './constants';
import { stateName } from './states';
import { ACTIVE_SAFETY_EVENT_KIND } from './types/activeSafety';

const keyOf = (type: number | undefined) =>
  type !== undefined && isAlarmIconType(type) ? ALARM_ICON_TYPES[type].key : undefined;

describe('alarm icon types', () => {
  it('has an icon for every alarm icon type from 1 to 30, each with a distinct key', () => {
    const types = Object.keys(ALARM_ICON_TYPES).map(Number);
    expect(types).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const keys = Object.values(ALARM_ICON_TYPES).map((t) => t.key);
    expect(new Set(keys).size).toBe(30);
    expect(alarmIconTypeOf('continuousDrivingTimeout')).toBe(22);
    expect([0, 31, 1.5, '1'].some(isAlarmIconType)).toBe(false);
  });

  it('counts every one of the seven driver-risk kinds under at least one icon type', () => {
    const counted = new Set(Object.values(ALARM_ICON_TYPES).map((t) => t.riskKind));
    for (const kind of Object.keys(ACTIVE_SAFETY_EVENT_KIND)) expect(counted).toContain(kind);
    expect(ALARM_ICON_TYPES[2].riskKind).toBe('phoneUse');
    expect(ALARM_ICON_TYPES[3].riskKind).toBe('other');
  });
});

describe('active-safety events of a terminal', () => {
  it('maps ADAS event types 1–7 to the driver-assistance icons', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((e) => keyOf(adasEventIconType(e)))).toEqual([
      'forwardCollision',
      'laneDeparture',
      'closeFollowing',
      'pedestrianCollision',
      'frequentLaneChange',
      'roadSignOverspeed',
      'obstacle',
    ]);
  });

  it('maps DSM event types 1–5 and blind-spot event types 1–3', () => {
    expect([1, 2, 3, 4, 5].map((e) => keyOf(dsmEventIconType(e)))).toEqual([
      'fatigue',
      'phone',
      'smoking',
      'distraction',
      'driverAbsent',
    ]);
    expect([1, 2, 3].map((e) => keyOf(bsdEventIconType(e)))).toEqual([
      'blindAreaRear',
      'blindAreaLeft',
      'blindAreaRight',
    ]);
  });

  it('raises no alarm for captures, driver changes and unknown codes', () => {
    expect([0x10, 0x11, 0, 99].map(adasEventIconType)).toEqual([undefined, undefined, undefined, undefined]);
    expect([0x10, 0x11, 6].map(dsmEventIconType)).toEqual([undefined, undefined, undefined]);
    expect(bsdEventIconType(4)).toBeUndefined();
  });

  it('dispatches on the additional-item id', () => {
    expect(keyOf(activeSafetyIconType(0x64, 3))).toBe('closeFollowing');
    expect(keyOf(activeSafetyIconType(0x65, 1))).toBe('fatigue');
    expect(keyOf(activeSafetyIconType(0x66, 0))).toBe('tirePressure');
    expect(keyOf(activeSafetyIconType(0x67, 2))).toBe('blindAreaLeft');
    expect(activeSafetyIconType(0x68, 1)).toBeUndefined();
  });
});

describe('device alarm kinds', () => {
  it('numbers each kind as its JT/T 808 alarm bit plus one', () => {
    expect(deviceAlarmKindOfBit(0)).toBe(DEVICE_ALARM_KIND.sos);
    expect(deviceAlarmKindOfBit(31)).toBe(DEVICE_ALARM_KIND.illegalDoorOpen);
    expect(stateName(DEVICE_ALARM_KIND, deviceAlarmKindOfBit(5))).toBe('gnssAntennaDisconnected');
    expect([-1, 32, 2.5].map(deviceAlarmKindOfBit)).toEqual([undefined, undefined, undefined]);
    expect(alarmBitOfDeviceAlarmKind(DEVICE_ALARM_KIND.mainPowerOff)).toBe(8);
    expect(Object.values(DEVICE_ALARM_KIND)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });
});

describe('speed alarms and presets', () => {
  it("shows '>' before the limit of an overspeed alarm and '<' before an underspeed one", () => {
    expect(SPEED_LIMIT_SIGN[SPEED_ALARM.overspeed]).toBe('>');
    expect(SPEED_LIMIT_SIGN[SPEED_ALARM.underspeed]).toBe('<');
  });

  it('offers as many abnormal-handling presets as the dialog allows', () => {
    expect(ABNORMAL_PRESETS).toHaveLength(LIMITS.abnormalPresetCount);
  });
});
