import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  offlineTrendDetailFilters,
  offlineTrendDetailRequest,
  offlineTrendSummaryFilters,
  offlineTrendSummaryRequest,
  type OfflineTrendReportRow,
  type OfflineTrendSummaryPage,
} from '../reports/offlineTrendReport';
import type { BlobBody } from './alarmHandling';

/** The vehicle offline trend report: the offline episodes of the server's offline detection, and per vehicle. */
export const offlineTrendReportEndpoints = {
  offlineTrendDetailReport: endpoint<Page<OfflineTrendReportRow>>()({
    name: 'offlineTrendDetailReport',
    method: 'POST',
    module: 'report',
    path: '/offline-trend/detail',
    access: { operationId: 'vehicleOfflineTrendReport' },
    request: offlineTrendDetailRequest,
  }),
  exportOfflineTrendDetailReport: endpoint<BlobBody>()({
    name: 'exportOfflineTrendDetailReport',
    method: 'POST',
    module: 'report',
    path: '/offline-trend/detail/export',
    access: { operationId: 'vehicleOfflineTrendReport:export' },
    request: offlineTrendDetailFilters,
    blob: true,
  }),
  offlineTrendSummaryReport: endpoint<OfflineTrendSummaryPage>()({
    name: 'offlineTrendSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/offline-trend/summary',
    access: { operationId: 'vehicleOfflineTrendReport' },
    request: offlineTrendSummaryRequest,
  }),
  exportOfflineTrendSummaryReport: endpoint<BlobBody>()({
    name: 'exportOfflineTrendSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/offline-trend/summary/export',
    access: { operationId: 'vehicleOfflineTrendReport:export' },
    request: offlineTrendSummaryFilters,
    blob: true,
  }),
} as const;
