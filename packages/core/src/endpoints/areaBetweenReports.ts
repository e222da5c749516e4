import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  areaBetweenDetailFilters,
  areaBetweenDetailRequest,
  areaBetweenSummaryFilters,
  areaBetweenSummaryRequest,
  type AreaBetweenReportRow,
  type AreaBetweenSummaryRow,
} from '../reports/areaBetweenReport';
import type { AreaInOutZone } from '../reports/areaInOutReport';
import type { BlobBody } from './alarmHandling';

/** The area-between report: trips from zone to zone (detail), per vehicle and zone pair sums, exports, zone list. */
export const areaBetweenReportEndpoints = {
  areaBetweenDetailReport: endpoint<Page<AreaBetweenReportRow>>()({
    name: 'areaBetweenDetailReport',
    method: 'POST',
    module: 'report',
    path: '/area-between/detail',
    access: { operationId: 'areaBetweenReport' },
    request: areaBetweenDetailRequest,
  }),
  exportAreaBetweenDetailReport: endpoint<BlobBody>()({
    name: 'exportAreaBetweenDetailReport',
    method: 'POST',
    module: 'report',
    path: '/area-between/detail/export',
    access: { operationId: 'areaBetweenReport:export' },
    request: areaBetweenDetailFilters,
    blob: true,
  }),
  areaBetweenSummaryReport: endpoint<Page<AreaBetweenSummaryRow>>()({
    name: 'areaBetweenSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/area-between/summary',
    access: { operationId: 'areaBetweenReport' },
    request: areaBetweenSummaryRequest,
  }),
  exportAreaBetweenSummaryReport: endpoint<BlobBody>()({
    name: 'exportAreaBetweenSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/area-between/summary/export',
    access: { operationId: 'areaBetweenReport:export' },
    request: areaBetweenSummaryFilters,
    blob: true,
  }),
  /** The zone filters' choices: the area entry and exit report's (areas a zone rule of the company watches). */
  areaBetweenZones: endpoint<AreaInOutZone[]>()({
    name: 'areaBetweenZones',
    method: 'GET',
    module: 'report',
    path: '/area-between/zones',
    access: { operationId: 'areaBetweenReport' },
    request: z.strictObject({}),
  }),
} as const;
