import { VMSG } from '../../validators/messages';
import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { decimalRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Tyres: pressure 0 to 100 (bar ×10 as the sensors report it; max above min), temperature 0 to 200 °C. */
export const tyreRule = defineAlarmRule({
  type: 'tyre',
  page: 'tyreAlarmSet',
  shape: {
    pressureMin: decimalRange(0, L.tyrePressureMax, 1),
    pressureMax: decimalRange(0, L.tyrePressureMax, 1),
    temperatureMaxC: decimalRange(0, L.tyreTemperatureMaxC, 1),
  },
  defaults: { pressureMin: 20, pressureMax: 90, temperatureMaxC: 90 },
  refine: (v, ctx) => {
    if (v.pressureMax <= v.pressureMin)
      ctx.addIssue({ code: 'custom', message: VMSG.alarmMaxAboveMin, path: ['pressureMax'] });
  },
});
