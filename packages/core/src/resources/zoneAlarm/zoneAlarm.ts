import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import {
  CUSTOM_NOTICE_MAX,
  OVERSPEED_SECONDS,
  PRE_WARNING_DISTANCE,
  RULE_SPEED_LIMIT,
  ruleFilters,
  ruleRowCommon,
  ruleVehicleIds,
  STOP_SECONDS,
  timePeriods,
  wholeNumber,
} from './alarmRuleFields';

/** What a zone rule may watch; each is a ZONE_ALARM second type. */
export const ZONE_ALARM_KINDS = ['entry', 'exit', 'stop', 'doorOpen', 'ashDump', 'overspeed'] as const;
export type ZoneAlarmKind = (typeof ZONE_ALARM_KINDS)[number];

/**
 * A zone alarm rule: one area of the company (circle, rectangle or polygon) watched for the chosen vehicles —
 * entering, leaving, stopping longer than `stopSeconds` (at least 30 s), opening a door, dumping, or exceeding
 * `speedLimitKmh` for `overspeedSeconds` inside it — within the alarm time periods (none: all day). A vehicle is
 * in at most ZONES_PER_VEHICLE_MAX rules.
 */
export const zoneAlarmResource = defineResource({
  key: 'zoneAlarmSet',
  name: 'zoneAlarm',
  module: 'alarm',
  path: '/zoneAlarm',
  row: z.object({
    id: rowId,
    areaId: z.number(),
    areaName: z.string(),
    entry: z.boolean(),
    exit: z.boolean(),
    stop: z.boolean(),
    stopSeconds: z.number(),
    doorOpen: z.boolean(),
    ashDump: z.boolean(),
    overspeed: z.boolean(),
    speedLimitKmh: z.number(),
    overspeedSeconds: z.number(),
    preWarningMetres: z.number().nullable(),
    notice: z.string(),
    ...ruleRowCommon,
  }),
  save: z
    .strictObject({
      areaId: chosenId,
      vehicleIds: ruleVehicleIds,
      entry: z.boolean({ error: VMSG.invalid }).default(false),
      exit: z.boolean({ error: VMSG.invalid }).default(false),
      stop: z.boolean({ error: VMSG.invalid }).default(false),
      stopSeconds: wholeNumber(STOP_SECONDS).default(STOP_SECONDS.default),
      doorOpen: z.boolean({ error: VMSG.invalid }).default(false),
      ashDump: z.boolean({ error: VMSG.invalid }).default(false),
      overspeed: z.boolean({ error: VMSG.invalid }).default(false),
      speedLimitKmh: wholeNumber(RULE_SPEED_LIMIT).optional(),
      overspeedSeconds: wholeNumber(OVERSPEED_SECONDS).default(OVERSPEED_SECONDS.default),
      preWarningMetres: wholeNumber(PRE_WARNING_DISTANCE).nullable().default(null),
      notice: optionalPlainText(CUSTOM_NOTICE_MAX),
      periods: timePeriods,
    })
    .superRefine((rule, ctx) => {
      if (!ZONE_ALARM_KINDS.some((kind) => rule[kind]))
        ctx.addIssue({ code: 'custom', path: ['entry'], message: VMSG.required });
      if (rule.overspeed && rule.speedLimitKmh === undefined)
        ctx.addIssue({ code: 'custom', path: ['speedLimitKmh'], message: VMSG.required });
    }),
  filters: ruleFilters,
  sortable: ['modifiedTime', 'areaName'],
  actions: ['add', 'update', 'delete'],
});
