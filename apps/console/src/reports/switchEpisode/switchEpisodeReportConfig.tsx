import type { ReportSheetSource } from '@roadwatch/core';
import type { EventReportFilters, OperationId, Page } from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

type Sort = { field: string; order: 'asc' | 'desc' };
type PageParam = { curPage: number; pageSize: number };

/** What a switch-episode report's detail row has whatever it calls its ends. */
interface EpisodeRow {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  durationS: number;
}
interface EpisodeSums {
  vehicleId: number;
  plate: string;
  departmentName: string;
}

/**
 * A report on the episodes of one stored switch (door, refrigeration unit, air conditioning, hydraulic lift, …):
 * its words and row fields; the columns, drill-down and calls are the same for all.
 */
export interface SwitchEpisodeReportSpec<Row extends EpisodeRow, Sum extends EpisodeSums> {
  report: string;
  operationId: OperationId;
  /** The i18n block of the report's words (`eventReports.coldMachine`); column headers are the fields' keys. */
  words: string;
  start: keyof Row & string;
  end: keyof Row & string;
  /** The word (key in `words`) for an episode still going, in the end column. */
  stillOn: string;
  detailSort: readonly string[];
  count: keyof Sum & string;
  total: keyof Sum & string;
  longest: keyof Sum & string;
  /** The share of the range on (0–1), when the report has one. */
  share?: keyof Sum & string;
  summarySort: readonly string[];
  /** The export-centre source (and subscribable report) of the summary. */
  background: ReportSheetSource;
  calls: {
    detail: (request: EventReportFilters & { pageParamVO: PageParam; sort?: Sort }) => Promise<Page<Row>>;
    exportDetail: (query: EventReportFilters) => Promise<unknown>;
    summary: (request: EventReportFilters & { pageParamVO: PageParam; sort?: Sort }) => Promise<Page<Sum>>;
    exportSummary: (query: EventReportFilters) => Promise<unknown>;
  };
}

const percentText = (share: number | undefined) =>
  share === undefined ? '' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

export function switchEpisodeReportConfig<Row extends EpisodeRow, Sum extends EpisodeSums>(
  spec: SwitchEpisodeReportSpec<Row, Sum>,
): EventReportConfig<Row, Sum> {
  const k = (field: string) => `${spec.words}.${field}`;
  const seconds = (t: TFunction, width: number | null) => ({
    ...(width === null ? { flex: 1, minWidth: 160 } : { width }),
    valueFormatter: (p: { value?: unknown }) => secondsText(t, p.value as number | undefined),
  });
  const withSort = (sort: Sort | null) => (sort ? { sort: { field: sort.field, order: sort.order } } : {});
  return {
    report: spec.report,
    operationId: spec.operationId,
    detail: {
      rowId: (row) => row.id,
      columns: (t) =>
        sortableBy<Row>(spec.detailSort, [
          { field: 'plate' as ColDef<Row>['field'], headerName: t(k('plate')), width: 130, pinned: 'left' },
          { field: 'departmentName' as ColDef<Row>['field'], headerName: t(k('departmentName')), width: 220 },
          {
            field: spec.start as ColDef<Row>['field'],
            headerName: t(k(spec.start)),
            width: 180,
            valueFormatter: (p) => timeText(p.value as number | undefined),
          },
          {
            field: spec.end as ColDef<Row>['field'],
            headerName: t(k(spec.end)),
            width: 180,
            valueFormatter: (p) =>
              p.data ? timeText(p.data[spec.end] as number | null, t(k(spec.stillOn))) : '',
          },
          {
            field: 'durationS' as ColDef<Row>['field'],
            headerName: t(k('durationS')),
            flex: 1,
            minWidth: 140,
            valueFormatter: (p) => secondsText(t, p.value as number | undefined),
          },
        ]),
      fetch: (query, pageParamVO, sort) => spec.calls.detail({ ...query, pageParamVO, ...withSort(sort) }),
      download: (query) => spec.calls.exportDetail(query),
    },
    summary: {
      rowId: (row) => String(row.vehicleId),
      columns: (t, drill) =>
        sortableBy<Sum>(spec.summarySort, [
          drillPlateColumn<Sum>(t, drill, t(k('plate'))),
          { field: 'departmentName' as ColDef<Sum>['field'], headerName: t(k('departmentName')), width: 220 },
          { field: spec.count as ColDef<Sum>['field'], headerName: t(k(spec.count)), width: 120 },
          { field: spec.total as ColDef<Sum>['field'], headerName: t(k(spec.total)), ...seconds(t, 160) },
          {
            field: spec.longest as ColDef<Sum>['field'],
            headerName: t(k(spec.longest)),
            ...seconds(t, spec.share ? 160 : null),
          },
          ...(spec.share
            ? [
                {
                  field: spec.share as ColDef<Sum>['field'],
                  headerName: t(k(spec.share)),
                  flex: 1,
                  minWidth: 120,
                  valueFormatter: (p: { value?: unknown }) => percentText(p.value as number | undefined),
                },
              ]
            : []),
        ]),
      fetch: (query, pageParamVO, sort) => spec.calls.summary({ ...query, pageParamVO, ...withSort(sort) }),
      download: (query) => spec.calls.exportSummary(query),
      background: (params, format) => ({ source: spec.background, format, params }),
    },
  };
}
