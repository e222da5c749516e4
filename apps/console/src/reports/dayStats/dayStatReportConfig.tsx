import {
  ENDPOINTS,
  formatDrivingTime,
  type DayStatDetailSort,
  type DayStatReportKey,
  type DayStatRow,
  type DayStatSummarySort,
  type DayStatTotals,
  type EventReportFilters,
  type Page,
} from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { GridSort } from '../../grid/ServerGrid';
import type { EventReportConfig, EventReportSide } from '../eventReport/EventReportPage';
import { DrillPlate } from '../eventReport/reportCells';
import { dayStatColumns, type DayStatView } from './dayStatColumns';

const CALLS = {
  mileageReport: {
    detail: ENDPOINTS.mileageReportDetail,
    summary: ENDPOINTS.mileageReportSummary,
    exportDetail: ENDPOINTS.exportMileageReportDetail,
    exportSummary: ENDPOINTS.exportMileageReportSummary,
  },
  drivingStatReport: {
    detail: ENDPOINTS.drivingStatReportDetail,
    summary: ENDPOINTS.drivingStatReportSummary,
    exportDetail: ENDPOINTS.exportDrivingStatReportDetail,
    exportSummary: ENDPOINTS.exportDrivingStatReportSummary,
  },
  speedAnalysisReport: {
    detail: ENDPOINTS.speedAnalysisReportDetail,
    summary: ENDPOINTS.speedAnalysisReportSummary,
    exportDetail: ENDPOINTS.exportSpeedAnalysisReportDetail,
    exportSummary: ENDPOINTS.exportSpeedAnalysisReportSummary,
  },
} as const;

const SUMMARIES = {
  ...CALLS,
  timingTrackReport: {
    summary: ENDPOINTS.timingTrackReportSummary,
    exportSummary: ENDPOINTS.exportTimingTrackReportSummary,
  },
} as const;

const sorting = <F extends string>(sort: GridSort | null) =>
  sort ? { sortField: sort.field as F, sortOrder: sort.order } : {};

/** The totals line of a summary: over every row of the query, not only the page. */
function totalsText(t: TFunction, totals: DayStatTotals): string | null {
  if (totals.vehicles === 0) return null;
  return t('dayStats.totals', {
    vehicles: totals.vehicles,
    days: totals.days,
    km: totals.mileageKm,
    time: formatDrivingTime(totals.drivingS),
  });
}

function columns(report: DayStatReportKey, view: DayStatView) {
  return (t: TFunction, drill: (vehicleId: number, plate: string) => void): ColDef<DayStatRow>[] =>
    dayStatColumns(t, report, view).map((c) =>
      view === 'summary' && c.field === 'plate'
        ? {
            ...c,
            cellRenderer: (p: { data?: DayStatRow }) =>
              p.data ? (
                <DrillPlate
                  plate={p.data.plate}
                  vehicleId={p.data.vehicleId}
                  onDrill={drill}
                  title={t('eventReports.drillDown')}
                />
              ) : null,
          }
        : c,
    );
}

/** The export-centre source (and subscribable report) of each roll-up summary. */
const SUMMARY_SOURCES = {
  mileageReport: 'mileageSummary',
  drivingStatReport: 'drivingStatSummary',
  timingTrackReport: 'timingTrackSummary',
  speedAnalysisReport: 'speedAnalysisSummary',
} as const satisfies Record<DayStatReportKey, string>;

const rowId = (row: DayStatRow) => `${row.vehicleId}:${row.day}`;

/** A report's summary per vehicle from the daily roll-up, with the query's totals under the toolbar. */
export function dayStatSummarySide(report: DayStatReportKey): EventReportSide<DayStatRow> {
  const calls = SUMMARIES[report];
  return {
    rowId,
    columns: columns(report, 'summary'),
    fetch: (query, pageParamVO, sort) =>
      api.call(calls.summary, { ...query, ...sorting<DayStatSummarySort>(sort), pageParamVO }),
    download: (query) => api.blob(calls.exportSummary, query),
    background: (params, format) => ({ source: SUMMARY_SOURCES[report], format, params }),
    footnote: (answer: Page<DayStatRow> & { totals?: DayStatTotals }, t) =>
      answer.totals ? totalsText(t, answer.totals) : null,
  };
}

/**
 * The mileage, driving-statistics or speed-analysis report from the daily roll-up: a summary per vehicle with the query's totals
 * (opened first) and a detail per vehicle and China day; a summary plate opens its vehicle's days.
 */
export function dayStatReportConfig(
  report: keyof typeof CALLS,
): EventReportConfig<DayStatRow, DayStatRow, EventReportFilters> {
  const calls = CALLS[report];
  const summary = dayStatSummarySide(report);
  return {
    report,
    operationId: report,
    initialView: 'summary',
    detail: {
      rowId,
      columns: columns(report, 'detail'),
      fetch: (query, pageParamVO, sort) =>
        api.call(calls.detail, { ...query, ...sorting<DayStatDetailSort>(sort), pageParamVO }),
      download: (query) => api.blob(calls.exportDetail, query),
    },
    summary,
  };
}
