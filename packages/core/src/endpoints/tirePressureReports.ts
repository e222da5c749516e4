import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  tirePressureDetailFilters,
  tirePressureDetailRequest,
  tirePressureSummaryFilters,
  tirePressureSummaryRequest,
  type TirePressureReportRow,
  type TirePressureSummaryRow,
} from '../reports/tirePressureReport';
import type { BlobBody } from './alarmHandling';

/** The tyre-pressure report: the tyre events of stored TPMS alarms, one row each and per vehicle, with exports. */
export const tirePressureReportEndpoints = {
  tirePressureDetailReport: endpoint<Page<TirePressureReportRow>>()({
    name: 'tirePressureDetailReport',
    method: 'POST',
    module: 'report',
    path: '/tire-pressure/detail',
    access: { operationId: 'tirePressureReport' },
    request: tirePressureDetailRequest,
  }),
  exportTirePressureDetailReport: endpoint<BlobBody>()({
    name: 'exportTirePressureDetailReport',
    method: 'POST',
    module: 'report',
    path: '/tire-pressure/detail/export',
    access: { operationId: 'tirePressureReport:export' },
    request: tirePressureDetailFilters,
    blob: true,
  }),
  tirePressureSummaryReport: endpoint<Page<TirePressureSummaryRow>>()({
    name: 'tirePressureSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/tire-pressure/summary',
    access: { operationId: 'tirePressureReport' },
    request: tirePressureSummaryRequest,
  }),
  exportTirePressureSummaryReport: endpoint<BlobBody>()({
    name: 'exportTirePressureSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/tire-pressure/summary/export',
    access: { operationId: 'tirePressureReport:export' },
    request: tirePressureSummaryFilters,
    blob: true,
  }),
} as const;
