import {
  ENDPOINTS,
  TEST_IDS,
  WARNING_KINDS,
  type WARNING_DETAIL_SORT,
  type WARNING_SUMMARY_SORT,
  type WarningDetailRow,
  type WarningKind,
  type WarningReportFilters,
  type WarningSummaryRow,
} from '@roadwatch/core';
import { Form, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'plate',
  'durationS',
] satisfies typeof WARNING_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = ['plate', 'total', 'durationS'] satisfies typeof WARNING_SUMMARY_SORT;
type DetailSortField = (typeof WARNING_DETAIL_SORT)[number];
type SummarySortField = (typeof WARNING_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.warning.${field}`;
const kindKey = (kind: WarningKind) => `alarm.deviceAlarmKind.${kind}`;

/**
 * The warning report: the terminal's pre-warning bits (danger, overspeed, fatigue, collision, rollover) as the
 * pipeline stored them, and per vehicle their counts by kind. A dispatcher narrows to kinds.
 */
export const warningReportConfig: EventReportConfig<
  WarningDetailRow,
  WarningSummaryRow,
  WarningReportFilters
> = {
  report: 'warning',
  operationId: 'warningDetailReport',
  eventTypes: WARNING_KINDS.length,
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('kindName'))}>
      <Select<WarningKind[]>
        data-testid={TEST_IDS.warningReport.kinds}
        mode="multiple"
        allowClear
        style={{ minWidth: 200 }}
        placeholder={t(k('allKinds'))}
        value={draft.kinds ?? []}
        options={WARNING_KINDS.map((kind) => ({ value: kind, label: t(kindKey(kind)) }))}
        onChange={(kinds) => set({ kinds: kinds.length ? kinds : undefined })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<WarningDetailRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        {
          colId: 'kindName',
          headerName: t(k('kindName')),
          width: 150,
          valueGetter: (p) => (p.data ? t(kindKey(p.data.kind)) : ''),
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
      api.call(ENDPOINTS.warningDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportWarningDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<WarningSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<WarningSummaryRow>(t, drill, t(k('plate'))),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        { field: 'total', headerName: t(k('total')), width: 110 },
        {
          field: 'durationS',
          headerName: t(k('totalDuration')),
          width: 150,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        ...WARNING_KINDS.map((kind) => ({ field: kind, headerName: t(kindKey(kind)), width: 170 })),
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.warningSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportWarningSummaryReport, query),
    background: (params, format) => ({ source: 'warningSummary', format, params }),
  },
};
