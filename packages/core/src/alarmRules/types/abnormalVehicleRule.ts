import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Abnormal vehicle: an abnormal state lasting `durationMinutes` (a positive whole number). */
export const abnormalVehicleRule = defineAlarmRule({
  type: 'abnormalVehicle',
  page: 'abnormalVehicleAlarmSet',
  shape: { durationMinutes: intRange(1, L.ruleMinutesMax) },
  defaults: { durationMinutes: 30 },
});
