import { defineAlarmRule } from '../defineAlarmRule';

/** Hijack (the terminal's emergency button): no threshold, only who is told and how. */
export const hijackRule = defineAlarmRule({
  type: 'hijack',
  page: 'hijackAlarmSet',
  shape: {},
  defaults: {},
});
