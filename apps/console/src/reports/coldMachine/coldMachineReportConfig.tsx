import {
  ENDPOINTS,
  type COLD_MACHINE_DETAIL_SORT,
  type COLD_MACHINE_SUMMARY_SORT,
  type ColdMachineReportRow,
  type ColdMachineSummaryRow,
} from '@roadwatch/core';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { DrillPlate, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'onTime',
  'durationS',
  'plate',
] satisfies typeof COLD_MACHINE_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'runs',
  'totalRunS',
  'longestRunS',
] satisfies typeof COLD_MACHINE_SUMMARY_SORT;
type DetailSortField = (typeof COLD_MACHINE_DETAIL_SORT)[number];
type SummarySortField = (typeof COLD_MACHINE_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.coldMachine.${field}`;
const percentText = (share: number | undefined) =>
  share === undefined ? '' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/** The refrigeration unit report: each run of a reefer's unit, and per vehicle their sums and share of the range. */
export const coldMachineReportConfig: EventReportConfig<ColdMachineReportRow, ColdMachineSummaryRow> = {
  report: 'coldMachine',
  operationId: 'coldMachineReport',
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<ColdMachineReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 130, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 220 },
        {
          field: 'onTime',
          headerName: t(k('onTime')),
          width: 180,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'offTime',
          headerName: t(k('offTime')),
          width: 180,
          valueFormatter: (p) => (p.data ? timeText(p.data.offTime, t(k('running'))) : ''),
        },
        {
          field: 'durationS',
          headerName: t(k('durationS')),
          flex: 1,
          minWidth: 140,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.coldMachineDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportColdMachineDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<ColdMachineSummaryRow>(SUMMARY_SORT, [
        {
          field: 'plate',
          headerName: t(k('plate')),
          width: 140,
          pinned: 'left',
          cellRenderer: (p: { data?: ColdMachineSummaryRow }) =>
            p.data ? (
              <DrillPlate
                plate={p.data.plate}
                vehicleId={p.data.vehicleId}
                onDrill={drill}
                title={t('eventReports.drillDown')}
              />
            ) : null,
        },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 220 },
        { field: 'runs', headerName: t(k('runs')), width: 120 },
        {
          field: 'totalRunS',
          headerName: t(k('totalRunS')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'longestRunS',
          headerName: t(k('longestRunS')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'runShare',
          headerName: t(k('runShare')),
          flex: 1,
          minWidth: 120,
          valueFormatter: (p) => percentText(p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.coldMachineSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportColdMachineSummaryReport, query),
  },
};
