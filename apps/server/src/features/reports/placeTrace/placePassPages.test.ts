import type { PlacePassRow } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { pageOf, sortPasses, sortSummary, summarizePasses } from './placePassPages';

const pass = (
  vehicleId: number,
  plate: string,
  areaId: number | null,
  first: number,
  last: number,
): PlacePassRow => ({
  id: `${vehicleId}:${areaId ?? 0}:${first}`,
  vehicleId,
  plate,
  departmentName: 'D',
  areaId,
  areaName: areaId === null ? '' : `Area ${areaId}`,
  firstTime: first,
  lastTime: last,
  durationS: (last - first) / 1000,
  nearestM: areaId === null ? first / 1000 : null,
  positions: 1 + (last - first) / 60_000,
});

const ROWS = [
  pass(1, 'A1', 7, 0, 120_000),
  pass(2, 'B2', 7, 60_000, 60_000),
  pass(1, 'A1', 7, 300_000, 360_000),
  pass(1, 'A1', 8, 30_000, 90_000),
];

describe('place pass pages', () => {
  it('sorts passes newest first unless told, ties by plate', () => {
    expect(sortPasses([...ROWS], undefined).map((r) => r.firstTime)).toEqual([300_000, 60_000, 30_000, 0]);
    expect(sortPasses([...ROWS], { field: 'plate', order: 'desc' }).map((r) => r.plate)).toEqual([
      'B2',
      'A1',
      'A1',
      'A1',
    ]);
    expect(sortPasses([...ROWS], { field: 'durationS', order: 'asc' }).map((r) => r.durationS)).toEqual([
      0, 60, 60, 120,
    ]);
  });

  it('adds up each vehicle and area: passes, time inside, first entry and last exit', () => {
    const sums = sortSummary(summarizePasses(ROWS), { field: 'passes', order: 'desc' });
    expect(sums.map((s) => [s.id, s.passes, s.durationS, s.firstTime, s.lastTime, s.positions])).toEqual([
      ['1:7', 2, 180, 0, 360_000, 5],
      ['1:8', 1, 60, 30_000, 90_000, 2],
      ['2:7', 1, 0, 60_000, 60_000, 1],
    ]);
  });

  it('pages rows already in order', () => {
    expect(pageOf([1, 2, 3, 4, 5], { curPage: 2, pageSize: 2 })).toEqual({ data: [3, 4], totalRecords: 5 });
    expect(pageOf([1, 2], { curPage: 3, pageSize: 2 })).toEqual({ data: [], totalRecords: 2 });
  });
});
