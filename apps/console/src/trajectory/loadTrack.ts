import {
  ENDPOINTS,
  TRAJECTORY_PAGE_SIZE,
  TRAJECTORY_TABLES,
  type TrajectoryCell,
  type TrajectoryPoint,
  type TrajectorySummary,
  type TrajectoryTableName,
} from '@roadwatch/core';
import { api } from '../app/api';
import type { TrackKey } from './keptTracks';

/** Pages asked for at once after the first (which tells how many there are). */
const PARALLEL_PAGES = 5;

export type TrackTables = Record<TrajectoryTableName, TrajectoryCell[][]>;

export interface LoadedTrack extends TrackKey {
  points: TrajectoryPoint[];
  /** Null until the summary and the side tables have arrived (they follow the points). */
  summary: TrajectorySummary | null;
  tables: TrackTables | null;
}

/**
 * Every point of the range, in pages of 8000 (a few at a time), reporting progress after each page. Points come
 * back oldest first whatever order the pages arrive in. The browser's few connections go to the points first: the
 * summary and tables are asked for afterwards (`loadDetails`), so the line is drawn without waiting for them.
 */
export async function loadPoints(
  key: TrackKey,
  onProgress: (loaded: number, total: number) => void,
): Promise<TrajectoryPoint[]> {
  const page = (curPage: number) =>
    api.call(ENDPOINTS.trajectoryPage, { ...key, pageParamVO: { curPage, pageSize: TRAJECTORY_PAGE_SIZE } });

  // The first pages are asked for together (a short track answers the extra ones empty), so the count that page
  // 1 brings costs no round trip of its own.
  const early = Array.from({ length: PARALLEL_PAGES }, (_, i) => page(i + 1));
  for (const p of early) p.catch(() => undefined);
  const first = await early[0];
  if (!first) return [];
  const total = first.totalRecords;
  const count = Math.ceil(total / TRAJECTORY_PAGE_SIZE);
  const pages: TrajectoryPoint[][] = [];
  let loaded = 0;
  const got = (n: number, data: TrajectoryPoint[]) => {
    pages[n - 1] = data;
    loaded += data.length;
    onProgress(Math.min(loaded, total), total);
  };
  got(1, first.data);
  let next = PARALLEL_PAGES + 1;
  const worker = async (n: number) => {
    const earlyPage = early[n - 1];
    if (earlyPage && n <= count) got(n, (await earlyPage).data);
    while (next <= count) {
      const m = next++;
      got(m, (await page(m)).data);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES - 1 }, (_, i) => worker(i + 2)));
  const points = pages.flat();
  performance.mark('track:loaded');
  return points;
}

/** The route's summary and its side tables. */
export async function loadDetails(
  key: TrackKey,
): Promise<{ summary: TrajectorySummary; tables: TrackTables }> {
  const [summary, ...tables] = await Promise.all([
    api.call(ENDPOINTS.trajectorySummary, key),
    ...TRAJECTORY_TABLES.map((table) => api.call(ENDPOINTS.trajectoryTable, { ...key, table })),
  ]);
  return { summary, tables: Object.fromEntries(tables.map((t) => [t.table, t.rows])) as TrackTables };
}
