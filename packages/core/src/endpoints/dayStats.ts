import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import { listPage } from '../resources/defineResource';
import { REPORT_QUERY_RULES } from '../reports/reportQueryRule';
import type { DayStatReportKey, DayStatRow, DayStatSummaryPage } from '../types/dayStats';
import { epochMs, refineDateRange } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import type { BlobBody } from './alarmHandling';

const id = z.number({ error: VMSG.invalid }).int({ error: VMSG.invalid }).min(1, { error: VMSG.invalid });

/** Columns a detail report may be sorted by (the server maps each to its SQL). */
export const DAY_STAT_DETAIL_SORT = [
  'plate',
  'day',
  'mileageKm',
  'drivingS',
  'avgSpeed',
  'maxSpeed',
  'points',
  'bandAvgSpeed',
] as const;
/** Columns a summary report may be sorted by. */
export const DAY_STAT_SUMMARY_SORT = [
  'plate',
  'days',
  'mileageKm',
  'avgDayKm',
  'drivingS',
  'maxSpeed',
  'points',
  'bandAvgSpeed',
] as const;
export type DayStatDetailSort = (typeof DAY_STAT_DETAIL_SORT)[number];
export type DayStatSummarySort = (typeof DAY_STAT_SUMMARY_SORT)[number];

/** Longest plate keyword. */
export const DAY_STAT_PLATE_MAX = 20;

/**
 * The filters of both reports: China days from `startTime`'s to `endTime`'s (at most `summaryMonths`; a detail
 * query is checked further by `detailQueryIssue` with its vehicle count), chosen vehicles, department subtree,
 * plate keyword.
 */
const filters = {
  startTime: epochMs,
  endTime: epochMs,
  vehicleIds: z
    .array(id, { error: VMSG.invalid })
    .max(REPORT_QUERY_RULES.fewTypesVehicles, { error: VMSG.tooBig })
    .optional(),
  departmentId: id.optional(),
  plate: z.string({ error: VMSG.invalid }).trim().max(DAY_STAT_PLATE_MAX, { error: VMSG.tooLong }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: VMSG.invalid }).optional(),
};
const range = refineDateRange({ maxMonths: REPORT_QUERY_RULES.summaryMonths });

export const dayStatDetailQuery = z
  .strictObject({ ...filters, sortField: z.enum(DAY_STAT_DETAIL_SORT, { error: VMSG.invalid }).optional() })
  .superRefine(range);
export const dayStatSummaryQuery = z
  .strictObject({ ...filters, sortField: z.enum(DAY_STAT_SUMMARY_SORT, { error: VMSG.invalid }).optional() })
  .superRefine(range);
const detailPage = z
  .strictObject({ ...dayStatDetailQuery.shape, pageParamVO: z.strictObject(listPage) })
  .superRefine(range);
const summaryPage = z
  .strictObject({ ...dayStatSummaryQuery.shape, pageParamVO: z.strictObject(listPage) })
  .superRefine(range);

export type DayStatDetailQuery = z.input<typeof dayStatDetailQuery>;
export type DayStatSummaryQuery = z.input<typeof dayStatSummaryQuery>;

function reportEndpoints<K extends DayStatReportKey>(key: K, path: string) {
  const cap = key[0]!.toUpperCase() + key.slice(1);
  return {
    detail: endpoint<Page<DayStatRow>>()({
      name: `${key}Detail`,
      method: 'POST',
      module: 'report',
      path: `/${path}/detail`,
      access: { operationId: key },
      request: detailPage,
    }),
    exportDetail: endpoint<BlobBody>()({
      name: `export${cap}Detail`,
      method: 'POST',
      module: 'report',
      path: `/${path}/detail/export`,
      access: { operationId: `${key}:export` },
      request: dayStatDetailQuery,
      blob: true,
    }),
    summary: endpoint<DayStatSummaryPage>()({
      name: `${key}Summary`,
      method: 'POST',
      module: 'report',
      path: `/${path}/summary`,
      access: { operationId: key },
      request: summaryPage,
    }),
    exportSummary: endpoint<BlobBody>()({
      name: `export${cap}Summary`,
      method: 'POST',
      module: 'report',
      path: `/${path}/summary/export`,
      access: { operationId: `${key}:export` },
      request: dayStatSummaryQuery,
      blob: true,
    }),
  };
}

const mileage = reportEndpoints('mileageReport', 'mileage');
const driving = reportEndpoints('drivingStatReport', 'driving');
// The timing-tracking report's summary; its detail lists positions (positionReports.ts).
const timing = reportEndpoints('timingTrackReport', 'timing-track');
const speed = reportEndpoints('speedAnalysisReport', 'speed-analysis');

/** The mileage and driving-statistics reports, each a detail (vehicle × day) and a summary (per vehicle). */
export const dayStatEndpoints = {
  mileageReportDetail: mileage.detail,
  exportMileageReportDetail: mileage.exportDetail,
  mileageReportSummary: mileage.summary,
  exportMileageReportSummary: mileage.exportSummary,
  drivingStatReportDetail: driving.detail,
  exportDrivingStatReportDetail: driving.exportDetail,
  drivingStatReportSummary: driving.summary,
  exportDrivingStatReportSummary: driving.exportSummary,
  timingTrackReportSummary: timing.summary,
  exportTimingTrackReportSummary: timing.exportSummary,
  speedAnalysisReportDetail: speed.detail,
  exportSpeedAnalysisReportDetail: speed.exportDetail,
  speedAnalysisReportSummary: speed.summary,
  exportSpeedAnalysisReportSummary: speed.exportSummary,
} as const;
