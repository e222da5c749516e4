import { defineAlarmRule } from '../defineAlarmRule';

/** Alarms the terminal raises itself (common terminal alarms): no threshold, only who is told and how. */
export const terminalCommonRule = defineAlarmRule({
  type: 'terminalCommon',
  page: 'terminalCommonAlarmSet',
  shape: {},
  defaults: {},
});
