import { describe, expect, it } from 'vitest';
import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  SPEED_ALARM,
  TEMPERATURE_ALARM,
  ZONE_ALARM,
  alarmIconTypeOf,
} from '../alarmCatalogue';
import { ALARM_RULE_TYPES } from '.';
import { alarmRuleTypeOf } from './alarmRuleTypeOf';

describe('alarmRuleTypeOf', () => {
  it('governs the emergency button by the hijack setting and speed alarms by the overspeed setting', () => {
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.device, DEVICE_ALARM_KIND.sos)).toBe('hijack');
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.speed, SPEED_ALARM.overspeed)).toBe('overspeed');
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.activeSafety, alarmIconTypeOf('continuousDrivingTimeout'))).toBe(
      'fatigue',
    );
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.temperature, TEMPERATURE_ALARM.low)).toBe('overTemperature');
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.zone, ZONE_ALARM.entry)).toBe('area');
  });

  it('leaves terminal faults to the common terminal setting', () => {
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.device, DEVICE_ALARM_KIND.cameraFault)).toBe('terminalCommon');
  });

  it('has no setting for underspeed, camera events and unknown kinds', () => {
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.speed, SPEED_ALARM.underspeed)).toBeNull();
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.activeSafety, alarmIconTypeOf('phone'))).toBeNull();
    expect(alarmRuleTypeOf(ALARM_FIRST_TYPE.device, 99)).toBeNull();
    expect(alarmRuleTypeOf(42, 1)).toBeNull();
  });

  it('names only types that have a setting', () => {
    for (let second = 1; second <= 32; second += 1) {
      const type = alarmRuleTypeOf(ALARM_FIRST_TYPE.device, second);
      expect(type === null || ALARM_RULE_TYPES.includes(type)).toBe(true);
    }
  });
});
