import {
  ENDPOINTS,
  OVER_TEMP_PROBE_MAX,
  OVER_TEMP_SIDES,
  TEST_IDS,
  type OVER_TEMP_DETAIL_SORT,
  type OVER_TEMP_SUMMARY_SORT,
  type OverTempReportFilters,
  type OverTempReportRow,
  type OverTempSide,
  type OverTempStatRow,
} from '@roadwatch/core';
import { Form, InputNumber, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import type { EventReportView } from '../eventReport/eventReportQuery';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'durationS',
  'plate',
  'extremeC',
] satisfies typeof OVER_TEMP_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'count',
  'durationS',
  'share',
  'highestC',
  'lowestC',
] satisfies typeof OVER_TEMP_SUMMARY_SORT;
type DetailSortField = (typeof OVER_TEMP_DETAIL_SORT)[number];
type SummarySortField = (typeof OVER_TEMP_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.overTemp.${field}`;
const ids = TEST_IDS.overTempReport;
const celsius = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(1);

/** A share as a percentage with two decimals; a share too small for them still shows it is not nothing. */
const shareText = (share: number | undefined) =>
  share === undefined ? '' : share > 0 && share < 0.0001 ? '< 0.01%' : `${(share * 100).toFixed(2)}%`;

/** Each menu entry's calls (its own operation id): the details route and the statistics route. */
const CALLS = {
  overTempDetailReport: {
    detail: ENDPOINTS.overTempDetailReportDetail,
    exportDetail: ENDPOINTS.exportOverTempDetailReportDetail,
    summary: ENDPOINTS.overTempDetailReportSummary,
    exportSummary: ENDPOINTS.exportOverTempDetailReportSummary,
  },
  overTempStatReport: {
    detail: ENDPOINTS.overTempStatReportDetail,
    exportDetail: ENDPOINTS.exportOverTempStatReportDetail,
    summary: ENDPOINTS.overTempStatReportSummary,
    exportSummary: ENDPOINTS.exportOverTempStatReportSummary,
  },
} as const;

/**
 * The over-temperature report behind one menu entry: the temperature alarms the pipeline raised as episodes, and
 * per vehicle probe their sums. A manager narrows to one probe (compartment) and/or to too warm vs too cold.
 */
export function overTempReportConfig(
  operationId: keyof typeof CALLS,
  initialView: EventReportView,
): EventReportConfig<OverTempReportRow, OverTempStatRow, OverTempReportFilters> {
  const calls = CALLS[operationId];
  return {
    report: operationId,
    operationId,
    initialView,
    extraFilters: (draft, set, t) => (
      <>
        <Form.Item label={t(k('probeNo'))}>
          <InputNumber<number>
            data-testid={ids.probeNo}
            min={1}
            max={OVER_TEMP_PROBE_MAX}
            precision={0}
            style={{ width: 100 }}
            placeholder={t(k('allProbes'))}
            value={draft.probeNo ?? null}
            onChange={(probeNo) => set({ probeNo: probeNo ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t(k('sideName'))}>
          <Select<OverTempSide>
            data-testid={ids.side}
            allowClear
            style={{ width: 130 }}
            placeholder={t(k('anySide'))}
            value={draft.side}
            options={OVER_TEMP_SIDES.map((side) => ({ value: side, label: t(k(`side.${side}`)) }))}
            onChange={(side) => set({ side })}
          />
        </Form.Item>
      </>
    ),
    detail: {
      rowId: (row) => row.id,
      columns: (t) =>
        sortableBy<OverTempReportRow>(DETAIL_SORT, [
          { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
          { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
          { field: 'pointName', headerName: t(k('pointName')), width: 120 },
          {
            colId: 'sideName',
            headerName: t(k('sideName')),
            width: 110,
            valueGetter: (p) => (p.data ? t(k(`side.${p.data.side}`)) : ''),
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
          {
            field: 'limitC',
            headerName: t(k('limitC')),
            width: 140,
            valueFormatter: (p) => celsius(p.value as number | null | undefined),
          },
          {
            field: 'extremeC',
            headerName: t(k('extremeC')),
            width: 140,
            valueFormatter: (p) => celsius(p.value as number | null | undefined),
          },
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
        api.call(calls.detail, {
          ...query,
          pageParamVO,
          ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
        }),
      download: (query) => api.blob(calls.exportDetail, query),
    },
    summary: {
      rowId: (row) => `${row.vehicleId}:${row.pointId ?? ''}`,
      columns: (t, drill) =>
        sortableBy<OverTempStatRow>(SUMMARY_SORT, [
          drillPlateColumn<OverTempStatRow>(t, drill, t(k('plate')), 130),
          { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
          { field: 'pointName', headerName: t(k('pointName')), width: 120 },
          { field: 'count', headerName: t(k('count')), width: 110 },
          { field: 'highCount', headerName: t(k('highCount')), width: 110 },
          { field: 'lowCount', headerName: t(k('lowCount')), width: 110 },
          {
            field: 'durationS',
            headerName: t(k('totalDuration')),
            width: 150,
            valueFormatter: (p) => secondsText(t, p.value as number | undefined),
          },
          {
            field: 'share',
            headerName: t(k('share')),
            width: 140,
            valueFormatter: (p) => shareText(p.value as number | undefined),
          },
          {
            field: 'highestC',
            headerName: t(k('highestC')),
            width: 130,
            valueFormatter: (p) => celsius(p.value as number | null | undefined),
          },
          {
            field: 'lowestC',
            headerName: t(k('lowestC')),
            flex: 1,
            minWidth: 130,
            valueFormatter: (p) => celsius(p.value as number | null | undefined),
          },
        ]),
      fetch: (query, pageParamVO, sort) =>
        api.call(calls.summary, {
          ...query,
          pageParamVO,
          ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
        }),
      download: (query) => api.blob(calls.exportSummary, query),
    },
  };
}
