import {
  ENDPOINTS,
  PARKING_MIN_MINUTES,
  parkingMinMinutesIssue,
  TEST_IDS,
  type PARKING_DETAIL_SORT,
  type PARKING_SUMMARY_SORT,
  type ParkingFilters,
  type ParkingReportRow,
  type ParkingSummaryRow,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { Form, InputNumber, Space, Typography } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { lastSevenDays } from '../eventReport/eventReportQuery';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'startTime',
  'durationS',
  'plate',
] satisfies typeof PARKING_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'stops',
  'totalStopS',
  'longestStopS',
] satisfies typeof PARKING_SUMMARY_SORT;
type DetailSortField = (typeof PARKING_DETAIL_SORT)[number];
type SummarySortField = (typeof PARKING_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.parking.${field}`;
const place = (row: ParkingReportRow) => `${row.lon.toFixed(6)}, ${row.lat.toFixed(6)}`;

/** The parking report: the stops the daily roll-up found, and per vehicle their sums; stops shorter than a minimum left out. */
export const parkingReportConfig: EventReportConfig<ParkingReportRow, ParkingSummaryRow, ParkingFilters> = {
  report: 'parking',
  operationId: 'parkingReport',
  initialQuery: (now) => ({ ...lastSevenDays(now), minMinutes: PARKING_MIN_MINUTES.default }),
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('minMinutes'))}>
      <Space size={4}>
        <InputNumber
          data-testid={TEST_IDS.parkingReport.minMinutes}
          min={PARKING_MIN_MINUTES.min}
          max={PARKING_MIN_MINUTES.max}
          step={1}
          style={{ width: 90 }}
          status={parkingMinMinutesIssue(draft.minMinutes) ? 'error' : ''}
          value={Number.isFinite(draft.minMinutes) ? draft.minMinutes : null}
          onChange={(v) => set({ minMinutes: v ?? Number.NaN })}
        />
        <Typography.Text>{t(k('minutes'))}</Typography.Text>
      </Space>
    </Form.Item>
  ),
  queryIssue: (query, t) => {
    const issue = parkingMinMinutesIssue(query.minMinutes);
    return issue ? `${t(k('minMinutes'))}: ${translateIssue(t, issue)}` : null;
  },
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<ParkingReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 130, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 200 },
        {
          field: 'startTime',
          headerName: t(k('startTime')),
          width: 180,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'endTime',
          headerName: t(k('endTime')),
          width: 180,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 150,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          colId: 'place',
          headerName: t(k('place')),
          width: 220,
          valueGetter: (p) => (p.data ? place(p.data) : ''),
        },
        {
          field: 'acc',
          headerName: t(k('accName')),
          flex: 1,
          minWidth: 100,
          valueFormatter: (p) => (p.data ? t(k(`acc.${p.data.acc}`)) : ''),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.parkingDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportParkingDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<ParkingSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<ParkingSummaryRow>(t, drill, t(k('plate'))),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 220 },
        { field: 'stops', headerName: t(k('stops')), width: 120 },
        {
          field: 'totalStopS',
          headerName: t(k('totalStopS')),
          width: 180,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'longestStopS',
          headerName: t(k('longestStopS')),
          flex: 1,
          minWidth: 180,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.parkingSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportParkingSummaryReport, query),
    background: (params, format) => ({ source: 'parkingSummary', format, params }),
  },
};
