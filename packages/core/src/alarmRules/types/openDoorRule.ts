import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Door open: the door stays open 10 to 60 seconds before it is an alarm. */
export const openDoorRule = defineAlarmRule({
  type: 'openDoor',
  page: 'openDoorAlarmSet',
  shape: { openSeconds: intRange(L.doorOpenMinS, L.doorOpenMaxS) },
  defaults: { openSeconds: 30 },
});
