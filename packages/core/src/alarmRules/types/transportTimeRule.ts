import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Transport time: a trip longer than `maxMinutes` (1 to 1440). */
export const transportTimeRule = defineAlarmRule({
  type: 'transportTime',
  page: 'transportTimeAlarmSet',
  shape: { maxMinutes: intRange(1, L.ruleMinutesMax) },
  defaults: { maxMinutes: 720 },
});
