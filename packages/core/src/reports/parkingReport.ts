import { z } from 'zod';
import type { ValidationIssue } from '../validators/issue';
import { VMSG } from '../validators/messages';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
  type EventReportFilters,
} from './eventReportRequest';

/** A stop is stored only when it lasts at least this long. */
export const PARKING_MIN_STORED_S = 30;
/** The report's minimum stop duration in minutes: its bounds and its default. */
export const PARKING_MIN_MINUTES = { min: 0.5, max: 1440, default: 5 } as const;

/** ACC during a stop: off at every point, on at every point, or both. */
export const PARKING_ACC = { off: 0, on: 1, mixed: 2 } as const;
export type ParkingAcc = (typeof PARKING_ACC)[keyof typeof PARKING_ACC];

/**
 * One stop: a span in which the vehicle stood still (speed 0 or ACC off), cut at China midnight. Times are epoch ms;
 * the place is the stop's first position.
 */
export interface ParkingReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  startTime: number;
  endTime: number;
  durationS: number;
  lon: number;
  lat: number;
  acc: ParkingAcc;
}

export interface ParkingSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  stops: number;
  totalStopS: number;
  longestStopS: number;
}

export const PARKING_DETAIL_SORT = ['startTime', 'durationS', 'plate'] as const;
export const PARKING_SUMMARY_SORT = ['plate', 'stops', 'totalStopS', 'longestStopS'] as const;

/** Minutes a stop lasts at least to be reported: 0.5 to 1440. */
export const parkingMinMinutes = z
  .number({ error: VMSG.required })
  .min(PARKING_MIN_MINUTES.min, { error: VMSG.tooSmall })
  .max(PARKING_MIN_MINUTES.max, { error: VMSG.tooBig });

/** The rule `parkingMinMinutes` enforces, for a form before it sends (NaN: the field was cleared). */
export function parkingMinMinutesIssue(minutes: number): ValidationIssue | null {
  const { min, max } = PARKING_MIN_MINUTES;
  if (!Number.isFinite(minutes)) return { message: VMSG.required, path: 'minMinutes' };
  if (minutes < min) return { message: VMSG.tooSmall, path: 'minMinutes', minimum: min };
  if (minutes > max) return { message: VMSG.tooBig, path: 'minMinutes', maximum: max };
  return null;
}

const parkingFilters = { ...eventReportFilters, minMinutes: parkingMinMinutes };

export const parkingDetailFilters = z.strictObject(parkingFilters).superRefine(refineDetailRange);
export const parkingDetailRequest = z
  .strictObject({
    ...parkingFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(PARKING_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const parkingSummaryFilters = z.strictObject(parkingFilters).superRefine(refineSummaryRange);
export const parkingSummaryRequest = z
  .strictObject({
    ...parkingFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(PARKING_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface ParkingFilters extends EventReportFilters {
  minMinutes: number;
}
export type ParkingDetailRequest = z.input<typeof parkingDetailRequest>;
export type ParkingSummaryRequest = z.input<typeof parkingSummaryRequest>;
