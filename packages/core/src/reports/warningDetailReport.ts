import { z } from 'zod';
import { DEVICE_ALARM_KIND } from '../alarmCatalogue';
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
 * The terminal's pre-warnings: the 0x0200 alarm bits that warn before an alarm (danger warning bit 3, overspeed
 * warning bit 13, fatigue driving warning bit 14, collision warning bit 29, rollover warning bit 30), stored by the
 * pipeline as device alarms (first type 1) whose second type is the catalogue's DEVICE_ALARM_KIND.
 */
export const WARNING_KINDS = [
  'dangerWarning',
  'overspeedWarning',
  'fatigueDrivingWarning',
  'collisionWarning',
  'rolloverWarning',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/** The alarms.second_type of a warning kind. */
export const warningSecondType = (kind: WarningKind): number => DEVICE_ALARM_KIND[kind];

/** One pre-warning. Times are epoch ms; `endTime` null while the bit is still set (duration counted up to now). */
export interface WarningDetailRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  kind: WarningKind;
  startTime: number;
  endTime: number | null;
  durationS: number;
  /** The speed reported when the bit was first set. */
  speedKmh: number;
  lon: number | null;
  lat: number | null;
  handleStatus: number;
  handleStatusName: string;
}

/** One vehicle's pre-warnings over the range, by kind. */
export interface WarningSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  total: number;
  durationS: number;
  dangerWarning: number;
  overspeedWarning: number;
  fatigueDrivingWarning: number;
  collisionWarning: number;
  rolloverWarning: number;
}

export const WARNING_DETAIL_SORT = ['startTime', 'plate', 'durationS'] as const;
export const WARNING_SUMMARY_SORT = ['plate', 'total', 'durationS'] as const;

const kinds = z
  .array(z.enum(WARNING_KINDS, { error: VMSG.invalid }), { error: VMSG.invalid })
  .max(WARNING_KINDS.length, { error: VMSG.tooBig })
  .optional();

export const warningDetailFilters = z
  .strictObject({ ...eventReportFilters, kinds })
  .superRefine(refineDetailRange);
export const warningDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    kinds,
    pageParamVO: eventReportPage,
    sort: eventReportSort(WARNING_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const warningSummaryFilters = z
  .strictObject({ ...eventReportFilters, kinds })
  .superRefine(refineSummaryRange);
export const warningSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    kinds,
    pageParamVO: eventReportPage,
    sort: eventReportSort(WARNING_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export interface WarningReportFilters extends EventReportFilters {
  kinds?: WarningKind[] | undefined;
}
