import { ENDPOINTS, type DayStatRow, type PositionReportRow } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import { dayStatSummarySide } from '../dayStats/dayStatReportConfig';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { timeText } from '../eventReport/reportCells';

const k = (field: string) => `eventReports.timingTrack.${field}`;

const detailColumns = (t: TFunction) => [
  { field: 'plate' as const, headerName: t(k('plate')), width: 120, pinned: 'left' as const },
  { field: 'departmentName' as const, headerName: t(k('departmentName')), width: 180 },
  {
    field: 'gpsTime' as const,
    headerName: t(k('gpsTime')),
    width: 180,
    // Time order within each vehicle, either way; other columns keep the track's order.
    sortable: true,
    valueFormatter: (p: { value?: number }) => timeText(p.value),
  },
  { field: 'speedKmh' as const, headerName: t(k('speedKmh')), width: 120, type: 'rightAligned' },
  { field: 'direction' as const, headerName: t(k('direction')), width: 110, type: 'rightAligned' },
  { field: 'mileageKm' as const, headerName: t(k('mileageKm')), width: 140, type: 'rightAligned' },
  {
    colId: 'acc',
    headerName: t(k('acc')),
    width: 90,
    valueGetter: (p: { data?: PositionReportRow }) =>
      p.data ? t(p.data.acc ? k('accOn') : k('accOff')) : '',
  },
  {
    field: 'fuelL' as const,
    headerName: t(k('fuelL')),
    width: 100,
    type: 'rightAligned',
    valueFormatter: (p: { value?: number | null }) => (p.value == null ? '' : String(p.value)),
  },
  {
    colId: 'place',
    headerName: t(k('place')),
    flex: 1,
    minWidth: 200,
    valueGetter: (p: { data?: PositionReportRow }) =>
      p.data ? `${p.data.lon.toFixed(6)}, ${p.data.lat.toFixed(6)}` : '',
  },
];

/**
 * Timing tracking: every stored position of the chosen vehicles, vehicle by vehicle in time order, in one scrolled
 * list that stays quick at a million rows; the summary per vehicle comes from the daily roll-up.
 */
export const timingTrackReportConfig: EventReportConfig<PositionReportRow, DayStatRow> = {
  report: 'timingTrack',
  operationId: 'timingTrackReport',
  detail: {
    rowId: (row) => row.id,
    scroll: true,
    columns: detailColumns,
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.timingTrackDetailReport, {
        ...query,
        pageParamVO,
        ...(sort?.field === 'gpsTime' ? { order: sort.order } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTimingTrackDetailReport, query),
    background: (params, format) => ({ source: 'timingTrackDetail', format, params }),
    footnote: (_answer, t) => t(k('ordered')),
  },
  summary: dayStatSummarySide('timingTrackReport'),
};
