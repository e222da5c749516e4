import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { alarmLevels } from '../alarmLevels';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

const speed = intRange(1, L.speedMaxKmh);
/** Road classes from the slowest limit to the fastest: each limit must be above the one before it. */
export const ROAD_CLASSES = ['ordinary', 'expressway', 'highway', 'dangerous'] as const;

/**
 * Overspeed: above the limit (the vehicle's own when `speedLimitKmh` is null) for `sustainS`; levels 1–4 by how far
 * above the limit (per cent, rising by level). The road-class speeds rise: ordinary < expressway < highway <
 * dangerous.
 */
export const overspeedRule = defineAlarmRule({
  type: 'overspeed',
  page: 'overspeedAlarmSet',
  shape: {
    speedLimitKmh: speed.nullable(),
    sustainS: intRange(0, L.overspeedSustainMaxS),
    roadSpeeds: z
      .object({ ordinary: speed, expressway: speed, highway: speed, dangerous: speed })
      .strict()
      .superRefine((r, ctx) => {
        ROAD_CLASSES.forEach((road, i) => {
          const below = ROAD_CLASSES[i - 1];
          if (below !== undefined && r[road] <= r[below])
            ctx.addIssue({ code: 'custom', message: VMSG.alarmRoadSpeedOrder, path: [road] });
        });
      }),
    levels: alarmLevels(4, { enabled: z.boolean(), overPercent: intRange(0, 100) }, [
      { field: 'overPercent', direction: 'increasing' },
    ]),
  },
  defaults: {
    speedLimitKmh: null,
    sustainS: 10,
    roadSpeeds: { ordinary: 60, expressway: 80, highway: 100, dangerous: 120 },
    levels: [
      { enabled: true, overPercent: 0 },
      { enabled: true, overPercent: 10 },
      { enabled: true, overPercent: 20 },
      { enabled: false, overPercent: 50 },
    ],
  },
});
