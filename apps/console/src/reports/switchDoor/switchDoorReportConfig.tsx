import {
  ENDPOINTS,
  type SWITCH_DOOR_DETAIL_SORT,
  type SWITCH_DOOR_SUMMARY_SORT,
  type SwitchDoorReportRow,
  type SwitchDoorSummaryRow,
} from '@roadwatch/core';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { DrillPlate, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'openTime',
  'durationS',
  'plate',
] satisfies typeof SWITCH_DOOR_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'openings',
  'totalOpenS',
  'longestOpenS',
] satisfies typeof SWITCH_DOOR_SUMMARY_SORT;
type DetailSortField = (typeof SWITCH_DOOR_DETAIL_SORT)[number];
type SummarySortField = (typeof SWITCH_DOOR_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.switchDoor.${field}`;

/** The door-opening report: cargo-door episodes, and per vehicle their sums. */
export const switchDoorReportConfig: EventReportConfig<SwitchDoorReportRow, SwitchDoorSummaryRow> = {
  report: 'switchDoor',
  operationId: 'switchDoorReport',
  detail: {
    rowId: (row) => row.id,
    columns: (t) =>
      sortableBy<SwitchDoorReportRow>(DETAIL_SORT, [
        { field: 'plate', headerName: t(k('plate')), width: 130, pinned: 'left' },
        { field: 'departmentName', headerName: t(k('departmentName')), width: 220 },
        {
          field: 'openTime',
          headerName: t(k('openTime')),
          width: 180,
          valueFormatter: (p) => timeText(p.value as number | undefined),
        },
        {
          field: 'closeTime',
          headerName: t(k('closeTime')),
          width: 180,
          valueFormatter: (p) => (p.data ? timeText(p.data.closeTime, t(k('stillOpen'))) : ''),
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
      api.call(ENDPOINTS.switchDoorDetailReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportSwitchDoorDetailReport, query),
  },
  summary: {
    rowId: (row) => String(row.vehicleId),
    columns: (t, drill) =>
      sortableBy<SwitchDoorSummaryRow>(SUMMARY_SORT, [
        {
          field: 'plate',
          headerName: t(k('plate')),
          width: 140,
          pinned: 'left',
          cellRenderer: (p: { data?: SwitchDoorSummaryRow }) =>
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
        { field: 'openings', headerName: t(k('openings')), width: 120 },
        {
          field: 'totalOpenS',
          headerName: t(k('totalOpenS')),
          width: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
        {
          field: 'longestOpenS',
          headerName: t(k('longestOpenS')),
          flex: 1,
          minWidth: 160,
          valueFormatter: (p) => secondsText(t, p.value as number | undefined),
        },
      ]),
    fetch: (query, pageParamVO, sort) =>
      api.call(ENDPOINTS.switchDoorSummaryReport, {
        ...query,
        pageParamVO,
        ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
      }),
    download: (query) => api.blob(ENDPOINTS.exportSwitchDoorSummaryReport, query),
  },
};
