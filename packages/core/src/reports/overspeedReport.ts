import { z } from 'zod';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/**
 * Where an overspeed alarm came from: the terminal's own 0x0200 alarm bit 1 (a device alarm) or the platform's
 * check of the reported speed against the vehicle's limit (a speed alarm).
 */
export const OVERSPEED_SOURCE = { terminal: 1, platform: 2 } as const;
export type OverspeedSource = (typeof OVERSPEED_SOURCE)[keyof typeof OVERSPEED_SOURCE];

/** One overspeed alarm. Times are epoch ms; `endTime` null while it is going on (duration counted up to now). */
export interface OverspeedReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  driverName: string;
  source: OverspeedSource;
  startTime: number;
  endTime: number | null;
  durationS: number;
  /** Highest speed while the alarm lasted: its track points and the speeds recorded at its start and end. */
  maxSpeedKmh: number;
  /** The limit the platform checked against; null for a terminal alarm (the terminal does not send its limit). */
  speedLimitKmh: number | null;
  lon: number | null;
  lat: number | null;
  handleStatus: number;
  handleStatusName: string;
}

export interface OverspeedSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  count: number;
  durationS: number;
  maxSpeedKmh: number;
}

export const OVERSPEED_DETAIL_SORT = ['startTime', 'durationS', 'plate'] as const;
export const OVERSPEED_SUMMARY_SORT = ['plate', 'count', 'durationS', 'maxSpeedKmh'] as const;

const sources = z
  .array(z.union([z.literal(OVERSPEED_SOURCE.terminal), z.literal(OVERSPEED_SOURCE.platform)]))
  .max(2)
  .optional();

export const overspeedDetailFilters = z
  .strictObject({ ...eventReportFilters, sources })
  .superRefine(refineDetailRange);
export const overspeedDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    sources,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OVERSPEED_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const overspeedSummaryFilters = z
  .strictObject({ ...eventReportFilters, sources })
  .superRefine(refineSummaryRange);
export const overspeedSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    sources,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OVERSPEED_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type OverspeedDetailRequest = z.input<typeof overspeedDetailRequest>;
export type OverspeedSummaryRequest = z.input<typeof overspeedSummaryRequest>;
