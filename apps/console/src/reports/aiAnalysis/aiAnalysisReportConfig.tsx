import {
  AI_ANALYSIS_CATEGORIES,
  ENDPOINTS,
  TEST_IDS,
  type AI_ANALYSIS_DETAIL_SORT,
  type AI_ANALYSIS_SUMMARY_SORT,
  type AiAnalysisCategory,
  type AiAnalysisReportFilters,
  type AiAnalysisReportRow,
  type AiAnalysisSummaryRow,
} from '@roadwatch/core';
import { Form, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'plate',
  'alarmType',
  'level',
] satisfies typeof AI_ANALYSIS_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'total',
  'adas',
  'dsm',
  'bsd',
  'high',
] satisfies typeof AI_ANALYSIS_SUMMARY_SORT;
type DetailSortField = (typeof AI_ANALYSIS_DETAIL_SORT)[number];
type SummarySortField = (typeof AI_ANALYSIS_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.aiAnalysis.${field}`;

/**
 * The AI analysis report: the active-safety alarms the terminals' ADAS, driver monitoring and blind-spot boxes
 * raised, and per vehicle their counts by category and level. A safety officer narrows to categories.
 */
export const aiAnalysisReportConfig: EventReportConfig<
  AiAnalysisReportRow,
  AiAnalysisSummaryRow,
  AiAnalysisReportFilters
> = {
  report: 'aiAnalysis',
  operationId: 'aiAnalysisReport',
  eventTypes: AI_ANALYSIS_CATEGORIES.length,
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('categoryName'))}>
      <Select<AiAnalysisCategory[]>
        data-testid={TEST_IDS.aiAnalysisReport.categories}
        mode="multiple"
        allowClear
        style={{ minWidth: 200 }}
        placeholder={t(k('allCategories'))}
        value={draft.categories ?? []}
        options={AI_ANALYSIS_CATEGORIES.map((c) => ({ value: c, label: t(k(`category.${c}`)) }))}
        onChange={(categories) => set({ categories: categories.length ? categories : undefined })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<AiAnalysisReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        {
          colId: 'categoryName',
          headerName: t(k('categoryName')),
          width: 230,
          valueGetter: (p) => (p.data ? t(k(`category.${p.data.category}`)) : ''),
        },
        { colId: 'alarmType', field: 'alarmTypeName', headerName: t(k('alarmTypeName')), width: 200 },
        { colId: 'level', field: 'levelName', headerName: t(k('levelName')), width: 110 },
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
        { field: 'speedKmh', headerName: t(k('speedKmh')), width: 110 },
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
      api.call(ENDPOINTS.aiAnalysisDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportAiAnalysisDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<AiAnalysisSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<AiAnalysisSummaryRow>(t, drill, t(k('plate'))),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        { field: 'total', headerName: t(k('total')), width: 110 },
        { field: 'adas', headerName: t(k('adas')), width: 210 },
        { field: 'dsm', headerName: t(k('dsm')), width: 210 },
        { field: 'bsd', headerName: t(k('bsd')), width: 150 },
        { field: 'high', headerName: t(k('high')), width: 110 },
        { field: 'medium', headerName: t(k('medium')), width: 110 },
        { field: 'low', headerName: t(k('low')), flex: 1, minWidth: 100 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.aiAnalysisSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportAiAnalysisSummaryReport, query),
    background: (params, format) => ({ source: 'aiAnalysisSummary', format, params }),
  },
};
