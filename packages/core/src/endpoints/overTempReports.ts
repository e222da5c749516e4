import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  overTempReportDetailFilters,
  overTempReportDetailRequest,
  overTempReportSummaryFilters,
  overTempReportSummaryRequest,
  type OverTempReportRow,
  type OverTempStatRow,
} from '../reports/overTempReport';
import type { BlobBody } from './alarmHandling';

/**
 * One report's four calls, behind its own menu entry's operation id: both routes show both views (details and
 * statistics of one query), the detail route opens on the details, the statistics route on the statistics.
 */
function reportEndpoints<K extends 'overTempDetailReport' | 'overTempStatReport'>(key: K, path: string) {
  const cap = key[0]!.toUpperCase() + key.slice(1);
  return {
    detail: endpoint<Page<OverTempReportRow>>()({
      name: `${key}Detail`,
      method: 'POST',
      module: 'report',
      path: `/${path}/detail`,
      access: { operationId: key },
      request: overTempReportDetailRequest,
    }),
    exportDetail: endpoint<BlobBody>()({
      name: `export${cap}Detail`,
      method: 'POST',
      module: 'report',
      path: `/${path}/detail/export`,
      access: { operationId: `${key}:export` },
      request: overTempReportDetailFilters,
      blob: true,
    }),
    summary: endpoint<Page<OverTempStatRow>>()({
      name: `${key}Summary`,
      method: 'POST',
      module: 'report',
      path: `/${path}/summary`,
      access: { operationId: key },
      request: overTempReportSummaryRequest,
    }),
    exportSummary: endpoint<BlobBody>()({
      name: `export${cap}Summary`,
      method: 'POST',
      module: 'report',
      path: `/${path}/summary/export`,
      access: { operationId: `${key}:export` },
      request: overTempReportSummaryFilters,
      blob: true,
    }),
  };
}

const details = reportEndpoints('overTempDetailReport', 'over-temp-details');
const stats = reportEndpoints('overTempStatReport', 'over-temp-stats');

/** The over-temperature details and statistics reports: episodes of the pipeline's temperature alarms, and per probe. */
export const overTempReportEndpoints = {
  overTempDetailReportDetail: details.detail,
  exportOverTempDetailReportDetail: details.exportDetail,
  overTempDetailReportSummary: details.summary,
  exportOverTempDetailReportSummary: details.exportSummary,
  overTempStatReportDetail: stats.detail,
  exportOverTempStatReportDetail: stats.exportDetail,
  overTempStatReportSummary: stats.summary,
  exportOverTempStatReportSummary: stats.exportSummary,
} as const;
