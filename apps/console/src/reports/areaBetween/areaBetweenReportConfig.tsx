import {
  ENDPOINTS,
  TEST_IDS,
  type AREA_BETWEEN_DETAIL_SORT,
  type AREA_BETWEEN_SUMMARY_SORT,
  type AreaBetweenReportFilters,
  type AreaBetweenReportRow,
  type AreaBetweenSummaryRow,
} from '@roadwatch/core';
import { Form } from 'antd';
import { api } from '../../app/api';
import { AreaZoneSelect } from '../areaInOut/AreaZoneSelect';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'arrivedAt',
  'leftAt',
  'travelS',
  'mileageKm',
  'plate',
  'fromAreaName',
  'toAreaName',
] satisfies typeof AREA_BETWEEN_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'fromAreaName',
  'toAreaName',
  'trips',
  'totalS',
  'avgS',
  'shortestS',
  'longestS',
  'mileageKm',
] satisfies typeof AREA_BETWEEN_SUMMARY_SORT;
type DetailSortField = (typeof AREA_BETWEEN_DETAIL_SORT)[number];
type SummarySortField = (typeof AREA_BETWEEN_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.areaBetween.${field}`;

/**
 * The area-between report: trips from one zone to the next other zone (from the area entry and exit report's visits),
 * and per vehicle and zone pair their sums. A dispatcher narrows to a departure zone, an arrival zone, or both.
 */
export const areaBetweenReportConfig: EventReportConfig<
  AreaBetweenReportRow,
  AreaBetweenSummaryRow,
  AreaBetweenReportFilters
> = {
  report: 'areaBetween',
  operationId: 'areaBetweenReport',
  extraFilters: (draft, set, t) => (
    <>
      <Form.Item label={t(k('fromZone'))}>
        <AreaZoneSelect
          value={draft.fromAreaId}
          placeholder={t(k('anyZone'))}
          zonesOf={ENDPOINTS.areaBetweenZones}
          testId={TEST_IDS.areaBetweenReport.fromZone}
          onChange={(fromAreaId) => set({ fromAreaId })}
        />
      </Form.Item>
      <Form.Item label={t(k('toZone'))}>
        <AreaZoneSelect
          value={draft.toAreaId}
          placeholder={t(k('anyZone'))}
          zonesOf={ENDPOINTS.areaBetweenZones}
          testId={TEST_IDS.areaBetweenReport.toZone}
          onChange={(toAreaId) => set({ toAreaId })}
        />
      </Form.Item>
    </>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<AreaBetweenReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        { field: 'fromAreaName', headerName: t(k('fromAreaName')), width: 150 },
        {
          field: 'leftAt',
          headerName: t(k('leftAt')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        { field: 'toAreaName', headerName: t(k('toAreaName')), width: 150 },
        {
          field: 'arrivedAt',
          headerName: t(k('arrivedAt')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'travelS',
          headerName: t(k('travelS')),
          width: 140,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'mileageKm',
          headerName: t(k('mileageKm')),
          flex: 1,
          minWidth: 190,
          type: 'rightAligned',
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.areaBetweenDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportAreaBetweenDetailReport, query),
    footnote: (_answer, t) => t(k('fromVisits')),
  },
  summary: {
    rowId: (row) => `${row.vehicleId}:${row.fromAreaId ?? ''}:${row.toAreaId ?? ''}`,
    columns: (t, drill) =>
      sortableBy<AreaBetweenSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<AreaBetweenSummaryRow>(t, drill, t(k('plate')), 130),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        { field: 'fromAreaName', headerName: t(k('fromAreaName')), width: 150 },
        { field: 'toAreaName', headerName: t(k('toAreaName')), width: 150 },
        { field: 'trips', headerName: t(k('trips')), width: 110, type: 'rightAligned' },
        ...(['totalS', 'avgS', 'shortestS', 'longestS'] as const).map((field) => ({
          field,
          headerName: t(k(field)),
          width: 170,
          valueFormatter: (p: { value?: unknown }) => secondsText(t, p.value as number | undefined),
        })),
        {
          field: 'mileageKm',
          headerName: t(k('totalKm')),
          flex: 1,
          minWidth: 190,
          type: 'rightAligned',
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.areaBetweenSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportAreaBetweenSummaryReport, query),
    background: (params, format) => ({ source: 'areaBetweenSummary', format, params }),
  },
};
