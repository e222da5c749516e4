import { z } from 'zod';
import { alarmLevels } from '../alarmLevels';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Device alarms: levels 1–3 by how long the terminal has been offline, the minutes rising by level. */
export const deviceRule = defineAlarmRule({
  type: 'device',
  page: 'deviceAlarmSet',
  shape: {
    levels: alarmLevels(3, { enabled: z.boolean(), offlineMinutes: intRange(1, L.ruleMinutesMax) }, [
      { field: 'offlineMinutes', direction: 'increasing' },
    ]),
  },
  defaults: {
    levels: [
      { enabled: true, offlineMinutes: 30 },
      { enabled: false, offlineMinutes: 120 },
      { enabled: false, offlineMinutes: 720 },
    ],
  },
});
