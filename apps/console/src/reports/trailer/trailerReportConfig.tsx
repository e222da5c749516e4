import {
  ENDPOINTS,
  TEST_IDS,
  TRAILER_FILTER_MAX,
  type TRAILER_DETAIL_SORT,
  type TRAILER_SUMMARY_SORT,
  type TrailerCouplingRow,
  type TrailerReportFilters,
  type TrailerSummaryRow,
} from '@roadwatch/core';
import { Form, Input, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'coupledAt',
  'plate',
  'trailerPlate',
  'durationS',
  'distanceKm',
] satisfies typeof TRAILER_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'trailerPlate',
  'couplings',
  'heads',
  'coupledS',
  'distanceKm',
] satisfies typeof TRAILER_SUMMARY_SORT;
type DetailSortField = (typeof TRAILER_DETAIL_SORT)[number];
type SummarySortField = (typeof TRAILER_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.trailer.${field}`;
/** Two decimals: a day's couplings over a week of range are a small share, still worth telling from none. */
const percentText = (share: number | undefined) =>
  share === undefined ? '' : `${(Math.round(share * 10_000) / 100).toFixed(2)}%`;

/** A trailer by its plate, or by its device number marked unregistered when no trailer record lists it. */
function TrailerName({ row, t }: { row: { trailerPlate: string | null; trailerNo: string }; t: TFunction }) {
  if (row.trailerPlate !== null) return <>{row.trailerPlate}</>;
  return (
    <>
      {row.trailerNo}{' '}
      <Tag color="orange" bordered={false}>
        {t(k('unregistered'))}
      </Tag>
    </>
  );
}

/** Whether the head is one of the trailer's linked heads; an unlisted head is flagged, an unknown trailer says nothing. */
function LinkedHead({ row, t }: { row: TrailerCouplingRow; t: TFunction }) {
  if (row.trailerId === null) return null;
  return row.linkedHead ? (
    <>{t(k('linked'))}</>
  ) : (
    <Tag color="red" bordered={false}>
      {t(k('unlisted'))}
    </Tag>
  );
}

/**
 * The trailer report: each head's coupling episodes (the trailer device number its terminal reports, resolved
 * through the company's trailer records) and per trailer its couplings, heads, time and distance coupled. A summary
 * row's trailer opens that trailer's couplings over the same query.
 */
export const trailerReportConfig: EventReportConfig<
  TrailerCouplingRow,
  TrailerSummaryRow,
  TrailerReportFilters
> = {
  report: 'trailer',
  operationId: 'trailerReport',
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('trailerFilter'))}>
      <Input
        data-testid={TEST_IDS.trailerReport.trailer}
        allowClear
        maxLength={TRAILER_FILTER_MAX}
        style={{ width: 200 }}
        placeholder={t(k('trailerPlaceholder'))}
        value={draft.trailer ?? ''}
        onChange={(e) => set({ trailer: e.target.value.trim() || undefined })}
      />
    </Form.Item>
  ),
  drillQuery: (query, _key, label) => ({ ...query, trailer: label }),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<TrailerCouplingRow>(DETAIL_SORT, [
        {
          field: 'trailerPlate',
          headerName: t(k('trailerPlate')),
          width: 200,
          pinned: 'left',
          cellRenderer: (p: { data?: TrailerCouplingRow }) =>
            p.data ? <TrailerName row={p.data} t={t} /> : null,
        },
        { field: 'trailerNo', headerName: t(k('trailerNo')), width: 130 },
        { field: 'plate', headerName: t(k('plate')), width: 110 },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        {
          field: 'coupledAt',
          headerName: t(k('coupledAt')),
          width: 165,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'uncoupledAt',
          headerName: t(k('uncoupledAt')),
          width: 165,
          valueFormatter: (p) => (p.data ? timeText(p.data.uncoupledAt, t(k('stillCoupled'))) : ''),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 120,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        { field: 'distanceKm', headerName: t(k('distanceKm')), width: 125 },
        {
          field: 'linkedHead',
          headerName: t(k('linkedHead')),
          flex: 1,
          minWidth: 120,
          cellRenderer: (p: { data?: TrailerCouplingRow }) =>
            p.data ? <LinkedHead row={p.data} t={t} /> : null,
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.trailerDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTrailerDetailReport, query),
    footnote: (_answer, t) => t(k('note')),
  },
  summary: {
    rowId: (row) => row.id,
    columns: (t, drill) =>
      sortableBy<TrailerSummaryRow>(SUMMARY_SORT, [
        {
          field: 'trailerPlate',
          headerName: t(k('trailerPlate')),
          width: 200,
          pinned: 'left',
          cellRenderer: (p: { data?: TrailerSummaryRow }) =>
            p.data ? (
              <Typography.Link
                data-testid={TEST_IDS.trailerReport.drill(p.data.id)}
                title={t('eventReports.drillDown')}
                onClick={() => {
                  const row = p.data;
                  if (row) drill(row.trailerId ?? 0, row.trailerPlate ?? row.trailerNo);
                }}
              >
                <TrailerName row={p.data} t={t} />
              </Typography.Link>
            ) : null,
        },
        { field: 'trailerNo', headerName: t(k('trailerNo')), width: 130 },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        { field: 'couplings', headerName: t(k('couplings')), width: 110 },
        { field: 'heads', headerName: t(k('heads')), width: 90 },
        {
          field: 'coupledS',
          headerName: t(k('coupledS')),
          width: 140,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        { field: 'distanceKm', headerName: t(k('distanceKm')), width: 125 },
        {
          field: 'coupledShare',
          headerName: t(k('coupledShare')),
          width: 120,
          valueFormatter: (p) => percentText(p.value as number | undefined),
        },
        { field: 'lastHeadPlate', headerName: t(k('lastHead')), flex: 1, minWidth: 110 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.trailerSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTrailerSummaryReport, query),
    background: (params, format) => ({ source: 'trailerSummary', format, params }),
    footnote: (_answer, t) => t(k('note')),
  },
};
