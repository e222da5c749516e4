import { z } from 'zod';
import { LIMITS } from '../constants';
import { checkDateRange, epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';

/**
 * What the warehouse and store reports share: a site's monitor board (points with their latest reading) and its
 * temperature alarms of a range counted by type, with the alarms behind each count.
 */

/** One temperature point on a site monitor board (warehouse or store): its limits and its latest reading (null: none yet). */
export interface SiteBoardPoint {
  pointId: number;
  probeNo: number;
  name: string;
  minC: number;
  maxC: number;
  valueC: number | null;
  /** TEMPERATURE_POINT_STATE of the latest reading; null when the point never reported. */
  state: number | null;
  time: number | null;
}

export interface SiteBoardSite {
  siteId: number;
  name: string;
  departmentName: string;
  terminalPhone: string;
  points: SiteBoardPoint[];
}

/** A site's temperature alarms in a range, counted by type (TEMPERATURE_ALARM: 1 too warm, 2 too cold). */
export interface SiteAlarmSummaryRow {
  siteId: number;
  name: string;
  departmentName: string;
  high: number;
  low: number;
  total: number;
}

export interface SiteAlarmSummaryAnswer {
  rows: SiteAlarmSummaryRow[];
  totals: { high: number; low: number; total: number };
}

export interface SiteAlarmRow {
  guid: string;
  siteId: number;
  siteName: string;
  pointName: string;
  secondType: number;
  level: number;
  beginTime: number;
  endTime: number | null;
}

/** Most days one site alarm summary spans. */
export const SITE_ALARM_MAX_DAYS = 31;

const id = z
  .number({ error: VMSG.required })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall })
  .max(2_147_483_647, { error: VMSG.tooBig });

function refineRange(value: { bTime: number; eTime: number }, ctx: z.RefinementCtx): void {
  const issue = checkDateRange(value.bTime, value.eTime, { maxDays: SITE_ALARM_MAX_DAYS });
  if (!issue) return;
  const path = [issue.path === 'startTime' ? 'bTime' : 'eTime'];
  if (issue.maximum === undefined)
    ctx.addIssue({ code: 'custom', message: issue.message, path, input: value });
  else
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

const rangeFields = { bTime: epochMs, eTime: epochMs };

export const siteAlarmSummaryRequest = z.strictObject(rangeFields).superRefine(refineRange);
export const siteAlarmDetailRequest = z
  .strictObject({
    ...rangeFields,
    siteId: id,
    /** Absent: every type (the total's count). */
    secondType: z.union([z.literal(1), z.literal(2)], { error: VMSG.invalid }).optional(),
    curPage: id.max(100_000, { error: VMSG.tooBig }),
    pageSize: z
      .number({ error: VMSG.invalid })
      .refine((n) => (LIMITS.pageSizeOptions as readonly number[]).includes(n), { error: VMSG.invalid }),
  })
  .superRefine(refineRange);
