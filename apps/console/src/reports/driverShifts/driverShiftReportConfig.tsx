import {
  DRIVER_SHIFT_KEYWORD_MAX,
  ENDPOINTS,
  TEST_IDS,
  type DRIVER_SHIFT_DETAIL_SORT,
  type DRIVER_SHIFT_SUMMARY_SORT,
  type DriverShiftFilters,
  type DriverShiftRow,
  type DriverShiftSummaryRow,
} from '@roadwatch/core';
import { Form, Input } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'signInTime',
  'durationS',
  'plate',
  'driverName',
] satisfies typeof DRIVER_SHIFT_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'driverName',
  'shifts',
  'totalS',
  'mileageKm',
] satisfies typeof DRIVER_SHIFT_SUMMARY_SORT;
type DetailSortField = (typeof DRIVER_SHIFT_DETAIL_SORT)[number];
type SummarySortField = (typeof DRIVER_SHIFT_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.driverShift.${field}`;
const kmText = (km: number | null | undefined) => (km === null || km === undefined ? '' : km.toFixed(1));

/**
 * Driver IC card shifts: each card read to the vehicle's next pull, with its duration and the odometer's distance;
 * per driver their sums. The summary is per driver, not per vehicle, so it has no vehicle drill-down: the driver
 * keyword narrows the detail to one driver instead.
 */
export const driverShiftReportConfig: EventReportConfig<
  DriverShiftRow,
  DriverShiftSummaryRow,
  DriverShiftFilters
> = {
  report: 'driverShift',
  operationId: 'driverIcReport',
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('driver'))}>
      <Input
        data-testid={TEST_IDS.driverShiftReport.driver}
        allowClear
        maxLength={DRIVER_SHIFT_KEYWORD_MAX}
        style={{ width: 160 }}
        placeholder={t(k('driverPlaceholder'))}
        value={draft.driver ?? ''}
        onChange={(e) => set({ driver: e.target.value.trim() || undefined })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<DriverShiftRow>(DETAIL_SORT, [
        { field: 'driverName', headerName: t(k('driverName')), width: 120, pinned: 'left' },
        { field: 'cardNumber', headerName: t(k('cardNumber')), width: 200 },
        { field: 'plate', headerName: t(k('plate')), width: 120 },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        {
          field: 'signInTime',
          headerName: t(k('signInTime')),
          width: 180,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'signOutTime',
          headerName: t(k('signOutTime')),
          width: 180,
          valueFormatter: (p) => (p.data ? timeText(p.data.signOutTime, t(k('notSignedOut'))) : ''),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          width: 140,
          valueFormatter: (p) => secondsText(t, p.value as number | null | undefined),
        },
        {
          field: 'mileageKm',
          headerName: t(k('mileageKm')),
          flex: 1,
          minWidth: 130,
          valueFormatter: (p) => kmText(p.value as number | null | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.driverShiftDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportDriverShiftDetailReport, query),
  },
  summary: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<DriverShiftSummaryRow>(SUMMARY_SORT, [
        { field: 'driverName', headerName: t(k('driverName')), width: 140, pinned: 'left' },
        { field: 'cardNumber', headerName: t(k('cardNumber')), width: 200 },
        { field: 'shifts', headerName: t(k('shifts')), width: 120 },
        { field: 'vehicles', headerName: t(k('vehicles')), width: 120 },
        {
          field: 'totalS',
          headerName: t(k('totalS')),
          width: 200,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'mileageKm',
          headerName: t(k('mileageKm')),
          flex: 1,
          minWidth: 130,
          valueFormatter: (p) => kmText(p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.driverShiftSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportDriverShiftSummaryReport, query),
    background: (params, format) => ({ source: 'driverShiftSummary', format, params }),
  },
};
