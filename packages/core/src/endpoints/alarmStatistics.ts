import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { LIMITS } from '../constants';
import type { Page } from '../api/envelope';
import type { FindAlarmsResponse } from '../types/alarmHandling';
import type {
  AlarmStatSummaryResponse,
  DeviceExceptionAnalysisResponse,
  DeviceExceptionReportRow,
  DeviceExceptionSummaryRow,
} from '../types/alarmStatistics';
import { checkDateRange, epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import type { BlobBody } from './alarmHandling';

/** Longest range of the statistics pages, in days (China days, start of the first to end of the last). */
export const ALARM_STAT_MAX_DAYS = 31;

const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

/** Start and end required, start not after end, at most 31 days; the issue names bTime or eTime. */
function refineStatRange(value: { bTime: number; eTime: number }, ctx: z.RefinementCtx): void {
  const issue = checkDateRange(value.bTime, value.eTime, { maxDays: ALARM_STAT_MAX_DAYS });
  if (!issue) return;
  const path = [issue.path === 'startTime' ? 'bTime' : 'eTime'];
  if (issue.maximum === undefined) {
    ctx.addIssue({ code: 'custom', message: issue.message, path, input: value });
  } else {
    ctx.addIssue({
      code: 'too_big',
      origin: 'date',
      maximum: issue.maximum,
      inclusive: true,
      message: issue.message,
      path,
      input: value,
    });
  }
}

/** The filters shared by the summary and the detail: range, department subtree, alarm types and levels. */
const statFilters = {
  bTime: epochMs,
  eTime: epochMs,
  departmentId: int(1, 2_147_483_647).optional(),
  firstAlarmTypes: z.array(int(1, 99), { error: VMSG.invalid }).max(20, { error: VMSG.tooBig }).optional(),
  alarmLevels: z.array(int(1, 3), { error: VMSG.invalid }).max(3, { error: VMSG.tooBig }).optional(),
};

/** A summary cell narrows the detail to one vehicle, one level or one handling status. */
const cellFilters = {
  vehicleId: int(1, 2_147_483_647).optional(),
  alarmLevel: int(1, 3).optional(),
  handleStatus: int(0, 2).optional(),
};

const pageParam = z.strictObject(
  { curPage: int(1, 100_000), pageSize: int(1, Math.max(...LIMITS.pageSizeOptions)) },
  { error: VMSG.required },
);

export const alarmStatSummaryRequest = z.strictObject(statFilters).superRefine(refineStatRange);
export const alarmStatDetailRequest = z
  .strictObject({ pageParamVO: pageParam, ...statFilters, ...cellFilters })
  .superRefine(refineStatRange);
export const alarmStatDetailExportRequest = z
  .strictObject({ ...statFilters, ...cellFilters })
  .superRefine(refineStatRange);

export const deviceExceptionAnalysisRequest = z
  .strictObject({ bTime: epochMs, eTime: epochMs, departmentId: statFilters.departmentId })
  .superRefine(refineStatRange);

/** The device exception reports: range, department subtree, exception types, and (detail) one vehicle. */
const exceptionFilters = {
  bTime: epochMs,
  eTime: epochMs,
  departmentId: statFilters.departmentId,
  exceptionTypes: z.array(int(1, 99), { error: VMSG.invalid }).max(20, { error: VMSG.tooBig }).optional(),
  vehicleId: cellFilters.vehicleId,
};
export const exceptionReportRequest = z.strictObject(exceptionFilters).superRefine(refineStatRange);
export const exceptionDetailReportRequest = z
  .strictObject({ pageParamVO: pageParam, ...exceptionFilters })
  .superRefine(refineStatRange);
export type ExceptionReportRequest = z.input<typeof exceptionReportRequest>;

export type AlarmStatSummaryRequest = z.input<typeof alarmStatSummaryRequest>;
export type AlarmStatDetailRequest = z.input<typeof alarmStatDetailRequest>;

/** Alarm statistics: per-vehicle counts of vehicle alarms and the alarms behind them. */
export const alarmStatisticsEndpoints = {
  alarmStatSummary: endpoint<AlarmStatSummaryResponse>()({
    name: 'alarmStatSummary',
    method: 'POST',
    module: 'alarm',
    path: '/statistics/summary',
    access: { operationId: 'alarmStatSummary' },
    request: alarmStatSummaryRequest,
  }),
  exportAlarmStatSummary: endpoint<BlobBody>()({
    name: 'exportAlarmStatSummary',
    method: 'POST',
    module: 'alarm',
    path: '/statistics/summary/export',
    access: { operationId: 'alarmStatSummary:export' },
    request: alarmStatSummaryRequest,
    blob: true,
  }),
  alarmStatDetail: endpoint<FindAlarmsResponse>()({
    name: 'alarmStatDetail',
    method: 'POST',
    module: 'alarm',
    path: '/statistics/detail',
    access: { operationId: 'alarmStatDetail' },
    request: alarmStatDetailRequest,
  }),
  exportAlarmStatDetail: endpoint<BlobBody>()({
    name: 'exportAlarmStatDetail',
    method: 'POST',
    module: 'alarm',
    path: '/statistics/detail/export',
    access: { operationId: 'alarmStatDetail:export' },
    request: alarmStatDetailExportRequest,
    blob: true,
  }),
  deviceExceptionAnalysis: endpoint<DeviceExceptionAnalysisResponse>()({
    name: 'deviceExceptionAnalysis',
    method: 'POST',
    module: 'exception',
    path: '/analysis',
    access: { operationId: 'deviceExceptionAnalysis' },
    request: deviceExceptionAnalysisRequest,
  }),
  deviceExceptionDetailReport: endpoint<Page<DeviceExceptionReportRow>>()({
    name: 'deviceExceptionDetailReport',
    method: 'POST',
    module: 'exception',
    path: '/report/detail',
    access: { operationId: 'deviceExceptionDetailReport' },
    request: exceptionDetailReportRequest,
  }),
  exportDeviceExceptionDetailReport: endpoint<BlobBody>()({
    name: 'exportDeviceExceptionDetailReport',
    method: 'POST',
    module: 'exception',
    path: '/report/detail/export',
    access: { operationId: 'deviceExceptionDetailReport:export' },
    request: exceptionReportRequest,
    blob: true,
  }),
  deviceExceptionSummaryReport: endpoint<DeviceExceptionSummaryRow[]>()({
    name: 'deviceExceptionSummaryReport',
    method: 'POST',
    module: 'exception',
    path: '/report/summary',
    access: { operationId: 'deviceExceptionSummaryReport' },
    request: exceptionReportRequest,
  }),
  exportDeviceExceptionSummaryReport: endpoint<BlobBody>()({
    name: 'exportDeviceExceptionSummaryReport',
    method: 'POST',
    module: 'exception',
    path: '/report/summary/export',
    access: { operationId: 'deviceExceptionSummaryReport:export' },
    request: exceptionReportRequest,
    blob: true,
  }),
} as const;
