import { z } from 'zod';
import { alarmLevels } from '../alarmLevels';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/**
 * Fatigue (continuous driving): level n opens after `drivingMinutes` of driving without a rest of `restMinutes`;
 * levels 1–4, the minutes rising by level, each from 30 to 1440.
 */
export const fatigueRule = defineAlarmRule({
  type: 'fatigue',
  page: 'fatigueAlarmSet',
  shape: {
    restMinutes: intRange(1, L.restMaxMinutes),
    levels: alarmLevels(
      4,
      { enabled: z.boolean(), drivingMinutes: intRange(L.fatigueMinMinutes, L.fatigueMaxMinutes) },
      [{ field: 'drivingMinutes', direction: 'increasing' }],
    ),
  },
  defaults: {
    restMinutes: 20,
    levels: [
      { enabled: true, drivingMinutes: 240 },
      { enabled: false, drivingMinutes: 300 },
      { enabled: false, drivingMinutes: 360 },
      { enabled: false, drivingMinutes: 480 },
    ],
  },
});
