import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { OperationId } from '../catalogue/menuCatalogue';
import type { Page } from '../api/envelope';
import type { BlobBody } from './alarmHandling';
import type { EpochMs } from '../types/scalars';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';
import { trajectoryRangeRequest } from './trajectory';
import { alarmStatSummaryRequest } from './alarmStatistics';
import { dayStatSummaryQuery } from './dayStats';
import { positionDetailFilters } from '../reports/positionReport';
import { areaInOutReportEndpoints } from './areaInOutReports';
import { areaBetweenReportEndpoints } from './areaBetweenReports';
import { eventReportEndpoints } from './eventReports';
import { offlineTrendReportEndpoints } from './offlineTrendReports';
import { placeTraceReportEndpoints } from './placeTraceReports';
import { tirePressureReportEndpoints } from './tirePressureReports';
import { switchDeviceReportEndpoints } from './switchDeviceReports';

/** Files an export job writes. */
export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * queued → running → succeeded | failed | cancelled; a queued job may be cancelled too. A job running when its
 * process ended is queued again by the next start.
 */
export const EXPORT_JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];
export const EXPORT_JOB_FINISHED: ReadonlySet<ExportJobState> = new Set(['succeeded', 'failed', 'cancelled']);

/** A finished file stays in the download centre this long, then it and its job are removed. */
export const EXPORT_KEEP_DAYS = 7;
/** A PDF holds at most this many rows (about 80 A4 pages, what a person reads); it says so when it stops there. */
export const EXPORT_PDF_ROW_CAP = 2000;
/** Jobs one user may have queued or running at once. */
export const EXPORT_ACTIVE_PER_USER = 3;

/**
 * What can be exported: each source has its parameters (checked as its page's query is) and the operation the
 * caller needs, as for the page's own export button.
 */
/**
 * Report sheets the export centre also runs as jobs (no row cap, CSV and PDF too) and that one may subscribe to:
 * each takes its page's export parameters and needs its page's export operation.
 */
export const REPORT_SHEET_SOURCES = {
  overspeedSummary: eventReportEndpoints.exportOverspeedSummaryReport,
  switchDoorSummary: eventReportEndpoints.exportSwitchDoorSummaryReport,
  parkingSummary: eventReportEndpoints.exportParkingSummaryReport,
  coldMachineSummary: eventReportEndpoints.exportColdMachineSummaryReport,
  areaInOutSummary: areaInOutReportEndpoints.exportAreaInOutSummaryReport,
  areaBetweenSummary: areaBetweenReportEndpoints.exportAreaBetweenSummaryReport,
  offlineTrendSummary: offlineTrendReportEndpoints.exportOfflineTrendSummaryReport,
  airConditioningSummary: switchDeviceReportEndpoints.exportAirConditioningSummaryReport,
  hydraulicSummary: switchDeviceReportEndpoints.exportHydraulicSummaryReport,
  unloadingSummary: switchDeviceReportEndpoints.exportUnloadingSummaryReport,
  headSeparationSummary: switchDeviceReportEndpoints.exportHeadSeparationSummaryReport,
  flashPictureSummary: eventReportEndpoints.exportFlashPictureSummaryReport,
  flashShotSummary: eventReportEndpoints.exportFlashShotSummaryReport,
  driverShiftSummary: eventReportEndpoints.exportDriverShiftSummaryReport,
  operationRecordSummary: eventReportEndpoints.exportOperationRecordSummaryReport,
  aiAnalysisSummary: eventReportEndpoints.exportAiAnalysisSummaryReport,
  tirePressureSummary: tirePressureReportEndpoints.exportTirePressureSummaryReport,
  warningSummary: eventReportEndpoints.exportWarningSummaryReport,
  directiveSummary: eventReportEndpoints.exportDirectiveSummaryReport,
  tempSettingSummary: eventReportEndpoints.exportTempSettingSummaryReport,
  weightSummary: eventReportEndpoints.exportWeightSummaryReport,
  trailerSummary: eventReportEndpoints.exportTrailerSummaryReport,
  standingBookSummary: eventReportEndpoints.exportStandingBookSummaryReport,
  aroundSummary: placeTraceReportEndpoints.exportAroundSummaryReport,
  epidemicVehicleSummary: placeTraceReportEndpoints.exportEpidemicVehicleSummaryReport,
} as const;
export type ReportSheetSource = keyof typeof REPORT_SHEET_SOURCES;
type SheetSources = {
  [K in ReportSheetSource]: { operationId: OperationId; params: (typeof REPORT_SHEET_SOURCES)[K]['request'] };
};
const SHEET_SOURCES = Object.fromEntries(
  Object.entries(REPORT_SHEET_SOURCES).map(([key, e]) => {
    if (typeof e.access !== 'object') throw new Error(`export ${e.name} needs an operation`);
    return [key, { operationId: e.access.operationId, params: e.request }];
  }),
) as SheetSources;

export const EXPORT_SOURCES = {
  ...SHEET_SOURCES,
  trackPoints: { operationId: 'trackPlayback:export', params: trajectoryRangeRequest },
  alarmStatSummary: { operationId: 'alarmStatSummary:export', params: alarmStatSummaryRequest },
  mileageSummary: { operationId: 'mileageReport:export', params: dayStatSummaryQuery },
  drivingStatSummary: { operationId: 'drivingStatReport:export', params: dayStatSummaryQuery },
  timingTrackSummary: { operationId: 'timingTrackReport:export', params: dayStatSummaryQuery },
  speedAnalysisSummary: { operationId: 'speedAnalysisReport:export', params: dayStatSummaryQuery },
  timingTrackDetail: { operationId: 'timingTrackReport:export', params: positionDetailFilters },
} as const;
export type ExportSource = keyof typeof EXPORT_SOURCES;

const format = z.enum(EXPORT_FORMATS, { error: VMSG.invalid });
export const exportJobCreateRequest = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('trackPoints'), format, params: EXPORT_SOURCES.trackPoints.params }),
    z.strictObject({
      source: z.literal('alarmStatSummary'),
      format,
      params: EXPORT_SOURCES.alarmStatSummary.params,
    }),
    z.strictObject({
      source: z.literal('mileageSummary'),
      format,
      params: EXPORT_SOURCES.mileageSummary.params,
    }),
    z.strictObject({
      source: z.literal('drivingStatSummary'),
      format,
      params: EXPORT_SOURCES.drivingStatSummary.params,
    }),
    z.strictObject({
      source: z.literal('timingTrackSummary'),
      format,
      params: EXPORT_SOURCES.timingTrackSummary.params,
    }),
    z.strictObject({
      source: z.literal('speedAnalysisSummary'),
      format,
      params: EXPORT_SOURCES.speedAnalysisSummary.params,
    }),
    ...(Object.keys(REPORT_SHEET_SOURCES) as ReportSheetSource[]).map((source) =>
      z.strictObject({ source: z.literal(source), format, params: EXPORT_SOURCES[source].params }),
    ),
    z.strictObject({
      source: z.literal('timingTrackDetail'),
      format,
      params: EXPORT_SOURCES.timingTrackDetail.params,
    }),
  ],
  { error: VMSG.invalid },
);
export type ExportJobCreateRequest = z.input<typeof exportJobCreateRequest>;

/** A page of the centre's lists (at most 100 rows). */
const listPage = {
  curPage: z.number({ error: VMSG.required }).int({ error: VMSG.integer }).min(1, { error: VMSG.tooSmall }),
  pageSize: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(100, { error: VMSG.tooBig }),
};

const jobId = z
  .number({ error: VMSG.required })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall });

/** How a committed import ended: every chosen row written, some refused while writing, none (failed, cancelled). */
export const IMPORT_RECORD_STATES = ['succeeded', 'partly', 'failed', 'cancelled'] as const;
export type ImportRecordState = (typeof IMPORT_RECORD_STATES)[number];
/** Refused rows kept with a record (the first ones, in row order). */
export const IMPORT_RECORD_FAILURES_KEPT = 200;

/** A committed import as the upload centre lists it. */
export interface ImportRecord {
  id: number;
  /** The page the import was made on, and its name in the reader's language. */
  pageKey: string;
  pageName: string;
  fileName: string;
  state: ImportRecordState;
  /** Rows chosen for the commit, written, and refused while writing. */
  rowsChosen: number;
  rowsWritten: number;
  rowsFailed: number;
  /** The first refused rows with their reasons (in the importer's language). */
  failures: { rowNo: number; message: string }[];
  startedAt: EpochMs;
  finishedAt: EpochMs;
}

export interface ExportJob {
  id: number;
  source: ExportSource;
  format: ExportFormat;
  /** What the file holds, in the caller's language ("Track points · 粤B12345 · 2026-11-20"). */
  title: string;
  state: ExportJobState;
  /** Rows written so far (all of them once succeeded). */
  rowsDone: number;
  /** Rows the file will hold, when known before writing. */
  rowsTotal: number | null;
  fileName: string;
  /** Bytes, once succeeded. */
  fileSize: number | null;
  /** Why it failed, translated. */
  failure: string | null;
  createdAt: EpochMs;
  finishedAt: EpochMs | null;
  /** When a finished file is removed. */
  expiresAt: EpochMs | null;
}

/** Export centre (lazy module "export centre" and "download centre"): background exports and their files. */
export const exportCenterEndpoints = {
  exportJobCreate: endpoint<{ id: number }>()({
    name: 'exportJobCreate',
    method: 'POST',
    module: 'exportCenter',
    path: '/create',
    access: 'session',
    request: exportJobCreateRequest,
  }),
  /** The caller's own jobs, newest first; `finishedOnly` is the download centre's view. */
  exportJobList: endpoint<Page<ExportJob>>()({
    name: 'exportJobList',
    method: 'POST',
    module: 'exportCenter',
    path: '/list',
    access: 'session',
    request: z.strictObject({
      ...listPage,
      finishedOnly: z.boolean({ error: VMSG.invalid }).optional(),
    }),
  }),
  /** The caller's own committed imports, newest first (the upload centre). */
  importRecordList: endpoint<Page<ImportRecord>>()({
    name: 'importRecordList',
    method: 'POST',
    module: 'exportCenter',
    path: '/imports/list',
    access: { operationId: 'uploadCenter' },
    request: z.strictObject({
      ...listPage,
    }),
  }),
  exportJobCancel: endpoint<{ id: number }>()({
    name: 'exportJobCancel',
    method: 'POST',
    module: 'exportCenter',
    path: '/cancel',
    access: 'session',
    request: z.strictObject({ id: jobId }),
  }),
  exportJobDelete: endpoint<{ id: number }>()({
    name: 'exportJobDelete',
    method: 'POST',
    module: 'exportCenter',
    path: '/delete',
    access: 'session',
    request: z.strictObject({ id: jobId }),
  }),
  exportJobDownload: endpoint<BlobBody>()({
    name: 'exportJobDownload',
    method: 'GET',
    module: 'exportCenter',
    path: '/download',
    access: 'session',
    request: z.strictObject({ id: queryNumber(jobId) }),
    blob: true,
  }),
} as const;
