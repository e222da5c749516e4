import {
  formatChinaTime,
  type PLACE_PASS_SORT,
  type PLACE_SUMMARY_SORT,
  type PlacePassRow,
  type PlacePassSummaryRow,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { SheetValue } from '../../../resources/sheet/xlsxStream';
import type { ReportSheet } from '../reportSheet';

type Order = 'asc' | 'desc';
type PassSort = { field: (typeof PLACE_PASS_SORT)[number]; order: Order };
type SummarySort = { field: (typeof PLACE_SUMMARY_SORT)[number]; order: Order };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Passes in the asked order (first inside, newest first, unless said); ties by plate, area and time. */
export function sortPasses(rows: PlacePassRow[], sort: PassSort | undefined): PlacePassRow[] {
  const field = sort?.field ?? 'firstTime';
  const sign =
    (sort?.order ?? (field === 'plate' || field === 'areaName' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const key = (r: PlacePassRow): number | string => (field === 'nearestM' ? (r.nearestM ?? 0) : r[field]);
  return rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = typeof ka === 'string' ? byText(ka, kb as string) : ka - (kb as number);
    return (
      sign * c ||
      byText(a.plate, b.plate) ||
      byText(a.areaName, b.areaName) ||
      a.firstTime - b.firstTime ||
      byText(a.id, b.id)
    );
  });
}

/** Per vehicle (and area): passes, time inside, first entry and last exit. */
export function summarizePasses(rows: readonly PlacePassRow[]): PlacePassSummaryRow[] {
  const out = new Map<string, PlacePassSummaryRow>();
  for (const r of rows) {
    const id = `${r.vehicleId}:${r.areaId ?? 0}`;
    const s = out.get(id);
    if (s) {
      s.passes += 1;
      s.durationS += r.durationS;
      s.positions += r.positions;
      s.firstTime = Math.min(s.firstTime, r.firstTime);
      s.lastTime = Math.max(s.lastTime, r.lastTime);
    } else
      out.set(id, {
        id,
        vehicleId: r.vehicleId,
        plate: r.plate,
        departmentName: r.departmentName,
        areaId: r.areaId,
        areaName: r.areaName,
        passes: 1,
        durationS: r.durationS,
        firstTime: r.firstTime,
        lastTime: r.lastTime,
        positions: r.positions,
      });
  }
  return [...out.values()];
}

/** Summary rows in the asked order (plate unless said); ties by plate, area and vehicle. */
export function sortSummary(
  rows: PlacePassSummaryRow[],
  sort: SummarySort | undefined,
): PlacePassSummaryRow[] {
  const field = sort?.field ?? 'plate';
  const sign =
    (sort?.order ?? (field === 'plate' || field === 'areaName' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const c = field === 'plate' || field === 'areaName' ? byText(a[field], b[field]) : a[field] - b[field];
    return (
      sign * c || byText(a.plate, b.plate) || byText(a.areaName, b.areaName) || a.vehicleId - b.vehicleId
    );
  });
}

/** One page of rows already in order. */
export function pageOf<Row>(rows: readonly Row[], page: { curPage: number; pageSize: number }) {
  const offset = (page.curPage - 1) * page.pageSize;
  return { data: rows.slice(offset, offset + page.pageSize), totalRecords: rows.length };
}

const k = (key: string) => `eventReports.placeTrace.${key}`;

/** The passes as a sheet; `withArea` adds the area column, `withDistance` the nearest distance. */
export function passSheet(
  t: TFunction,
  stem: string,
  rows: readonly PlacePassRow[],
  shape: { withArea: boolean; withDistance: boolean },
): ReportSheet {
  const headers = [
    k('plate'),
    k('departmentName'),
    ...(shape.withArea ? [k('areaName')] : []),
    k('firstTime'),
    k('lastTime'),
    k('durationSeconds'),
    ...(shape.withDistance ? [k('nearestM')] : []),
    k('positions'),
  ].map((key) => t(key));
  const cells = (r: PlacePassRow): SheetValue[] => [
    r.plate,
    r.departmentName,
    ...(shape.withArea ? [r.areaName] : []),
    formatChinaTime(r.firstTime),
    formatChinaTime(r.lastTime),
    r.durationS,
    ...(shape.withDistance ? [r.nearestM] : []),
    r.positions,
  ];
  return {
    stem,
    headers,
    count: () => Promise.resolve(rows.length),
    slice: (limit, offset) => Promise.resolve(rows.slice(offset, offset + limit).map(cells)),
  };
}

/** The per-vehicle sums as a sheet; `withArea` adds the area column. */
export function summarySheet(
  t: TFunction,
  stem: string,
  rows: readonly PlacePassSummaryRow[],
  withArea: boolean,
): ReportSheet {
  const headers = [
    k('plate'),
    k('departmentName'),
    ...(withArea ? [k('areaName')] : []),
    k('passes'),
    k('totalSeconds'),
    k('firstEnter'),
    k('lastExit'),
    k('positions'),
  ].map((key) => t(key));
  const cells = (r: PlacePassSummaryRow): SheetValue[] => [
    r.plate,
    r.departmentName,
    ...(withArea ? [r.areaName] : []),
    r.passes,
    r.durationS,
    formatChinaTime(r.firstTime),
    formatChinaTime(r.lastTime),
    r.positions,
  ];
  return {
    stem,
    headers,
    count: () => Promise.resolve(rows.length),
    slice: (limit, offset) => Promise.resolve(rows.slice(offset, offset + limit).map(cells)),
  };
}
