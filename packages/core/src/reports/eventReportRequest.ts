import { z } from 'zod';
import { LIMITS } from '../constants';
import { checkDateRange, epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import { REPORT_QUERY_RULES } from './reportQueryRule';

const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

/** Most vehicles one event report may name (the detail rules allow fewer for longer spans). */
export const EVENT_REPORT_MAX_VEHICLES = 500;
/** Longest plate keyword. */
export const EVENT_REPORT_PLATE_MAX = 20;

/** The filters every event report takes: whole China days, chosen vehicles, department subtree, plate keyword. */
export const eventReportFilters = {
  startTime: epochMs,
  endTime: epochMs,
  vehicleIds: z
    .array(int(1, 2_147_483_647), { error: VMSG.invalid })
    .max(EVENT_REPORT_MAX_VEHICLES, { error: VMSG.tooBig })
    .optional(),
  departmentId: int(1, 2_147_483_647).optional(),
  plate: z
    .string({ error: VMSG.invalid })
    .trim()
    .max(EVENT_REPORT_PLATE_MAX, { error: VMSG.tooLong })
    .optional(),
};

export const eventReportPage = z.strictObject(
  { curPage: int(1, 100_000), pageSize: int(1, Math.max(...LIMITS.pageSizeOptions)) },
  { error: VMSG.required },
);

/** A sort on one of the report's whitelisted columns. */
export function eventReportSort<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .strictObject({ field: z.enum(fields, { error: VMSG.invalid }), order: z.enum(['asc', 'desc']) })
    .optional();
}

function addIssue(
  ctx: z.RefinementCtx,
  issue: { message: string; maximum?: number | undefined },
  input: unknown,
): void {
  ctx.addIssue({
    code: 'custom',
    message: issue.message,
    path: ['endTime'],
    input,
    ...(issue.maximum === undefined ? {} : { params: { max: issue.maximum } }),
  });
}

/** Detail ranges: start not after end (the span and vehicle rules need the caller's fleet: `detailQueryIssue`). */
export function refineDetailRange(v: { startTime: number; endTime: number }, ctx: z.RefinementCtx): void {
  const issue = checkDateRange(v.startTime, v.endTime);
  if (issue) addIssue(ctx, issue, v);
}

/** Summary ranges: start not after end, at most `REPORT_QUERY_RULES.summaryMonths` months. */
export function refineSummaryRange(v: { startTime: number; endTime: number }, ctx: z.RefinementCtx): void {
  const issue = checkDateRange(v.startTime, v.endTime, { maxMonths: REPORT_QUERY_RULES.summaryMonths });
  if (issue) addIssue(ctx, issue, v);
}

export interface EventReportFilters {
  startTime: number;
  endTime: number;
  vehicleIds?: number[] | undefined;
  departmentId?: number | undefined;
  plate?: string | undefined;
}
