import { z } from 'zod';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/**
 * One door-open episode of the cargo door: from an open event to the next close event. `closeTime` null: still
 * open (duration counted up to now). Times are epoch ms.
 */
export interface SwitchDoorReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  openTime: number;
  closeTime: number | null;
  durationS: number;
}

export interface SwitchDoorSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  openings: number;
  totalOpenS: number;
  longestOpenS: number;
}

export const SWITCH_DOOR_DETAIL_SORT = ['openTime', 'durationS', 'plate'] as const;
export const SWITCH_DOOR_SUMMARY_SORT = ['plate', 'openings', 'totalOpenS', 'longestOpenS'] as const;

export const switchDoorDetailFilters = z.strictObject(eventReportFilters).superRefine(refineDetailRange);
export const switchDoorDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(SWITCH_DOOR_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const switchDoorSummaryFilters = z.strictObject(eventReportFilters).superRefine(refineSummaryRange);
export const switchDoorSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(SWITCH_DOOR_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type SwitchDoorDetailRequest = z.input<typeof switchDoorDetailRequest>;
export type SwitchDoorSummaryRequest = z.input<typeof switchDoorSummaryRequest>;
