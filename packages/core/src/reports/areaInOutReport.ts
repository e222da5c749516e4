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

/**
 * One visit of a vehicle to a zone: from the zone-entry alarm the pipeline raised to the first zone-exit alarm of
 * the same rule after it. `exitTime` null: still inside (time inside counted up to now). Times are epoch ms; the
 * entry position is the first report inside, as the terminal sent it (WGS-84).
 */
export interface AreaInOutReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  /** The map area the rule watches; null when the rule was deleted since. */
  areaId: number | null;
  areaName: string;
  enterTime: number;
  exitTime: number | null;
  durationS: number;
  lon: number | null;
  lat: number | null;
}

/** One vehicle's visits to one zone over the range. */
export interface AreaInOutSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  areaId: number | null;
  areaName: string;
  visits: number;
  totalS: number;
  longestS: number;
  firstEnterTime: number;
  /** The last exit of these visits; null when none has left yet. */
  lastExitTime: number | null;
}

/** A zone the report can narrow to: a map area one of the company's zone rules watches. */
export interface AreaInOutZone {
  id: number;
  name: string;
}

export const AREA_IN_OUT_DETAIL_SORT = ['enterTime', 'durationS', 'plate', 'areaName'] as const;
export const AREA_IN_OUT_SUMMARY_SORT = [
  'plate',
  'areaName',
  'visits',
  'totalS',
  'longestS',
  'firstEnterTime',
  'lastExitTime',
] as const;

/** A dispatcher narrows to one zone (a map area). */
const areaInOutFilters = {
  ...eventReportFilters,
  areaId: z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(2_147_483_647, { error: VMSG.tooBig })
    .optional(),
};

export const areaInOutDetailFilters = z.strictObject(areaInOutFilters).superRefine(refineDetailRange);
export const areaInOutDetailRequest = z
  .strictObject({
    ...areaInOutFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(AREA_IN_OUT_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const areaInOutSummaryFilters = z.strictObject(areaInOutFilters).superRefine(refineSummaryRange);
export const areaInOutSummaryRequest = z
  .strictObject({
    ...areaInOutFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(AREA_IN_OUT_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface AreaInOutReportFilters extends EventReportFilters {
  areaId?: number | undefined;
}
export type AreaInOutDetailRequest = z.input<typeof areaInOutDetailRequest>;
export type AreaInOutSummaryRequest = z.input<typeof areaInOutSummaryRequest>;
