import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { LINE_OFFSET } from '../mapElement/mapFields';
import {
  CUSTOM_NOTICE_MAX,
  OVERSPEED_SECONDS,
  RULE_SPEED_LIMIT,
  ruleFilters,
  ruleRowCommon,
  ruleVehicleIds,
  timePeriod,
  wholeNumber,
} from './alarmRuleFields';

/**
 * A line alarm rule: one line of the company watched for the chosen vehicles — leaving its corridor by more than
 * `offsetMetres`, or exceeding `speedLimitKmh` for `overspeedSeconds` on it. A trip that must start and end in
 * given zones is watched from leaving the start zone until entering the end zone; the valid departure window
 * (China time) limits when the rule raises alarms (none: all day).
 */
export const lineAlarmResource = defineResource({
  key: 'lineAlarmSet',
  name: 'lineAlarm',
  module: 'alarm',
  path: '/lineAlarm',
  row: z.object({
    id: rowId,
    lineId: z.number(),
    lineName: z.string(),
    offsetMetres: z.number(),
    overspeed: z.boolean(),
    speedLimitKmh: z.number(),
    overspeedSeconds: z.number(),
    departure: z.object({ start: z.string(), end: z.string() }).nullable(),
    startAreaId: z.number().nullable(),
    startAreaName: z.string(),
    endAreaId: z.number().nullable(),
    endAreaName: z.string(),
    notice: z.string(),
    ...ruleRowCommon,
  }),
  save: z
    .strictObject({
      lineId: chosenId,
      vehicleIds: ruleVehicleIds,
      offsetMetres: wholeNumber(LINE_OFFSET).default(LINE_OFFSET.default),
      overspeed: z.boolean({ error: VMSG.invalid }).default(false),
      speedLimitKmh: wholeNumber(RULE_SPEED_LIMIT).optional(),
      overspeedSeconds: wholeNumber(OVERSPEED_SECONDS).default(OVERSPEED_SECONDS.default),
      departure: timePeriod.nullable().default(null),
      startAreaId: rowId.nullable().default(null),
      endAreaId: rowId.nullable().default(null),
      notice: optionalPlainText(CUSTOM_NOTICE_MAX),
    })
    .superRefine((rule, ctx) => {
      if (rule.overspeed && rule.speedLimitKmh === undefined)
        ctx.addIssue({ code: 'custom', path: ['speedLimitKmh'], message: VMSG.required });
    }),
  filters: ruleFilters,
  sortable: ['modifiedTime', 'lineName'],
  actions: ['add', 'update', 'delete'],
});
