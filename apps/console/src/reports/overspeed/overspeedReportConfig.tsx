import {
  ENDPOINTS,
  type OVERSPEED_DETAIL_SORT,
  type OVERSPEED_SUMMARY_SORT,
  type OverspeedReportRow,
  type OverspeedSummaryRow,
} from '@roadwatch/core';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'durationS',
  'plate',
] satisfies typeof OVERSPEED_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'count',
  'durationS',
  'maxSpeedKmh',
] satisfies typeof OVERSPEED_SUMMARY_SORT;
type DetailSortField = (typeof OVERSPEED_DETAIL_SORT)[number];
type SummarySortField = (typeof OVERSPEED_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.overspeed.${field}`;

/** The overspeed alarm report: terminal and platform overspeed alarms, and per vehicle their sums. */
export const overspeedReportConfig: EventReportConfig<OverspeedReportRow, OverspeedSummaryRow> = {
  report: 'overspeed',
  operationId: 'overspeedAlarmReport',
  eventTypes: 2,
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<OverspeedReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 200 },
        { field: 'driverName', headerName: t(k('driverName')), width: 110 },
        {
          colId: 'sourceName',
          headerName: t(k('sourceName')),
          width: 120,
          valueGetter: (p) => (p.data ? t(k(`source.${p.data.source}`)) : ''),
        },
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
          valueFormatter: (p) => (p.data ? timeText(p.data.endTime, t(k('ongoing'))) : ''),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 130,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        { field: 'maxSpeedKmh', headerName: t(k('maxSpeedKmh')), width: 140 },
        { field: 'speedLimitKmh', headerName: t(k('speedLimitKmh')), width: 120 },
        {
          colId: 'place',
          headerName: t(k('place')),
          width: 200,
          valueGetter: (p) =>
            p.data && p.data.lon !== null && p.data.lat !== null
              ? `${p.data.lon.toFixed(6)}, ${p.data.lat.toFixed(6)}`
              : '',
        },
        { field: 'handleStatusName', headerName: t(k('handleStatusName')), flex: 1, minWidth: 110 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.overspeedDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportOverspeedDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<OverspeedSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<OverspeedSummaryRow>(t, drill, t(k('plate'))),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 220 },
        { field: 'count', headerName: t(k('count')), width: 120 },
        {
          field: 'durationS',
          headerName: t(k('totalDuration')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        { field: 'maxSpeedKmh', headerName: t(k('highestSpeed')), flex: 1, minWidth: 140 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.overspeedSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportOverspeedSummaryReport, query),
    background: (params, format) => ({ source: 'overspeedSummary', format, params }),
  },
};
