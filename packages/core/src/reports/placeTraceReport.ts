import { z } from 'zod';
import { VMSG } from '../validators/messages';
import { checkDateRange } from '../validators/dateRange';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  type EventReportFilters,
} from './eventReportRequest';

/**
 * Place tracing: the stored positions (track_points, WGS-84 as the terminals reported them) of the caller's vehicles
 * that fell inside a place over a window. A pass is a run of a vehicle's consecutive positions inside the place (no
 * position of that vehicle outside it in between); its time inside runs from the first to the last of them.
 */
export const PLACE_TRACE_RULES = {
  /** The around query: a circle of this radius (metres) about a point. */
  minRadiusM: 50,
  maxRadiusM: 5000,
  /** Longest window of the around query, in days (the kit's whole China day). */
  aroundMaxDays: 1,
  /** Longest window of an epidemic trace, in days. */
  epidemicMaxDays: 14,
  /** Most areas one epidemic trace reads. */
  maxAreas: 20,
  /** Most stored positions inside the places' boxes one query may read; more asks for a narrower query. */
  maxPositions: 200_000,
} as const;

/** One pass of a vehicle through the place. Times are epoch ms. */
export interface PlacePassRow {
  /** Stable within one answer: vehicle, area and first time. */
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  /** The stored area of an epidemic trace; null for the around query's circle. */
  areaId: number | null;
  areaName: string;
  firstTime: number;
  lastTime: number;
  durationS: number;
  /** Metres from the around query's point to the pass's nearest position; null for an area. */
  nearestM: number | null;
  positions: number;
}

/** One vehicle's passes (through one area, for an epidemic trace). */
export interface PlacePassSummaryRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  areaId: number | null;
  areaName: string;
  passes: number;
  durationS: number;
  firstTime: number;
  lastTime: number;
  positions: number;
}

/** A stored area the epidemic trace offers (circles, rectangles and polygons). */
export interface EpidemicArea {
  id: number;
  name: string;
  shape: string;
}

export const PLACE_PASS_SORT = [
  'firstTime',
  'plate',
  'durationS',
  'nearestM',
  'areaName',
  'positions',
] as const;
export const PLACE_SUMMARY_SORT = ['plate', 'passes', 'durationS', 'firstTime', 'areaName'] as const;

function spanRule(maxDays: number) {
  return (v: { startTime: number; endTime: number }, ctx: z.RefinementCtx) => {
    const issue = checkDateRange(v.startTime, v.endTime, { maxDays });
    if (issue)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: ['endTime'],
        input: v,
        ...(issue.maximum === undefined ? {} : { params: { max: issue.maximum } }),
      });
  };
}

const coordinate = (max: number) =>
  z.number({ error: VMSG.required }).min(-max, { error: VMSG.tooSmall }).max(max, { error: VMSG.tooBig });

/** The around query's place: a WGS-84 point and a radius in whole metres. */
const around = {
  lon: coordinate(180),
  lat: coordinate(90),
  radiusM: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(PLACE_TRACE_RULES.minRadiusM, { error: VMSG.tooSmall })
    .max(PLACE_TRACE_RULES.maxRadiusM, { error: VMSG.tooBig }),
};

const areaIds = z
  .array(z.number({ error: VMSG.invalid }).int({ error: VMSG.integer }).min(1, { error: VMSG.invalid }), {
    error: VMSG.required,
  })
  .min(1, { error: VMSG.required })
  .max(PLACE_TRACE_RULES.maxAreas, { error: VMSG.tooBig });

const aroundRange = spanRule(PLACE_TRACE_RULES.aroundMaxDays);
const epidemicRange = spanRule(PLACE_TRACE_RULES.epidemicMaxDays);

export const aroundDetailFilters = z
  .strictObject({ ...eventReportFilters, ...around })
  .superRefine(aroundRange);
export const aroundDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    ...around,
    pageParamVO: eventReportPage,
    sort: eventReportSort(PLACE_PASS_SORT),
  })
  .superRefine(aroundRange);
export const aroundSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    ...around,
    pageParamVO: eventReportPage,
    sort: eventReportSort(PLACE_SUMMARY_SORT),
  })
  .superRefine(aroundRange);

export const epidemicVehicleFilters = z
  .strictObject({ ...eventReportFilters, areaIds })
  .superRefine(epidemicRange);
export const epidemicVehicleDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    areaIds,
    pageParamVO: eventReportPage,
    sort: eventReportSort(PLACE_PASS_SORT),
  })
  .superRefine(epidemicRange);
export const epidemicVehicleSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    areaIds,
    pageParamVO: eventReportPage,
    sort: eventReportSort(PLACE_SUMMARY_SORT),
  })
  .superRefine(epidemicRange);

export interface AroundDetailFilters extends EventReportFilters {
  lon: number;
  lat: number;
  radiusM: number;
}

export interface EpidemicVehicleFilters extends EventReportFilters {
  areaIds: number[];
}
