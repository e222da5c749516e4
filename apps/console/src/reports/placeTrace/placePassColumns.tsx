import type { PlacePassRow, PlacePassSummaryRow, PLACE_PASS_SORT, PLACE_SUMMARY_SORT } from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { drillPlateColumn, secondsText, sortableBy, timeText } from '../eventReport/reportCells';

const PASS_SORT: readonly string[] = [
  'firstTime',
  'plate',
  'durationS',
  'nearestM',
  'areaName',
  'positions',
] satisfies typeof PLACE_PASS_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'passes',
  'durationS',
  'firstTime',
  'areaName',
] satisfies typeof PLACE_SUMMARY_SORT;

const k = (field: string) => `eventReports.placeTrace.${field}`;
const time = (p: { value?: unknown }) => timeText(p.value as number | undefined);

/** The pass columns both place-tracing reports show: the around query with the nearest distance, a trace with the area. */
export function passColumns(t: TFunction, place: 'around' | 'area'): ColDef<PlacePassRow>[] {
  return sortableBy<PlacePassRow>(PASS_SORT, [
    { field: 'plate', headerName: t(k('plate')), width: 120, pinned: 'left' },
    { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
    ...(place === 'area' ? [{ field: 'areaName' as const, headerName: t(k('areaName')), width: 160 }] : []),
    { field: 'firstTime', headerName: t(k('firstTime')), width: 170, valueFormatter: time },
    { field: 'lastTime', headerName: t(k('lastTime')), width: 170, valueFormatter: time },
    {
      field: 'durationS',
      headerName: t(k('durationS')),
      width: 140,
      valueFormatter: (p) => secondsText(t, p.value as number | undefined),
    },
    ...(place === 'around' ? [{ field: 'nearestM' as const, headerName: t(k('nearestM')), width: 130 }] : []),
    { field: 'positions', headerName: t(k('positions')), flex: 1, minWidth: 110 },
  ]);
}

/** The per-vehicle columns; a plate opens that vehicle's passes over the same query. */
export function summaryColumns(
  t: TFunction,
  drill: (vehicleId: number, plate: string) => void,
  place: 'around' | 'area',
): ColDef<PlacePassSummaryRow>[] {
  return sortableBy<PlacePassSummaryRow>(SUMMARY_SORT, [
    drillPlateColumn<PlacePassSummaryRow>(t, drill, t(k('plate'))),
    { field: 'departmentName', headerName: t(k('departmentName')), width: 170 },
    ...(place === 'area' ? [{ field: 'areaName' as const, headerName: t(k('areaName')), width: 160 }] : []),
    { field: 'passes', headerName: t(k('passes')), width: 110 },
    {
      field: 'durationS',
      headerName: t(k('totalS')),
      width: 150,
      valueFormatter: (p) => secondsText(t, p.value as number | undefined),
    },
    { field: 'firstTime', headerName: t(k('firstEnter')), width: 170, valueFormatter: time },
    { field: 'lastTime', headerName: t(k('lastExit')), width: 170, valueFormatter: time },
    { field: 'positions', headerName: t(k('positions')), flex: 1, minWidth: 110 },
  ]);
}

/** A page with nothing on it: the answer to a query whose place is not chosen yet (it is not sent). */
export const NO_PLACE = <Row,>() => Promise.resolve({ data: [] as Row[], totalRecords: 0 });
