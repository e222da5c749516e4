import {
  COST_CATEGORIES,
  ENDPOINTS,
  formatChinaDate,
  TEST_IDS,
  type CostCategory,
  type STANDING_BOOK_DETAIL_SORT,
  type STANDING_BOOK_SUMMARY_SORT,
  type StandingBookFilters,
  type StandingBookRow,
  type StandingBookSummaryRow,
} from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import { Form, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, sortableBy } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'at',
  'plate',
  'category',
  'amount',
] satisfies typeof STANDING_BOOK_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'mileageKm',
  'litres',
  'total',
] satisfies typeof STANDING_BOOK_SUMMARY_SORT;
type DetailSortField = (typeof STANDING_BOOK_DETAIL_SORT)[number];
type SummarySortField = (typeof STANDING_BOOK_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.standingBook.${field}`;
const categoryKey = (c: CostCategory) => `fleetAnalysis.categories.${c}`;
/** Yuan with two decimals and thousands separated; blank for none (a cost per km without mileage). */
const yuanText = (value: number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = { type: 'rightAligned', valueFormatter: (p: { value?: number | null }) => yuanText(p.value) };
/** The summary's many narrow columns wrap their headers onto a second line instead of cutting them. */
const wrapped = { wrapHeaderText: true, autoHeaderHeight: true };

/**
 * The vehicle ledger (台账): each vehicle's cost records from the fleet administration (refuelling, repairs,
 * maintenance, tyres, insurance, taxes and fees, accidents, other costs) over the range, and per vehicle its
 * mileage, litres, money per category, total and cost per km.
 */
export const standingBookReportConfig: EventReportConfig<
  StandingBookRow,
  StandingBookSummaryRow,
  StandingBookFilters
> = {
  report: 'standingBook',
  operationId: 'standingBookReport',
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('category'))}>
      <Select<CostCategory[]>
        data-testid={TEST_IDS.standingBookReport.categories}
        mode="multiple"
        allowClear
        style={{ minWidth: 180 }}
        placeholder={t(k('allCategories'))}
        value={draft.categories ?? []}
        options={COST_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) }))}
        onChange={(categories) => set({ categories: categories.length ? categories : undefined })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<StandingBookRow>(DETAIL_SORT, [
        {
          field: 'at',
          headerName: t(k('at')),
          width: 120,
          valueFormatter: (p) => (p.data ? formatChinaDate(p.data.at) : ''),
        },
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        {
          field: 'departmentName',
          headerName: t(k('departmentName')),
          width: 170,
          tooltipField: 'departmentName',
        },
        {
          field: 'category',
          headerName: t(k('category')),
          width: 130,
          valueFormatter: (p) => (p.data ? t(categoryKey(p.data.category)) : ''),
        },
        { field: 'amount', headerName: t(k('amount')), width: 130, ...money },
        { field: 'litres', headerName: t(k('litres')), width: 110, type: 'rightAligned' },
        { field: 'note', headerName: t(k('note')), flex: 1, minWidth: 220, tooltipField: 'note' },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.standingBookDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportStandingBookDetailReport, query),
    footnote: (_answer, t) => t(k('footnote')),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<StandingBookSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<StandingBookSummaryRow>(t, drill, t(k('plate')), 105),
        {
          field: 'departmentName',
          headerName: t(k('departmentName')),
          width: 100,
          tooltipField: 'departmentName',
          ...wrapped,
        },
        { field: 'mileageKm', headerName: t(k('mileageKm')), width: 95, type: 'rightAligned', ...wrapped },
        { field: 'litres', headerName: t(k('litres')), width: 85, type: 'rightAligned', ...wrapped },
        ...COST_CATEGORIES.map((c): ColDef<StandingBookSummaryRow> => ({
          colId: `cost-${c}`,
          headerName: t(k('costOf'), { category: t(categoryKey(c)) }),
          // "Maintenance" is the one English word too long to wrap whole at the common width.
          width: c === 'maintenance' ? 112 : 86,
          valueGetter: (p) => p.data?.costs[c],
          ...money,
          ...wrapped,
        })),
        { field: 'total', headerName: t(k('total')), width: 105, ...money, ...wrapped },
        { field: 'costPerKm', headerName: t(k('costPerKm')), flex: 1, minWidth: 100, ...money, ...wrapped },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.standingBookSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportStandingBookSummaryReport, query),
    background: (params, format) => ({ source: 'standingBookSummary', format, params }),
    footnote: (_answer, t) => t(k('footnote')),
  },
};
