import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  overspeedDetailFilters,
  overspeedDetailRequest,
  overspeedSummaryFilters,
  overspeedSummaryRequest,
  type OverspeedReportRow,
  type OverspeedSummaryRow,
} from '../reports/overspeedReport';
import {
  switchDoorDetailFilters,
  switchDoorDetailRequest,
  switchDoorSummaryFilters,
  switchDoorSummaryRequest,
  type SwitchDoorReportRow,
  type SwitchDoorSummaryRow,
} from '../reports/switchDoorReport';
import type { BlobBody } from './alarmHandling';

/** The overspeed alarm report and the door-opening report: a server-paged detail and summary each, with exports. */
export const eventReportEndpoints = {
  overspeedDetailReport: endpoint<Page<OverspeedReportRow>>()({
    name: 'overspeedDetailReport',
    method: 'POST',
    module: 'report',
    path: '/overspeed/detail',
    access: { operationId: 'overspeedAlarmReport' },
    request: overspeedDetailRequest,
  }),
  exportOverspeedDetailReport: endpoint<BlobBody>()({
    name: 'exportOverspeedDetailReport',
    method: 'POST',
    module: 'report',
    path: '/overspeed/detail/export',
    access: { operationId: 'overspeedAlarmReport:export' },
    request: overspeedDetailFilters,
    blob: true,
  }),
  overspeedSummaryReport: endpoint<Page<OverspeedSummaryRow>>()({
    name: 'overspeedSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/overspeed/summary',
    access: { operationId: 'overspeedAlarmReport' },
    request: overspeedSummaryRequest,
  }),
  exportOverspeedSummaryReport: endpoint<BlobBody>()({
    name: 'exportOverspeedSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/overspeed/summary/export',
    access: { operationId: 'overspeedAlarmReport:export' },
    request: overspeedSummaryFilters,
    blob: true,
  }),
  switchDoorDetailReport: endpoint<Page<SwitchDoorReportRow>>()({
    name: 'switchDoorDetailReport',
    method: 'POST',
    module: 'report',
    path: '/switch-door/detail',
    access: { operationId: 'switchDoorReport' },
    request: switchDoorDetailRequest,
  }),
  exportSwitchDoorDetailReport: endpoint<BlobBody>()({
    name: 'exportSwitchDoorDetailReport',
    method: 'POST',
    module: 'report',
    path: '/switch-door/detail/export',
    access: { operationId: 'switchDoorReport:export' },
    request: switchDoorDetailFilters,
    blob: true,
  }),
  switchDoorSummaryReport: endpoint<Page<SwitchDoorSummaryRow>>()({
    name: 'switchDoorSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/switch-door/summary',
    access: { operationId: 'switchDoorReport' },
    request: switchDoorSummaryRequest,
  }),
  exportSwitchDoorSummaryReport: endpoint<BlobBody>()({
    name: 'exportSwitchDoorSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/switch-door/summary/export',
    access: { operationId: 'switchDoorReport:export' },
    request: switchDoorSummaryFilters,
    blob: true,
  }),
} as const;
