import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  positionDetailFilters,
  positionDetailRequest,
  type PositionReportRow,
} from '../reports/positionReport';
import type { BlobBody } from './alarmHandling';

/**
 * The timing-tracking report's detail: every stored position of the query, any page as fast as the first. Its
 * summary is the daily roll-up's (`timingTrackReportSummary`).
 */
export const positionReportEndpoints = {
  timingTrackDetailReport: endpoint<Page<PositionReportRow>>()({
    name: 'timingTrackDetailReport',
    method: 'POST',
    module: 'report',
    path: '/timing-track/detail',
    access: { operationId: 'timingTrackReport' },
    request: positionDetailRequest,
  }),
  exportTimingTrackDetailReport: endpoint<BlobBody>()({
    name: 'exportTimingTrackDetailReport',
    method: 'POST',
    module: 'report',
    path: '/timing-track/detail/export',
    access: { operationId: 'timingTrackReport:export' },
    request: positionDetailFilters,
    blob: true,
  }),
} as const;
