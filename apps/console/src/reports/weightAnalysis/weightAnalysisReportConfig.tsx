import {
  ENDPOINTS,
  LOAD_STATES,
  TEST_IDS,
  type LoadEpisodeRow,
  type LoadState,
  type WEIGHT_DETAIL_SORT,
  type WEIGHT_SUMMARY_SORT,
  type WeightReportFilters,
  type WeightSummaryRow,
} from '@roadwatch/core';
import { Form, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'plate',
  'durationS',
  'maxLoadKg',
  'distanceKm',
] satisfies typeof WEIGHT_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'overloadedS',
  'overloadCount',
  'maxLoadKg',
  'loadedKm',
] satisfies typeof WEIGHT_SUMMARY_SORT;
type DetailSortField = (typeof WEIGHT_DETAIL_SORT)[number];
type SummarySortField = (typeof WEIGHT_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.weight.${field}`;
const percentText = (share: number | undefined) =>
  share === undefined ? '' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/**
 * The weight analysis report: each truck's load episodes (empty, loaded, overloaded against its rated load, from the
 * load sensor's weighings) and per vehicle the time and distance in each state, its heaviest load and overloads.
 */
export const weightAnalysisReportConfig: EventReportConfig<
  LoadEpisodeRow,
  WeightSummaryRow,
  WeightReportFilters
> = {
  report: 'weightAnalysis',
  operationId: 'weightAnalysisReport',
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('stateName'))}>
      <Select<LoadState[]>
        data-testid={TEST_IDS.weightReport.states}
        mode="multiple"
        allowClear
        style={{ minWidth: 180 }}
        placeholder={t(k('allStates'))}
        value={draft.states ?? []}
        options={LOAD_STATES.map((s) => ({ value: s, label: t(k(`state.${s}`)) }))}
        onChange={(states) => set({ states: states.length ? states : undefined })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<LoadEpisodeRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 130 },
        {
          field: 'state',
          headerName: t(k('stateName')),
          width: 110,
          valueFormatter: (p) => (p.data ? t(k(`state.${p.data.state}`)) : ''),
        },
        {
          field: 'startTime',
          headerName: t(k('startTime')),
          width: 165,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'endTime',
          headerName: t(k('endTime')),
          width: 165,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 120,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        { field: 'avgLoadKg', headerName: t(k('avgLoadKg')), width: 135 },
        { field: 'maxLoadKg', headerName: t(k('maxLoadKg')), width: 135 },
        {
          field: 'loadRate',
          headerName: t(k('loadRate')),
          width: 100,
          valueFormatter: (p) => percentText(p.value as number | undefined),
        },
        { field: 'distanceKm', headerName: t(k('distanceKm')), flex: 1, minWidth: 120 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.weightDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportWeightDetailReport, query),
    footnote: (_answer, t) => t(k('note')),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<WeightSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<WeightSummaryRow>(t, drill, t(k('plate')), 110),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 100 },
        ...(['emptyS', 'loadedS', 'overloadedS'] as const).map((field) => ({
          field,
          headerName: t(k(field)),
          width: 130,
          headerTooltip: t(k(field)),
          valueFormatter: (p: { value?: number }) => secondsText(t, p.value),
        })),
        { field: 'emptyKm', headerName: t(k('emptyKm')), width: 120 },
        { field: 'loadedKm', headerName: t(k('loadedKm')), width: 120 },
        { field: 'overloadedKm', headerName: t(k('overloadedKm')), width: 130 },
        { field: 'maxLoadKg', headerName: t(k('maxLoadKg')), width: 125 },
        {
          field: 'maxLoadRate',
          headerName: t(k('maxLoadRate')),
          width: 115,
          valueFormatter: (p) => percentText(p.value as number | undefined),
        },
        { field: 'overloadCount', headerName: t(k('overloadCount')), flex: 1, minWidth: 95 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.weightSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportWeightSummaryReport, query),
    background: (params, format) => ({ source: 'weightSummary', format, params }),
    footnote: (_answer, t) => t(k('note')),
  },
};
