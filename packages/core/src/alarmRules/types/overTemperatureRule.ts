import { VMSG } from '../../validators/messages';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { decimalRange, intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

const celsius = decimalRange(L.temperatureMinC, L.temperatureMaxC, 2);

/**
 * Over-temperature: outside minC…maxC (−190 to 150 °C, two decimals, max above min) for `sustainS`. Null bounds
 * keep each temperature point's own range.
 */
export const overTemperatureRule = defineAlarmRule({
  type: 'overTemperature',
  page: 'tempAlarmSet',
  shape: {
    minC: celsius.nullable(),
    maxC: celsius.nullable(),
    sustainS: intRange(0, L.stopMaxS),
  },
  defaults: { minC: null, maxC: null, sustainS: 0 },
  refine: (v, ctx) => {
    if (v.minC !== null && v.maxC !== null && v.maxC <= v.minC)
      ctx.addIssue({ code: 'custom', message: VMSG.alarmMaxAboveMin, path: ['maxC'] });
  },
});
