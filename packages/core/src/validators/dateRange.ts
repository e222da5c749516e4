import { z } from 'zod';
import { DAY_MS } from '../time/chinaTime';
import type { EpochMs } from '../types/scalars';
import type { ValidationIssue } from './issue';
import { VMSG } from './messages';

export interface DateRangeLimits {
  /** The span (end − start) may not exceed this many days. */
  maxDays?: number;
  /** The end may not be later than the same moment this many calendar months after the start. */
  maxMonths?: number;
}

/** The same moment `months` calendar months later (UTC); the day is clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(time: EpochMs, months: number): EpochMs {
  const d = new Date(time);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
}

/**
 * Shared date-range rules (seed 001 §5 "Shared date and number checks"): start and end required; start not after
 * end; span not over the limit. Returns the first broken rule.
 */
export function checkDateRange(
  start: EpochMs | null | undefined,
  end: EpochMs | null | undefined,
  limits: DateRangeLimits = {},
): ValidationIssue | null {
  if (start == null || end == null || !Number.isFinite(start) || !Number.isFinite(end)) {
    return {
      message: VMSG.dateRequired,
      path: start == null || !Number.isFinite(start) ? 'startTime' : 'endTime',
    };
  }
  if (start > end) return { message: VMSG.dateOrder, path: 'endTime' };
  if (limits.maxDays !== undefined && end - start > limits.maxDays * DAY_MS) {
    return { message: VMSG.dateSpanDays, path: 'endTime', maximum: limits.maxDays };
  }
  if (limits.maxMonths !== undefined && end > addMonths(start, limits.maxMonths)) {
    return { message: VMSG.dateSpanMonths, path: 'endTime', maximum: limits.maxMonths };
  }
  return null;
}

export const epochMs = z
  .number({ error: VMSG.dateRequired })
  .int({ error: VMSG.invalid })
  .nonnegative({ error: VMSG.invalid });

/**
 * A refinement for any object schema with `startTime` and `endTime`:
 * `z.strictObject({ vehicleId, startTime: epochMs, endTime: epochMs }).superRefine(refineDateRange({ maxDays: 30 }))`.
 * The span limit travels as the issue's `maximum`, so `translateIssue` fills `{{max}}`.
 */
export function refineDateRange(limits: DateRangeLimits) {
  return (value: { startTime: EpochMs; endTime: EpochMs }, ctx: z.RefinementCtx): void => {
    const issue = checkDateRange(value.startTime, value.endTime, limits);
    if (!issue) return;
    const path = [issue.path ?? 'endTime'];
    if (issue.maximum === undefined) {
      ctx.addIssue({ code: 'custom', message: issue.message, path, input: value });
    } else {
      ctx.addIssue({
        code: 'too_big',
        origin: 'date',
        maximum: issue.maximum,
        inclusive: true,
        message: issue.message,
        path,
        input: value,
      });
    }
  };
}

/** `{ startTime, endTime }` with the range rules applied. */
export function dateRangeSchema(limits: DateRangeLimits = {}) {
  return z.strictObject({ startTime: epochMs, endTime: epochMs }).superRefine(refineDateRange(limits));
}
