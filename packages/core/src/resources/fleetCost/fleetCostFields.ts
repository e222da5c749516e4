import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { decimal } from '../../validators/formats';
import { EXPIRY_STATUSES } from './expiryStatus';

/** Money of the fee records: at most 8 digits before the point and 2 after. */
export const AMOUNT_MAX = 99_999_999.99;

/** An amount that may be 0 (insured amount, deductible), null when absent. */
export const optionalAmount = decimal(AMOUNT_MAX, 2).nullable().default(null);

/** An amount that must be above 0 (premium, certificate fee). */
export const positiveAmount = decimal(AMOUNT_MAX, 2).refine((n) => n > 0, {
  error: VMSG.tooSmall,
  params: { min: 0.01 },
});

/** A required day: epoch ms of a China midnight. */
export const requiredDay = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid),
  })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(4_102_444_800_000, { error: VMSG.tooBig });

/** Numbers of policies and certificates: letters, digits and hyphens (no special or Chinese characters). */
export function documentNumber(max: number) {
  return z
    .string({ error: VMSG.required })
    .trim()
    .min(1, { error: VMSG.required, abort: true })
    .max(max, { error: VMSG.tooLong })
    .regex(/^[A-Za-z0-9-]+$/, { error: VMSG.noSpecialOrChinese });
}

export function optionalDocumentNumber(max: number) {
  return z
    .string({ error: VMSG.invalid })
    .trim()
    .max(max, { error: VMSG.tooLong })
    .regex(/^[A-Za-z0-9-]*$/, { error: VMSG.noSpecialOrChinese })
    .default('');
}

/** The end of a period comes after its start; reported on the end. */
export function refinePeriod(v: { startDay: number; endDay: number }, ctx: z.RefinementCtx): void {
  if (v.endDay <= v.startDay)
    ctx.addIssue({ code: 'custom', message: VMSG.endAfterStart, path: ['endDay'], input: v });
}

export const expiryStatusFilter = z.enum(EXPIRY_STATUSES, { error: VMSG.invalid }).optional();

/** Two periods of days overlap when they share a day (start and end days both included). */
export function periodsOverlap(
  a: { startDay: number; endDay: number },
  b: { startDay: number; endDay: number },
): boolean {
  return a.startDay <= b.endDay && b.startDay <= a.endDay;
}
