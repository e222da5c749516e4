import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  areaInOutDetailFilters,
  areaInOutDetailRequest,
  areaInOutSummaryFilters,
  areaInOutSummaryRequest,
  type AreaInOutReportRow,
  type AreaInOutSummaryRow,
  type AreaInOutZone,
} from '../reports/areaInOutReport';
import type { BlobBody } from './alarmHandling';

/** The area entry and exit report: visits (detail) and per vehicle and zone sums, with exports, and its zone list. */
export const areaInOutReportEndpoints = {
  areaInOutDetailReport: endpoint<Page<AreaInOutReportRow>>()({
    name: 'areaInOutDetailReport',
    method: 'POST',
    module: 'report',
    path: '/area-in-out/detail',
    access: { operationId: 'areaInOutReport' },
    request: areaInOutDetailRequest,
  }),
  exportAreaInOutDetailReport: endpoint<BlobBody>()({
    name: 'exportAreaInOutDetailReport',
    method: 'POST',
    module: 'report',
    path: '/area-in-out/detail/export',
    access: { operationId: 'areaInOutReport:export' },
    request: areaInOutDetailFilters,
    blob: true,
  }),
  areaInOutSummaryReport: endpoint<Page<AreaInOutSummaryRow>>()({
    name: 'areaInOutSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/area-in-out/summary',
    access: { operationId: 'areaInOutReport' },
    request: areaInOutSummaryRequest,
  }),
  exportAreaInOutSummaryReport: endpoint<BlobBody>()({
    name: 'exportAreaInOutSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/area-in-out/summary/export',
    access: { operationId: 'areaInOutReport:export' },
    request: areaInOutSummaryFilters,
    blob: true,
  }),
  /** The zones the report's zone filter offers: map areas the caller sees that a zone rule of the company watches. */
  areaInOutZones: endpoint<AreaInOutZone[]>()({
    name: 'areaInOutZones',
    method: 'GET',
    module: 'report',
    path: '/area-in-out/zones',
    access: { operationId: 'areaInOutReport' },
    request: z.strictObject({}),
  }),
} as const;
