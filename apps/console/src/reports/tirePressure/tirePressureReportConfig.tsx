import {
  ENDPOINTS,
  TEST_IDS,
  TIRE_ALARM_KINDS,
  type TIRE_PRESSURE_DETAIL_SORT,
  type TIRE_PRESSURE_SUMMARY_SORT,
  type TireAlarmKind,
  type TirePressureReportFilters,
  type TirePressureReportRow,
  type TirePressureSummaryRow,
} from '@roadwatch/core';
import { Form, Select } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'time',
  'plate',
  'tirePosition',
  'pressureKpa',
  'temperatureC',
] satisfies typeof TIRE_PRESSURE_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'events',
  'tires',
  'lowestPressureKpa',
  'highestTemperatureC',
  'lastTime',
  ...TIRE_ALARM_KINDS,
] satisfies typeof TIRE_PRESSURE_SUMMARY_SORT;
type DetailSortField = (typeof TIRE_PRESSURE_DETAIL_SORT)[number];
type SummarySortField = (typeof TIRE_PRESSURE_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.tirePressure.${field}`;

/**
 * The tyre-pressure report: each tyre a terminal's tyre-pressure monitor reported with an alarm (where it sits, what
 * it said, pressure, temperature, sensor battery), and per vehicle the events by kind, the tyres affected and the
 * extremes. A fleet engineer narrows to alarm kinds.
 */
export const tirePressureReportConfig: EventReportConfig<
  TirePressureReportRow,
  TirePressureSummaryRow,
  TirePressureReportFilters
> = {
  report: 'tirePressure',
  operationId: 'tirePressureReport',
  // As the server counts them: the chosen kinds, or every kind when none is chosen.
  eventTypes: (query) => query.kinds?.length || TIRE_ALARM_KINDS.length,
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('kindNames'))}>
      <Select<TireAlarmKind[]>
        data-testid={TEST_IDS.tirePressureReport.kinds}
        mode="multiple"
        allowClear
        style={{ minWidth: 220 }}
        placeholder={t(k('allKinds'))}
        value={draft.kinds ?? []}
        options={TIRE_ALARM_KINDS.map((kind) => ({ value: kind, label: t(k(`kind.${kind}`)) }))}
        onChange={(kinds) => set({ kinds: kinds.length ? kinds : undefined })}
      />
    </Form.Item>
  ),
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<TirePressureReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
        {
          field: 'time',
          headerName: t(k('time')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        { colId: 'tirePosition', field: 'tirePlace', headerName: t(k('tirePlace')), width: 120 },
        { field: 'kindNames', headerName: t(k('kindNames')), width: 210 },
        { field: 'pressureKpa', headerName: t(k('pressureKpa')), width: 120 },
        { field: 'temperatureC', headerName: t(k('temperatureC')), width: 140 },
        { field: 'batteryPercent', headerName: t(k('batteryPercent')), width: 110 },
        { field: 'handleStatusName', headerName: t(k('handleStatusName')), flex: 1, minWidth: 110 },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.tirePressureDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTirePressureDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<TirePressureSummaryRow>(SUMMARY_SORT, [
        drillPlateColumn<TirePressureSummaryRow>(t, drill, t(k('plate'))),
        { field: 'departmentName', headerName: t(k('departmentName')), width: 180 },
        { field: 'events', headerName: t(k('events')), width: 100 },
        // The figures a reader looks for first, then the count per kind (scrolled to on a narrow screen).
        { field: 'tires', headerName: t(k('tires')), width: 130 },
        { field: 'lowestPressureKpa', headerName: t(k('lowestPressureKpa')), width: 190 },
        { field: 'highestTemperatureC', headerName: t(k('highestTemperatureC')), width: 210 },
        {
          field: 'lastTime',
          headerName: t(k('lastTime')),
          width: 170,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        ...TIRE_ALARM_KINDS.map((kind) => ({ field: kind, headerName: t(k(`kind.${kind}`)), width: 160 })),
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.tirePressureSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportTirePressureSummaryReport, query),
    background: (params, format) => ({ source: 'tirePressureSummary', format, params }),
  },
};
