import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { decimal } from '../../validators/formats';
import { requiredDay } from '../fleetCost/fleetCostFields';

/** A required moment (epoch ms); the server refuses one after its clock where the form says "not after now". */
export const requiredTime = requiredDay;

/** An optional non-negative decimal of `max` with at most `places` decimals, null when absent. */
export function optionalDecimal(max: number, places: number) {
  return decimal(max, places).nullable().default(null);
}

/** A decimal above 0 of `max` with at most `places` decimals (litres, unit prices). */
export function positiveDecimal(max: number, places: number) {
  return decimal(max, places).refine((n) => n > 0, { error: VMSG.tooSmall, params: { min: 10 ** -places } });
}

/** Odometer and trip mileage, km: 7 integer digits and 2 decimals. */
export const optionalMileage = optionalDecimal(9_999_999.99, 2);

/** A filter keyword of the record lists. */
export const keywordFilter = z
  .string({ error: VMSG.invalid })
  .trim()
  .max(32, { error: VMSG.tooLong })
  .optional();

/** A list of distinct row ids of at most `max` (none by default). */
export function distinctIds(max: number) {
  return z
    .array(z.number({ error: VMSG.invalid }).int({ error: VMSG.integer }).min(1, { error: VMSG.invalid }), {
      error: VMSG.invalid,
    })
    .max(max, { error: VMSG.alarmListMax })
    .refine((ids) => new Set(ids).size === ids.length, { error: VMSG.duplicateValue })
    .default([]);
}

/** `end` is not below `start` when both are given; reported on the end field. */
export function refineNotBelow(start: string, end: string, message: string) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const a = v[start];
    const b = v[end];
    if (typeof a === 'number' && typeof b === 'number' && b < a)
      ctx.addIssue({ code: 'custom', message, path: [end], input: v });
  };
}

/** Whether a moment lies after `now` (the refuelling time, the reimbursement day). */
export function isAfter(time: number, now: number): boolean {
  return time > now;
}
