import { ALARM_RULE_LIMITS as L } from '../alarmRuleLimits';
import { intRange } from '../alarmRuleParts';
import { defineAlarmRule } from '../defineAlarmRule';

/** Abnormal fuel: 10 to 1000 litres gone within 300 to 600 seconds. */
export const abnormalFuelRule = defineAlarmRule({
  type: 'abnormalFuel',
  page: 'abnormalFuelAlarmSet',
  shape: {
    amountL: intRange(L.fuelAmountMinL, L.fuelAmountMaxL),
    durationS: intRange(L.fuelDurationMinS, L.fuelDurationMaxS),
  },
  defaults: { amountL: 30, durationS: 300 },
});
