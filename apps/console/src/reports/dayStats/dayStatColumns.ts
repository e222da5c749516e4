import {
  DAY_STAT_COLUMNS,
  DAY_STAT_DETAIL_SORT,
  DAY_STAT_SUMMARY_SORT,
  formatChinaDate,
  formatChinaTime,
  formatDrivingTime,
  type DayStatField,
  type DayStatReportKey,
  type DayStatRow,
} from '@roadwatch/core';
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';

export type DayStatView = 'summary' | 'detail';

const WIDTH: Partial<Record<DayStatField, number>> = {
  plate: 120,
  departmentName: 150,
  day: 120,
  firstTime: 170,
  lastTime: 170,
  avgSpeed: 230,
  avgDayKm: 160,
  startKm: 160,
  endKm: 160,
  band1S: 150,
  band1Km: 190,
  band2S: 150,
  band2Km: 190,
  band3S: 150,
  band3Km: 190,
  band4S: 160,
  band4Km: 200,
  band5S: 170,
  band5Km: 210,
  bandAvgSpeed: 230,
};

function format(field: DayStatField): ((p: ValueFormatterParams<DayStatRow>) => string) | undefined {
  switch (field) {
    case 'day':
      return (p) => (p.value == null ? '' : formatChinaDate(p.value as number));
    case 'firstTime':
    case 'lastTime':
      return (p) => (p.value == null ? '' : formatChinaTime(p.value as number));
    case 'drivingS':
    case 'band1S':
    case 'band2S':
    case 'band3S':
    case 'band4S':
    case 'band5S':
      return (p) => (p.value == null ? '' : formatDrivingTime(p.value as number));
    default:
      return undefined;
  }
}

/** The grid columns of one report's view; sortable where the server sorts. */
export function dayStatColumns(
  t: TFunction,
  report: DayStatReportKey,
  view: DayStatView,
): ColDef<DayStatRow>[] {
  const sortable: readonly string[] = view === 'detail' ? DAY_STAT_DETAIL_SORT : DAY_STAT_SUMMARY_SORT;
  return DAY_STAT_COLUMNS[report][view].map((field, i) => ({
    field,
    colId: field,
    headerName: t(`dayStats.column.${field}`),
    headerTooltip: t(`dayStats.column.${field}`),
    width: WIDTH[field] ?? 140,
    sortable: sortable.includes(field),
    valueFormatter: format(field),
    ...(i === 0 ? { pinned: 'left' as const } : {}),
    ...(field === 'plate' || field === 'departmentName' ? {} : { type: 'rightAligned' }),
  }));
}
