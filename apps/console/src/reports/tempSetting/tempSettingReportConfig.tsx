import {
  ENDPOINTS,
  TEMP_SETTING_ACTIONS,
  TEMP_SETTING_USER_MAX,
  TEST_IDS,
  describeOverTempChange,
  overTempThresholdsText,
  type OverTempThresholds,
  type TEMP_SETTING_DETAIL_SORT,
  type TEMP_SETTING_SUMMARY_SORT,
  type TempSettingAction,
  type TempSettingReportFilters,
  type TempSettingRow,
  type TempSettingSummaryRow,
} from '@roadwatch/core';
import { Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { DrillPlate, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'at',
  'plate',
  'operator',
  'action',
] satisfies typeof TEMP_SETTING_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'changes',
  'lastAt',
] satisfies typeof TEMP_SETTING_SUMMARY_SORT;
type DetailSortField = (typeof TEMP_SETTING_DETAIL_SORT)[number];
type SummarySortField = (typeof TEMP_SETTING_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.tempSetting.${field}`;

const sideText = (t: TFunction, value: OverTempThresholds | null, side: 'before' | 'after') =>
  value ? overTempThresholdsText(t, value) : t(k(side === 'before' ? 'none' : 'deletedAfter'));
const changeText = (t: TFunction, row: TempSettingRow) =>
  describeOverTempChange(t, row.before, row.after).join('; ');

/**
 * The temperature settings report: every save or delete of an over-temperature setting (the company default or a
 * vehicle's own) with its thresholds before and after and what changed; per vehicle the changes, the last one and
 * the thresholds in force now. The company default's changes are a summary row of their own, first.
 */
export const tempSettingReportConfig: EventReportConfig<
  TempSettingRow,
  TempSettingSummaryRow,
  TempSettingReportFilters
> = {
  report: 'tempSetting',
  operationId: 'tempSettingReport',
  extraFilters: (draft, set, t) => (
    <>
      <Form.Item label={t(k('user'))}>
        <Input
          data-testid={TEST_IDS.tempSettingReport.user}
          allowClear
          maxLength={TEMP_SETTING_USER_MAX}
          style={{ width: 150 }}
          placeholder={t(k('userPlaceholder'))}
          value={draft.user ?? ''}
          onChange={(e) => set({ user: e.target.value || undefined })}
        />
      </Form.Item>
      <Form.Item label={t(k('action'))}>
        <Select<TempSettingAction[]>
          data-testid={TEST_IDS.tempSettingReport.actions}
          mode="multiple"
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t(k('allActions'))}
          value={draft.actions ?? []}
          options={TEMP_SETTING_ACTIONS.map((a) => ({ value: a, label: t(k(`actions.${a}`)) }))}
          onChange={(actions) => set({ actions: actions.length ? actions : undefined })}
        />
      </Form.Item>
    </>
  ),
  detail: {
    rowId: (row) => String(row.id),
    columns: (t) =>
      sortableBy<TempSettingRow>(DETAIL_SORT, [
        {
          field: 'at',
          headerName: t(k('at')),
          width: 160,
          pinned: 'left',
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        { field: 'operator', headerName: t(k('operator')), width: 100 },
        {
          field: 'plate',
          headerName: t(k('plate')),
          width: 115,
          valueFormatter: (p) => (p.data ? (p.data.plate ?? t(k('companyDefault'))) : ''),
        },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 120 },
        {
          field: 'action',
          headerName: t(k('action')),
          width: 80,
          valueFormatter: (p) => (p.data ? t(k(`actions.${p.data.action}`)) : ''),
        },
        {
          colId: 'before',
          headerName: t(k('before')),
          width: 262,
          tooltipValueGetter: (p) => (p.data ? sideText(t, p.data.before, 'before') : ''),
          valueGetter: (p) => (p.data ? sideText(t, p.data.before, 'before') : ''),
        },
        {
          colId: 'after',
          headerName: t(k('after')),
          width: 262,
          tooltipValueGetter: (p) => (p.data ? sideText(t, p.data.after, 'after') : ''),
          valueGetter: (p) => (p.data ? sideText(t, p.data.after, 'after') : ''),
        },
        {
          colId: 'change',
          headerName: t(k('change')),
          flex: 1,
          minWidth: 240,
          // What changed is the point of the row; a first save's full list is in its tooltip.
          cellStyle: { fontWeight: 600 },
          tooltipValueGetter: (p) => (p.data ? changeText(t, p.data) : ''),
          valueGetter: (p) => (p.data ? changeText(t, p.data) : ''),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.tempSettingDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTempSettingDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId ?? 0),
    columns: (t, drill) =>
      sortableBy<TempSettingSummaryRow>(SUMMARY_SORT, [
        {
          field: 'plate',
          headerName: t(k('plate')),
          width: 150,
          pinned: 'left',
          cellRenderer: (p: { data?: TempSettingSummaryRow }) =>
            !p.data ? null : p.data.vehicleId === null || p.data.plate === null ? (
              t(k('companyDefault'))
            ) : (
              <DrillPlate
                plate={p.data.plate}
                vehicleId={p.data.vehicleId}
                onDrill={drill}
                title={t('eventReports.drillDown')}
              />
            ),
        },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 150 },
        { field: 'changes', headerName: t(k('changes')), width: 110 },
        {
          field: 'lastAt',
          headerName: t(k('lastAt')),
          width: 165,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        { field: 'lastOperator', headerName: t(k('lastOperator')), width: 130 },
        {
          colId: 'current',
          headerName: t(k('current')),
          flex: 1,
          minWidth: 260,
          tooltipValueGetter: (p) => (p.data ? overTempThresholdsText(t, p.data.current) : ''),
          valueGetter: (p) => (p.data ? overTempThresholdsText(t, p.data.current) : ''),
        },
        {
          colId: 'source',
          headerName: t(k('source')),
          width: 140,
          valueGetter: (p) =>
            !p.data || p.data.vehicleId === null
              ? ''
              : t(k(`sources.${p.data.ownSetting ? 'own' : 'company'}`)),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.tempSettingSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTempSettingSummaryReport, query),
    background: (params, format) => ({ source: 'tempSettingSummary', format, params }),
  },
};
