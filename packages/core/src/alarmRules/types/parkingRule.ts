import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Parking: stopped at least 30 seconds (at most a day) before it is an alarm. */
export const parkingRule = defineAlarmRule({
  type: 'parking',
  page: 'parkingAlarmSet',
  shape: { parkingSeconds: intRange(L.stopMinS, L.stopMaxS) },
  defaults: { parkingSeconds: 1_800 },
});
