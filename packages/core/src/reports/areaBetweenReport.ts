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
 * One trip between zones: a vehicle left zone A (its visit's exit) and its next zone visit began in zone B ≠ A, after
 * it had left A. Visits are the area entry and exit report's. Times are epoch ms; `mileageKm` is the odometer at the
 * arrival's position minus the odometer at the departure's (null without positions; a reset in between counts 0).
 */
export interface AreaBetweenReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  /** The map areas the rules watch; null when a rule was deleted since. */
  fromAreaId: number | null;
  fromAreaName: string;
  leftAt: number;
  toAreaId: number | null;
  toAreaName: string;
  arrivedAt: number;
  travelS: number;
  mileageKm: number | null;
}

/** One vehicle's trips from one zone to another over the range. */
export interface AreaBetweenSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  fromAreaId: number | null;
  fromAreaName: string;
  toAreaId: number | null;
  toAreaName: string;
  trips: number;
  totalS: number;
  avgS: number;
  shortestS: number;
  longestS: number;
  mileageKm: number;
}

export const AREA_BETWEEN_DETAIL_SORT = [
  'arrivedAt',
  'leftAt',
  'travelS',
  'mileageKm',
  'plate',
  'fromAreaName',
  'toAreaName',
] as const;
export const AREA_BETWEEN_SUMMARY_SORT = [
  'plate',
  'fromAreaName',
  'toAreaName',
  'trips',
  'totalS',
  'avgS',
  'shortestS',
  'longestS',
  'mileageKm',
] as const;

const areaId = z
  .number({ error: VMSG.invalid })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall })
  .max(2_147_483_647, { error: VMSG.tooBig })
  .optional();

/** A dispatcher narrows to trips from one zone, to one zone, or both (map areas); a trip counts by its arrival. */
const areaBetweenFilters = { ...eventReportFilters, fromAreaId: areaId, toAreaId: areaId };

export const areaBetweenDetailFilters = z.strictObject(areaBetweenFilters).superRefine(refineDetailRange);
export const areaBetweenDetailRequest = z
  .strictObject({
    ...areaBetweenFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(AREA_BETWEEN_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const areaBetweenSummaryFilters = z.strictObject(areaBetweenFilters).superRefine(refineSummaryRange);
export const areaBetweenSummaryRequest = z
  .strictObject({
    ...areaBetweenFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(AREA_BETWEEN_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface AreaBetweenReportFilters extends EventReportFilters {
  fromAreaId?: number | undefined;
  toAreaId?: number | undefined;
}
export type AreaBetweenDetailRequest = z.input<typeof areaBetweenDetailRequest>;
export type AreaBetweenSummaryRequest = z.input<typeof areaBetweenSummaryRequest>;
