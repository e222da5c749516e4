import { z } from 'zod';
import { alarmLevels } from '../alarmLevels';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Terminal shut down: levels 1–3 by how long it stays off, the minutes rising by level. */
export const shutdownRule = defineAlarmRule({
  type: 'shutdown',
  page: 'shutdownAlarmSet',
  shape: {
    levels: alarmLevels(3, { enabled: z.boolean(), minutes: intRange(1, L.ruleMinutesMax) }, [
      { field: 'minutes', direction: 'increasing' },
    ]),
  },
  defaults: {
    levels: [
      { enabled: true, minutes: 10 },
      { enabled: false, minutes: 60 },
      { enabled: false, minutes: 240 },
    ],
  },
});
