import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Area alarms: a stop inside an area of at least 30 seconds; pre-warning 50 m to 100 km before entry. */
export const areaRule = defineAlarmRule({
  type: 'area',
  page: 'areaAlarmTypeSet',
  shape: {
    stopSeconds: intRange(L.stopMinS, L.stopMaxS),
    preWarningM: intRange(L.preWarningMinM, L.preWarningMaxM),
  },
  defaults: { stopSeconds: 300, preWarningM: 500 },
});
