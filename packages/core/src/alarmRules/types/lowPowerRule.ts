import { z } from 'zod';
import { alarmLevels } from '../alarmLevels';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Low power: levels 1–3 by battery quantity (per cent), each level's quantity below the one before it. */
export const lowPowerRule = defineAlarmRule({
  type: 'lowPower',
  page: 'lowPowerAlarmSet',
  shape: {
    levels: alarmLevels(3, { enabled: z.boolean(), batteryPercent: intRange(0, L.batteryPercentMax) }, [
      { field: 'batteryPercent', direction: 'decreasing' },
    ]),
  },
  defaults: {
    levels: [
      { enabled: true, batteryPercent: 30 },
      { enabled: true, batteryPercent: 15 },
      { enabled: false, batteryPercent: 5 },
    ],
  },
});
