import {
  DIRECTIVE_KINDS,
  DIRECTIVE_OUTCOMES,
  ENDPOINTS,
  TEST_IDS,
  type DIRECTIVE_DETAIL_SORT,
  type DIRECTIVE_SUMMARY_SORT,
  type DirectiveKind,
  type DirectiveOutcome,
  type DirectiveRecordRow,
  type DirectiveReportFilters,
  type DirectiveSummaryRow,
} from '@roadwatch/core';
import { directiveKindText, directiveParamsText, messageIdText } from '@roadwatch/core/i18n';
import { Form, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'sentAt',
  'plate',
  'messageId',
  'outcome',
] satisfies typeof DIRECTIVE_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'total',
  'succeeded',
  'failed',
  'timedOut',
  'lastSentAt',
] satisfies typeof DIRECTIVE_SUMMARY_SORT;
type DetailSortField = (typeof DIRECTIVE_DETAIL_SORT)[number];
type SummarySortField = (typeof DIRECTIVE_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.directiveRecord.${field}`;

/**
 * The directive records report: every command sent to a terminal (by a user, or the platform's own), its
 * parameters, outcome and answer time; per vehicle how many succeeded, were refused or went unanswered. A dispatcher
 * narrows to command kinds and outcomes.
 */
export const directiveRecordReportConfig: EventReportConfig<
  DirectiveRecordRow,
  DirectiveSummaryRow,
  DirectiveReportFilters
> = {
  report: 'directiveRecord',
  operationId: 'directiveRecordReport',
  extraFilters: (draft, set, t) => (
    <>
      <Form.Item label={t(k('kindName'))}>
        <Select<DirectiveKind[]>
          data-testid={TEST_IDS.directiveReport.kinds}
          mode="multiple"
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t(k('allKinds'))}
          value={draft.kinds ?? []}
          options={DIRECTIVE_KINDS.map((kind) => ({ value: kind, label: directiveKindText(t, kind) }))}
          onChange={(kinds) => set({ kinds: kinds.length ? kinds : undefined })}
        />
      </Form.Item>
      <Form.Item label={t(k('outcome'))}>
        <Select<DirectiveOutcome[]>
          data-testid={TEST_IDS.directiveReport.outcomes}
          mode="multiple"
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t(k('allOutcomes'))}
          value={draft.outcomes ?? []}
          options={DIRECTIVE_OUTCOMES.map((o) => ({ value: o, label: t(k(`outcomes.${o}`)) }))}
          onChange={(outcomes) => set({ outcomes: outcomes.length ? outcomes : undefined })}
        />
      </Form.Item>
    </>
  ),
  detail: {
    rowId: (row) => String(row.id),
    columns: (t) =>
      sortableBy<DirectiveRecordRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 150 },
        {
          colId: 'kindName',
          headerName: t(k('kindName')),
          width: 150,
          tooltipValueGetter: (p) => (p.data ? directiveKindText(t, p.data.kind) : ''),
          valueGetter: (p) => (p.data ? directiveKindText(t, p.data.kind) : ''),
        },
        {
          field: 'messageId',
          headerName: t(k('messageId')),
          width: 100,
          valueFormatter: (p) => (p.data ? messageIdText(p.data.messageId) : ''),
        },
        {
          colId: 'params',
          headerName: t(k('params')),
          flex: 1,
          minWidth: 180,
          tooltipValueGetter: (p) => (p.data ? directiveParamsText(t, p.data.params) : ''),
          valueGetter: (p) => (p.data ? directiveParamsText(t, p.data.params) : ''),
        },
        {
          colId: 'userName',
          headerName: t(k('userName')),
          width: 110,
          valueGetter: (p) => (p.data ? (p.data.userName ?? t(k('platform'))) : ''),
        },
        {
          field: 'sentAt',
          headerName: t(k('sentAt')),
          width: 165,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'outcome',
          headerName: t(k('outcome')),
          width: 130,
          valueFormatter: (p) => (p.data ? t(k(`outcomes.${p.data.outcome}`)) : ''),
        },
        {
          field: 'answeredAt',
          headerName: t(k('answeredAt')),
          width: 165,
          valueFormatter: (p) => (p.data ? timeText(p.data.answeredAt) : ''),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.directiveDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportDirectiveDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<DirectiveSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<DirectiveSummaryRow>(t, drill, t(k('plate'))),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        { field: 'total', headerName: t(k('total')), width: 110 },
        { field: 'succeeded', headerName: t(k('succeeded')), width: 110 },
        { field: 'failed', headerName: t(k('failed')), width: 110 },
        { field: 'timedOut', headerName: t(k('timedOut')), width: 110 },
        {
          field: 'lastSentAt',
          headerName: t(k('lastSentAt')),
          flex: 1,
          minWidth: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.directiveSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportDirectiveSummaryReport, query),
    background: (params, format) => ({ source: 'directiveSummary', format, params }),
  },
};
