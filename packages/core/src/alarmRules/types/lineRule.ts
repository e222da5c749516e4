import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Line alarms: off the line by more than `offsetM` (1 to 1440 m); a stop on it of at least 30 seconds. */
export const lineRule = defineAlarmRule({
  type: 'line',
  page: 'lineAlarmTypeSet',
  shape: {
    offsetM: intRange(1, L.ruleMinutesMax),
    stopSeconds: intRange(L.stopMinS, L.stopMaxS),
  },
  defaults: { offsetM: 100, stopSeconds: 300 },
});
