import {
  ENDPOINTS,
  type AREA_IN_OUT_DETAIL_SORT,
  type AREA_IN_OUT_SUMMARY_SORT,
  type AreaInOutReportFilters,
  type AreaInOutReportRow,
  type AreaInOutSummaryRow,
} from '@roadwatch/core';
import { Form } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';
import { AreaZoneSelect } from './AreaZoneSelect';

const DETAIL_SORT: readonly string[] = [
  'enterTime',
  'durationS',
  'plate',
  'areaName',
] satisfies typeof AREA_IN_OUT_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'areaName',
  'visits',
  'totalS',
  'longestS',
  'firstEnterTime',
  'lastExitTime',
] satisfies typeof AREA_IN_OUT_SUMMARY_SORT;
type DetailSortField = (typeof AREA_IN_OUT_DETAIL_SORT)[number];
type SummarySortField = (typeof AREA_IN_OUT_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.areaInOut.${field}`;

/**
 * The area entry and exit report: each vehicle's visits to the company's zones (from the zone entry and exit alarms
 * the pipeline raises), and per vehicle and zone their sums. A dispatcher narrows to one zone.
 */
export const areaInOutReportConfig: EventReportConfig<
  AreaInOutReportRow,
  AreaInOutSummaryRow,
  AreaInOutReportFilters
> = {
  report: 'areaInOut',
  operationId: 'areaInOutReport',
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('areaName'))}>
      <AreaZoneSelect
        value={draft.areaId}
        placeholder={t(k('allZones'))}
        onChange={(areaId) => set({ areaId })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<AreaInOutReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        { field: 'areaName', headerName: t(k('areaName')), width: 160 },
        {
          field: 'enterTime',
          headerName: t(k('enterTime')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'exitTime',
          headerName: t(k('exitTime')),
          width: 170,
          valueFormatter: (p) => (p.data ? timeText(p.data.exitTime, t(k('stillInside'))) : ''),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 140,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          colId: 'place',
          headerName: t(k('place')),
          flex: 1,
          minWidth: 210,
          valueGetter: (p) =>
            p.data && p.data.lon !== null && p.data.lat !== null
              ? `${p.data.lon.toFixed(6)}, ${p.data.lat.toFixed(6)}`
              : '',
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.areaInOutDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportAreaInOutDetailReport, query),
    footnote: (_answer, t) => t(k('fromAlarms')),
  },
  summary: {
    rowId: (row) => `${row.vehicleId}:${row.areaId ?? ''}`,
    columns: (t, drill) =>
      sortableBy<AreaInOutSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<AreaInOutSummaryRow>(t, drill, t(k('plate')), 130),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        { field: 'areaName', headerName: t(k('areaName')), width: 160 },
        { field: 'visits', headerName: t(k('visits')), width: 110 },
        {
          field: 'totalS',
          headerName: t(k('totalS')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'longestS',
          headerName: t(k('longestS')),
          width: 150,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'firstEnterTime',
          headerName: t(k('firstEnterTime')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'lastExitTime',
          headerName: t(k('lastExitTime')),
          flex: 1,
          minWidth: 170,
          valueFormatter: (p) => (p.data ? timeText(p.data.lastExitTime, '') : ''),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.areaInOutSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportAreaInOutSummaryReport, query),
    background: (params, format) => ({ source: 'areaInOutSummary', format, params }),
  },
};
