import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { rowId } from '../defineResource';

/** Most zones (zone alarm rules) one vehicle may be given; adding, updating and importing all stop there. */
export const ZONES_PER_VEHICLE_MAX = 30;
/** Most vehicles one rule may name (a whole fleet). */
export const ZONE_ALARM_VEHICLES_MAX = 10_000;
/** Most alarm time periods of one rule. */
export const ALARM_PERIODS_MAX = 5;
/** Pre-warning distance in metres: how near the zone a vehicle is warned. */
export const PRE_WARNING_DISTANCE = { min: 50, max: 100_000 } as const;
/** Custom notice text, sent to the driver with the alarm. */
export const CUSTOM_NOTICE_MAX = 50;
/** A stop in a zone counts once it lasts this many seconds (at least 30 s, at most a day). */
export const STOP_SECONDS = { min: 30, max: 86_400, default: 300 } as const;
/** Speed limit of a zone or line in km/h. */
export const RULE_SPEED_LIMIT = { min: 1, max: 220 } as const;
/** How long the speed must stay above the limit before an overspeed alarm opens, in seconds. */
export const OVERSPEED_SECONDS = { min: 1, max: 3_600, default: 10 } as const;

/** Whole numbers in a range, positive by construction of the ranges above. */
export function wholeNumber(range: { min: number; max: number }) {
  return z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(range.min, { error: VMSG.tooSmall })
    .max(range.max, { error: VMSG.tooBig });
}

/** A time of day, `HH:mm` (00:00 … 23:59), China time. */
export const clockTime = z.string({ error: VMSG.required }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {
  error: VMSG.invalid,
});

/** Minutes after midnight of an `HH:mm` time of day. */
export function minuteOfDay(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** One period of a day in which the rule raises alarms; the start is not after the end. */
export const timePeriod = z
  .strictObject({ start: clockTime, end: clockTime })
  .refine((p) => minuteOfDay(p.start) <= minuteOfDay(p.end), { error: VMSG.dateOrder, path: ['end'] });
export type RuleTimePeriod = z.output<typeof timePeriod>;

/** Alarm time periods; none means all day. */
export const timePeriods = z
  .array(timePeriod, { error: VMSG.invalid })
  .max(ALARM_PERIODS_MAX, { error: VMSG.tooBig })
  .default([]);

/** The vehicles a rule applies to: at least one, each once. */
export const ruleVehicleIds = z
  .array(rowId, { error: VMSG.invalid })
  .min(1, { error: VMSG.required })
  .max(ZONE_ALARM_VEHICLES_MAX, { error: VMSG.tooBig })
  .refine((ids) => new Set(ids).size === ids.length, { error: VMSG.duplicateValue });

/** Whether a time of day (minutes after midnight) falls in the periods; no periods is all day. */
export function inTimePeriods(periods: readonly RuleTimePeriod[], minute: number): boolean {
  if (periods.length === 0) return true;
  return periods.some((p) => minuteOfDay(p.start) <= minute && minute <= minuteOfDay(p.end));
}

/** The list filter both rule pages offer. */
export const ruleFilters = {
  keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
};

export const ruleRowCommon = {
  vehicleIds: z.array(z.number()),
  vehiclePlates: z.array(z.string()),
  periods: z.array(z.object({ start: z.string(), end: z.string() })),
  operatorName: z.string(),
  modifiedTime: z.number().nullable(),
};
