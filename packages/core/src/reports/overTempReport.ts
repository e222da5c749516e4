import { z } from 'zod';
import { VMSG } from '../validators/messages';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
  type EventReportFilters,
} from './eventReportRequest';

/** Which limit an over-temperature episode broke: above the upper (too warm) or below the lower (too cold). */
export const OVER_TEMP_SIDES = ['high', 'low'] as const;
export type OverTempSide = (typeof OVER_TEMP_SIDES)[number];

/** Highest probe number a terminal reports. */
export const OVER_TEMP_PROBE_MAX = 255;

/**
 * One over-temperature episode: a temperature alarm the pipeline raised on a vehicle's probe, from where the
 * readings first left the range to the first reading back. Times are epoch ms; `endTime` null while it is going on
 * (duration counted up to now).
 */
export interface OverTempReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  pointId: number | null;
  probeNo: number | null;
  pointName: string;
  side: OverTempSide;
  startTime: number;
  endTime: number | null;
  durationS: number;
  /** The broken limit as the point is set now (the vehicle's over-temperature setting, else the point's own). */
  limitC: number | null;
  /** Warmest reading of a high episode, coldest of a low one; null when no reading was stored in it. */
  extremeC: number | null;
  lon: number | null;
  lat: number | null;
  handleStatus: number;
  handleStatusName: string;
}

/** One vehicle probe's episodes over the range. */
export interface OverTempStatRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  pointId: number | null;
  probeNo: number | null;
  pointName: string;
  count: number;
  highCount: number;
  lowCount: number;
  durationS: number;
  /** Share (0–1) of the range, up to now, the probe spent out of range in these episodes. */
  share: number;
  /** Warmest reading of its high episodes; null without one. */
  highestC: number | null;
  /** Coldest reading of its low episodes; null without one. */
  lowestC: number | null;
}

export const OVER_TEMP_DETAIL_SORT = ['startTime', 'durationS', 'plate', 'extremeC'] as const;
export const OVER_TEMP_SUMMARY_SORT = [
  'plate',
  'count',
  'durationS',
  'share',
  'highestC',
  'lowestC',
] as const;

/** A cold-chain manager narrows to one probe (compartment) and/or to too warm vs too cold. */
const overTempFilters = {
  ...eventReportFilters,
  probeNo: z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(OVER_TEMP_PROBE_MAX, { error: VMSG.tooBig })
    .optional(),
  side: z.enum(OVER_TEMP_SIDES, { error: VMSG.invalid }).optional(),
};

export const overTempReportDetailFilters = z.strictObject(overTempFilters).superRefine(refineDetailRange);
export const overTempReportDetailRequest = z
  .strictObject({
    ...overTempFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OVER_TEMP_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const overTempReportSummaryFilters = z.strictObject(overTempFilters).superRefine(refineSummaryRange);
export const overTempReportSummaryRequest = z
  .strictObject({
    ...overTempFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OVER_TEMP_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface OverTempReportFilters extends EventReportFilters {
  probeNo?: number | undefined;
  side?: OverTempSide | undefined;
}
export type OverTempReportDetailRequest = z.input<typeof overTempReportDetailRequest>;
export type OverTempReportSummaryRequest = z.input<typeof overTempReportSummaryRequest>;
