import { z } from 'zod';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/**
 * One offline episode: an offline exception the server's offline detection raised for a vehicle's terminal, from its
 * last data before the silence to its first data after it. Times are epoch ms; `endTime` null while the terminal is
 * still offline (duration counted up to now). `lon`/`lat`: the last position before it went offline, when known.
 */
export interface OfflineTrendReportRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  startTime: number;
  endTime: number | null;
  durationS: number;
  lon: number | null;
  lat: number | null;
  handleStatus: number;
  handleStatusName: string;
}

/** One vehicle's offline episodes that overlap the range. */
export interface OfflineTrendSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  count: number;
  /** Seconds offline inside the range (up to now): episodes are cut at its start and end. */
  offlineS: number;
  /** The longest of its episodes, whole. */
  longestS: number;
  /** Share (0–1) of the range, up to now, the vehicle was offline. */
  share: number;
}

/** The whole query's figures (not only the page): vehicles offline at least once, episodes, time offline. */
export interface OfflineTrendTotals {
  vehicles: number;
  episodes: number;
  offlineS: number;
}

/** How many of the query's vehicles were offline at some time of one China day (`day`: YYYY-MM-DD). */
export interface OfflineTrendDay {
  day: string;
  vehicles: number;
}

/** Most episodes the per-day trend is worked out from; a query with more gets no trend (`days` null). */
export const OFFLINE_TREND_DAYS_MAX_EPISODES = 50_000;

export interface OfflineTrendSummaryPage {
  data: OfflineTrendSummaryRow[];
  totalRecords: number;
  totals: OfflineTrendTotals;
  /** Every China day of the range up to today, in order. */
  days: OfflineTrendDay[] | null;
}

export const OFFLINE_TREND_DETAIL_SORT = ['startTime', 'durationS', 'plate'] as const;
export const OFFLINE_TREND_SUMMARY_SORT = ['plate', 'count', 'offlineS', 'longestS', 'share'] as const;

export const offlineTrendDetailFilters = z.strictObject(eventReportFilters).superRefine(refineDetailRange);
export const offlineTrendDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OFFLINE_TREND_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const offlineTrendSummaryFilters = z.strictObject(eventReportFilters).superRefine(refineSummaryRange);
export const offlineTrendSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(OFFLINE_TREND_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type OfflineTrendDetailRequest = z.input<typeof offlineTrendDetailRequest>;
export type OfflineTrendSummaryRequest = z.input<typeof offlineTrendSummaryRequest>;
