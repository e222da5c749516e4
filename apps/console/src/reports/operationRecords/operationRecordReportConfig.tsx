import {
  ENDPOINTS,
  OPERATION_RECORD_KEYWORD_MAX,
  TEST_IDS,
  type OPERATION_RECORD_DETAIL_SORT,
  type OPERATION_RECORD_SUMMARY_SORT,
  type OperationRecordFilters,
  type OperationRecordRow,
  type OperationRecordSummaryRow,
} from '@roadwatch/core';
import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'at',
  'userName',
  'resource',
  'action',
] satisfies typeof OPERATION_RECORD_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'userName',
  'operations',
  'lastAt',
] satisfies typeof OPERATION_RECORD_SUMMARY_SORT;
type DetailSortField = (typeof OPERATION_RECORD_DETAIL_SORT)[number];
type SummarySortField = (typeof OPERATION_RECORD_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.operationRecord.${field}`;
/** The actions every resource of the kit writes; a resource's own actions are searched by their stored name. */
const COMMON_ACTIONS = ['add', 'update', 'delete', 'import'] as const;

/** An action in words; a resource's own action without a translation shows as stored. */
function actionText(t: TFunction, action: string): string {
  const key = k(`actions.${action}`);
  const text = t(key);
  return text === key ? action : text;
}

/**
 * The platform's audit log: who changed which row of which resource when, and what was saved; per user the counts.
 * Not a vehicle report: no vehicle filters, the department is the users'.
 */
export const operationRecordReportConfig: EventReportConfig<
  OperationRecordRow,
  OperationRecordSummaryRow,
  OperationRecordFilters
> = {
  report: 'operationRecord',
  operationId: 'operationRecordReport',
  withoutVehicles: true,
  extraFilters: (draft, set, t) => (
    <>
      <Form.Item label={t(k('user'))}>
        <Input
          data-testid={TEST_IDS.operationRecordReport.user}
          allowClear
          maxLength={OPERATION_RECORD_KEYWORD_MAX}
          style={{ width: 140 }}
          placeholder={t(k('userPlaceholder'))}
          value={draft.user ?? ''}
          onChange={(e) => set({ user: e.target.value.trim() || undefined })}
        />
      </Form.Item>
      <Form.Item label={t(k('action'))}>
        <Select<string>
          data-testid={TEST_IDS.operationRecordReport.action}
          allowClear
          style={{ width: 130 }}
          placeholder={t(k('allActions'))}
          value={draft.action}
          options={COMMON_ACTIONS.map((a) => ({ value: a, label: actionText(t, a) }))}
          onChange={(action) => set({ action: action || undefined })}
        />
      </Form.Item>
      <Form.Item label={t(k('resource'))}>
        <Input
          data-testid={TEST_IDS.operationRecordReport.resource}
          allowClear
          maxLength={OPERATION_RECORD_KEYWORD_MAX}
          style={{ width: 140 }}
          placeholder={t(k('resourcePlaceholder'))}
          value={draft.resource ?? ''}
          onChange={(e) => set({ resource: e.target.value.trim() || undefined })}
        />
      </Form.Item>
    </>
  ),
  detail: {
    rowId: (row) => String(row.id),
    columns: (t) =>
      sortableBy<OperationRecordRow>(DETAIL_SORT, [
        {
          field: 'at',
          headerName: t(k('at')),
          width: 180,
          pinned: 'left',
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        { field: 'userName', headerName: t(k('userName')), width: 130 },
        { field: 'realName', headerName: t(k('realName')), width: 110 },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        {
          field: 'resource',
          headerName: t(k('resource')),
          width: 170,
          valueFormatter: (p) => p.data?.resourceName ?? String(p.value ?? ''),
        },
        { field: 'recordId', headerName: t(k('recordId')), width: 110 },
        {
          field: 'action',
          headerName: t(k('action')),
          width: 120,
          valueFormatter: (p) => actionText(t, String(p.value ?? '')),
        },
        { field: 'detail', headerName: t(k('detail')), flex: 1, minWidth: 240, tooltipField: 'detail' },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.operationRecordDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportOperationRecordDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.userId),
    columns: (t) =>
      sortableBy<OperationRecordSummaryRow>(SUMMARY_SORT, [
        { field: 'userName', headerName: t(k('userName')), width: 140, pinned: 'left' },
        { field: 'realName', headerName: t(k('realName')), width: 120 },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 200 },
        { field: 'operations', headerName: t(k('operations')), width: 120 },
        { field: 'adds', headerName: t(k('adds')), width: 100 },
        { field: 'updates', headerName: t(k('updates')), width: 100 },
        { field: 'deletes', headerName: t(k('deletes')), width: 100 },
        {
          field: 'lastAt',
          headerName: t(k('lastAt')),
          flex: 1,
          minWidth: 180,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.operationRecordSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportOperationRecordSummaryReport, query),
    background: (params, format) => ({ source: 'operationRecordSummary', format, params }),
  },
};
