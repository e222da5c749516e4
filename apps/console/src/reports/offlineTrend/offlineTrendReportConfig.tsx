import {
  ENDPOINTS,
  type EventReportFilters,
  type OFFLINE_TREND_DETAIL_SORT,
  type OFFLINE_TREND_SUMMARY_SORT,
  type OfflineTrendDay,
  type OfflineTrendReportRow,
  type OfflineTrendSummaryRow,
  type OfflineTrendTotals,
  type Page,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';
import { OfflineDaysChartView } from './OfflineDaysChartView';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'durationS',
  'plate',
] satisfies typeof OFFLINE_TREND_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'count',
  'offlineS',
  'longestS',
  'share',
] satisfies typeof OFFLINE_TREND_SUMMARY_SORT;
type DetailSortField = (typeof OFFLINE_TREND_DETAIL_SORT)[number];
type SummarySortField = (typeof OFFLINE_TREND_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.offlineTrend.${field}`;

/** A share as a percentage with two decimals; a share too small for them still shows it is not nothing. */
const shareText = (share: number | undefined) =>
  share === undefined ? '' : share > 0 && share < 0.0001 ? '< 0.01%' : `${(share * 100).toFixed(2)}%`;

/** The totals line of the summary: over every vehicle of the query, not only the page. */
function totalsText(t: TFunction, totals: OfflineTrendTotals | undefined): string | null {
  if (!totals || totals.vehicles === 0) return null;
  return t(k('totals'), {
    vehicles: totals.vehicles,
    episodes: totals.episodes,
    time: secondsText(t, totals.offlineS),
  });
}

/**
 * The vehicle offline trend report: the offline episodes the server's offline detection raised, and per vehicle how
 * often, how long and what share of the period it was offline (opened first), with the query's totals; a plate opens
 * that vehicle's episodes.
 */
export const offlineTrendReportConfig: EventReportConfig<
  OfflineTrendReportRow,
  OfflineTrendSummaryRow,
  EventReportFilters
> = {
  report: 'vehicleOfflineTrendReport',
  operationId: 'vehicleOfflineTrendReport',
  initialView: 'summary',
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<OfflineTrendReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        {
          field: 'startTime',
          headerName: t(k('startTime')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'endTime',
          headerName: t(k('endTime')),
          width: 170,
          valueFormatter: (p) => (p.data ? timeText(p.data.endTime, t(k('stillOffline'))) : ''),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 150,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          colId: 'place',
          headerName: t(k('place')),
          width: 220,
          valueGetter: (p) =>
            p.data && p.data.lon !== null && p.data.lat !== null
              ? `${p.data.lon.toFixed(6)}, ${p.data.lat.toFixed(6)}`
              : '',
        },
        { field: 'handleStatusName', headerName: t(k('handleStatusName')), flex: 1, minWidth: 110 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.offlineTrendDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportOfflineTrendDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<OfflineTrendSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<OfflineTrendSummaryRow>(t, drill, t(k('plate')), 130),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        { field: 'count', headerName: t(k('count')), width: 110 },
        {
          field: 'offlineS',
          headerName: t(k('offlineS')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'longestS',
          headerName: t(k('longestS')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'share',
          headerName: t(k('share')),
          flex: 1,
          minWidth: 130,
          valueFormatter: (p) => shareText(p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.offlineTrendSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportOfflineTrendSummaryReport, query),
    background: (params, format) => ({ source: 'offlineTrendSummary', format, params }),
    footnote: (answer: Page<OfflineTrendSummaryRow> & { totals?: OfflineTrendTotals }, t) =>
      totalsText(t, answer.totals),
    // The trend: vehicles offline per day, when the range has more than one day and some vehicle went offline.
    aside: (answer: Page<OfflineTrendSummaryRow> & { days?: OfflineTrendDay[] | null }, t) =>
      answer.days && answer.days.length > 1 && answer.totalRecords > 0 ? (
        <OfflineDaysChartView days={answer.days} name={t(k('vehiclesPerDay'))} />
      ) : null,
  },
};
