import { z } from 'zod';
import { VMSG } from '../validators/messages';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/** Longest driver keyword (a name or a card number). */
export const DRIVER_SHIFT_KEYWORD_MAX = 30;

/**
 * One driver's shift on a vehicle from the IC card reports (JT/T 808 0x0702): from a card inserted and read to the
 * vehicle's next card report when that is a pull. `signOutTime` null: no pull reported (still on duty, or the next
 * report is another card going in); then neither duration nor mileage is known. `mileageKm`: the odometer
 * (additional item 0x01) of the last track point before the pull less that of the first one after the insert; null
 * without points.
 */
export interface DriverShiftRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  driverName: string;
  cardNumber: string;
  signInTime: number;
  signOutTime: number | null;
  durationS: number | null;
  mileageKm: number | null;
}

/** Per driver (card number and name): shifts begun in the range, vehicles driven, signed-out time and mileage. */
export interface DriverShiftSummaryRow {
  id: string;
  driverName: string;
  cardNumber: string;
  shifts: number;
  vehicles: number;
  totalS: number;
  mileageKm: number;
}

export const DRIVER_SHIFT_DETAIL_SORT = ['signInTime', 'durationS', 'plate', 'driverName'] as const;
export const DRIVER_SHIFT_SUMMARY_SORT = ['driverName', 'shifts', 'totalS', 'mileageKm'] as const;

const driverShiftFilters = {
  ...eventReportFilters,
  /** Part of the driver's name or card number. */
  driver: z
    .string({ error: VMSG.invalid })
    .trim()
    .max(DRIVER_SHIFT_KEYWORD_MAX, { error: VMSG.tooLong })
    .optional(),
};

export const driverShiftDetailFilters = z.strictObject(driverShiftFilters).superRefine(refineDetailRange);
export const driverShiftDetailRequest = z
  .strictObject({
    ...driverShiftFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(DRIVER_SHIFT_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const driverShiftSummaryFilters = z.strictObject(driverShiftFilters).superRefine(refineSummaryRange);
export const driverShiftSummaryRequest = z
  .strictObject({
    ...driverShiftFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(DRIVER_SHIFT_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type DriverShiftFilters = z.input<typeof driverShiftDetailFilters>;
