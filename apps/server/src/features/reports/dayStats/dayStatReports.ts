import { Readable } from 'node:stream';
import {
  DAY_STAT_COLUMNS,
  detailQueryIssue,
  type DayStatDetailSort,
  type DayStatReportKey,
  type DayStatRow,
  type DayStatSummaryPage,
  type DayStatSummarySort,
  type Page,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { sql } from 'kysely';
import type { TFunction } from 'i18next';
import { businessFailure } from '../../../http/apiFailure';
import type { Database } from '../../../db/connect';
import { requireUser, type HandlerContext } from '../../../http/endpointHandler';
import type { UserAuth } from '../../../scope/authContext';
import { xlsxStream, type SheetValue } from '../../../resources/sheet/xlsxStream';
import { attachXlsx } from '../../alarmStatistics/attachXlsx';
import { dayStatQuery, vehiclesOfQuery, type DayStatFilters } from './dayStatQuery';
import {
  DETAIL_ORDER,
  DETAIL_SELECT,
  SUMMARY_GROUP,
  SUMMARY_ORDER,
  SUMMARY_SELECT,
  sheetCell,
  toDayStatRow,
} from './dayStatRows';

const SLICE = 1000;
const EXPORT_MAX_ROWS = 100_000;

type Sorted<S> = DayStatFilters & { sortField?: S; sortOrder?: 'asc' | 'desc' };
type Paged<S> = Sorted<S> & { pageParamVO: { curPage: number; pageSize: number } };

/** The detail query of the caller, after the shared detail-report rule (span × vehicles) let it through. */
async function detailQuery(ctx: HandlerContext<Sorted<DayStatDetailSort>>) {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const { input } = ctx;
  const vehicles = await vehiclesOfQuery(ctx.db, user, input, now);
  const issue = detailQueryIssue({ startTime: input.startTime, endTime: input.endTime, vehicles }, now);
  if (issue) throw businessFailure('errors.reportQueryRefused', { reason: translateIssue(ctx.t, issue) });
  const query = await dayStatQuery(ctx.db, user, input, now);
  const sorted = query
    .select([...DETAIL_SELECT])
    .orderBy(DETAIL_ORDER[input.sortField ?? 'day'], input.sortOrder ?? 'asc')
    .orderBy('s.day')
    .orderBy('v.plate')
    .orderBy('s.vehicle_id');
  return { query, sorted };
}

/** The per-vehicle summary of `input` in a user's scope (the page, its export and export jobs share it). */
export async function summaryQueryFor(
  db: Database,
  user: UserAuth,
  input: Sorted<DayStatSummarySort>,
  now: number,
) {
  const query = await dayStatQuery(db, user, input, now);
  const grouped = query.select([...SUMMARY_SELECT]).groupBy([...SUMMARY_GROUP]);
  const order = input.sortOrder ?? 'asc';
  const sorted = grouped
    .orderBy(SUMMARY_ORDER[input.sortField ?? 'plate'], order)
    .orderBy('v.plate')
    .orderBy('s.vehicle_id');
  return { query, sorted };
}

function summaryQuery(ctx: HandlerContext<Sorted<DayStatSummarySort>>) {
  return summaryQueryFor(ctx.db, requireUser(ctx), ctx.input, ctx.deps.now());
}

/** Vehicles a summary query lists. */
export async function summaryVehicles(query: Awaited<ReturnType<typeof summaryQueryFor>>['query']) {
  return Number(
    (await query.select(sql<number>`count(distinct s.vehicle_id)`.as('n')).executeTakeFirstOrThrow()).n,
  );
}

/** Pages of `slice` rows until `total` (at most EXPORT_MAX_ROWS). */
export async function* slices(total: number, page: (limit: number, offset: number) => Promise<DayStatRow[]>) {
  const end = Math.min(total, EXPORT_MAX_ROWS);
  for (let offset = 0; offset < end; offset += SLICE)
    yield* await page(Math.min(SLICE, end - offset), offset);
}

export async function dayStatDetail(
  ctx: HandlerContext<Paged<DayStatDetailSort>>,
): Promise<Page<DayStatRow>> {
  const { query, sorted } = await detailQuery(ctx);
  const { curPage, pageSize } = ctx.input.pageParamVO;
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    sorted
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  return { data: rows.map(toDayStatRow), totalRecords: Number(count.n) };
}

export async function dayStatSummary(
  ctx: HandlerContext<Paged<DayStatSummarySort>>,
): Promise<DayStatSummaryPage> {
  const { query, sorted } = await summaryQuery(ctx);
  const { curPage, pageSize } = ctx.input.pageParamVO;
  const [totals, rows] = await Promise.all([
    query
      .select([
        sql<number>`count(distinct s.vehicle_id)`.as('vehicles'),
        sql<number>`count(*)`.as('days'),
        sql<number>`coalesce(sum(s.mileage_km), 0)`.as('mileage_km'),
        sql<number>`coalesce(sum(s.driving_s), 0)`.as('driving_s'),
        sql<number>`coalesce(sum(s.points), 0)`.as('points'),
      ])
      .executeTakeFirstOrThrow(),
    sorted
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  const vehicles = Number(totals.vehicles);
  return {
    data: rows.map(toDayStatRow),
    totalRecords: vehicles,
    totals: {
      vehicles,
      days: Number(totals.days),
      mileageKm: Math.round(Number(totals.mileage_km) * 100) / 100,
      drivingS: Number(totals.driving_s),
      points: Number(totals.points),
    },
  };
}

function sheet(
  ctx: HandlerContext<unknown>,
  key: DayStatReportKey,
  kind: 'detail' | 'summary',
  rows: AsyncGenerator<DayStatRow>,
) {
  const t: TFunction = ctx.t;
  const fields = DAY_STAT_COLUMNS[key][kind];
  async function* cells(): AsyncGenerator<SheetValue[]> {
    for await (const row of rows) yield fields.map((f) => sheetCell(row, f));
  }
  attachXlsx(ctx.reply, `${key}-${kind}`, ctx.deps.now());
  return Readable.from(
    xlsxStream(
      fields.map((f) => ({ header: t(`dayStats.column.${f}`) })),
      cells(),
    ),
  );
}

export function exportDayStatDetail(key: DayStatReportKey) {
  return async (ctx: HandlerContext<Sorted<DayStatDetailSort>>) => {
    const { query, sorted } = await detailQuery(ctx);
    const total = Number(
      (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    if (total === 0) throw businessFailure('errors.noDataToExport');
    const rows = slices(total, async (limit, offset) =>
      (await sorted.limit(limit).offset(offset).execute()).map(toDayStatRow),
    );
    return sheet(ctx, key, 'detail', rows);
  };
}

export function exportDayStatSummary(key: DayStatReportKey) {
  return async (ctx: HandlerContext<Sorted<DayStatSummarySort>>) => {
    const { query, sorted } = await summaryQuery(ctx);
    const total = await summaryVehicles(query);
    if (total === 0) throw businessFailure('errors.noDataToExport');
    const rows = slices(total, async (limit, offset) =>
      (await sorted.limit(limit).offset(offset).execute()).map(toDayStatRow),
    );
    return sheet(ctx, key, 'summary', rows);
  };
}
