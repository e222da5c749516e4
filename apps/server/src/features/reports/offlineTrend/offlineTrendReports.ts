import {
  formatChinaTime,
  OFFLINE_TREND_DAYS_MAX_EPISODES,
  type ENDPOINTS,
  type OFFLINE_TREND_DETAIL_SORT,
  type OFFLINE_TREND_SUMMARY_SORT,
  type offlineTrendDetailFilters,
  type OfflineTrendReportRow,
  type OfflineTrendSummaryRow,
  type OfflineTrendTotals,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/connect';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { handleStatusName } from '../../alarmHandling/alarmNames';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { offlineDays } from './offlineDays';
import { offlineEpisodes } from './offlineEpisodes';

type Filters = z.output<typeof offlineTrendDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof OFFLINE_TREND_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof OFFLINE_TREND_SUMMARY_SORT)[number]; order: Order };

async function episodesOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  const now = ctx.deps.now();
  // Offline is one event type to the detail rules.
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, now);
  return ctx.db.selectFrom(offlineEpisodes(ctx.db, user, ctx.input, vehicles, now).as('ep'));
}

type Episodes = Awaited<ReturnType<typeof episodesOf>>;

function detailRows(q: Episodes, sort: DetailSort | undefined, limit: number, offset: number) {
  const column = { startTime: 'begin_time', durationS: 'duration_s', plate: 'plate' }[
    sort?.field ?? 'startTime'
  ];
  return q
    .selectAll('ep')
    .orderBy(sql.ref(`ep.${column}`), sort?.order ?? 'desc')
    .orderBy('ep.guid')
    .limit(limit)
    .offset(offset)
    .execute();
}

type Raw = Awaited<ReturnType<typeof detailRows>>[number];

const toRow = (t: TFunction, r: Raw): OfflineTrendReportRow => ({
  id: r.guid,
  vehicleId: Number(r.vehicle_id),
  plate: r.plate,
  departmentName: r.department_name,
  startTime: Number(r.begin_time),
  endTime: r.end_time === null ? null : Number(r.end_time),
  durationS: Math.max(0, Number(r.duration_s)),
  lon: r.begin_lon === null ? null : Number(r.begin_lon),
  lat: r.begin_lat === null ? null : Number(r.begin_lat),
  handleStatus: r.handle_status,
  handleStatusName: handleStatusName(t, r.handle_status),
});

const countRows = async (q: Episodes) =>
  Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

/** One page of offline episodes, newest first unless another whitelisted column is asked for. */
export const offlineTrendDetail: EndpointHandler<typeof ENDPOINTS.offlineTrendDetailReport> = async (ctx) => {
  const q = await episodesOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countRows(q), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map((r) => toRow(ctx.t, r)), totalRecords: total };
};

const k = (t: TFunction, key: string) => t(`eventReports.offlineTrend.${key}`);

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'startTime',
  'endTime',
  'durationSeconds',
  'place',
  'handleStatusName',
] as const;

/** The detail as an .xlsx, newest first, read slice by slice. */
export const exportOfflineTrendDetail: EndpointHandler<
  typeof ENDPOINTS.exportOfflineTrendDetailReport
> = async (ctx) => {
  const q = await episodesOf(ctx, true);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'vehicle-offline-episodes',
    headers: DETAIL_COLUMNS.map((c) => k(t, c)),
    count: () => countRows(q),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map((r) => toRow(t, r))
        .map((r) => [
          r.plate,
          r.departmentName,
          formatChinaTime(r.startTime),
          r.endTime === null ? k(t, 'stillOffline') : formatChinaTime(r.endTime),
          r.durationS,
          placeText(r.lon, r.lat),
          r.handleStatusName,
        ]),
  });
};

function perVehicle(q: Episodes) {
  return q
    .select([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(ep.in_range_s)`.as('offline_s'),
      sql<number>`max(ep.duration_s)`.as('longest_s'),
    ])
    .groupBy(['ep.vehicle_id', 'ep.plate', 'ep.department_name']);
}

function summaryRows(q: Episodes, sort: SummarySort | undefined, limit: number, offset: number) {
  const column = {
    plate: 'plate',
    count: 'n',
    offlineS: 'offline_s',
    longestS: 'longest_s',
    share: 'offline_s',
  }[sort?.field ?? 'offlineS'];
  // Unsorted: longest offline in the period first, so the terminals that need a look lead the table.
  return perVehicle(q)
    .orderBy(sql.ref(column), sort?.order ?? (column === 'plate' ? 'asc' : 'desc'))
    .orderBy(sql.ref('n'), 'desc')
    .orderBy('ep.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

const toSummaryRow = (
  r: Awaited<ReturnType<typeof summaryRows>>[number],
  rangeS: number,
): OfflineTrendSummaryRow => {
  const offlineS = Math.max(0, Number(r.offline_s));
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    count: Number(r.n),
    offlineS,
    longestS: Math.max(0, Number(r.longest_s)),
    share: rangeS > 0 ? Math.min(1, offlineS / rangeS) : 0,
  };
};

async function totalsOf(q: Episodes): Promise<OfflineTrendTotals> {
  const row = await q
    .select([
      sql<number>`count(distinct ep.vehicle_id)`.as('vehicles'),
      sql<number>`count(*)`.as('episodes'),
      sql<number | null>`sum(ep.in_range_s)`.as('offline_s'),
    ])
    .executeTakeFirstOrThrow();
  return {
    vehicles: Number(row.vehicles),
    episodes: Number(row.episodes),
    offlineS: Math.max(0, Number(row.offline_s ?? 0)),
  };
}

/** Vehicles offline per China day of the range up to now, from the episodes' spans (none read past the cap). */
async function trendDays(q: Episodes, f: Filters, now: number, episodes: number) {
  if (episodes > OFFLINE_TREND_DAYS_MAX_EPISODES) return null;
  const spans = await q.select(['ep.vehicle_id', 'ep.begin_time', 'ep.end_time']).execute();
  return offlineDays(
    spans.map((s) => ({
      vehicleId: Number(s.vehicle_id),
      begin: Number(s.begin_time),
      end: s.end_time === null ? now : Number(s.end_time),
    })),
    f.startTime,
    Math.min(f.endTime, now),
  );
}

/** Seconds of the range up to now: what a vehicle's time offline is a share of. */
const rangeSeconds = (f: Filters, now: number) =>
  Math.max(0, Math.floor((Math.min(f.endTime, now) - f.startTime) / 1000));

/** Per vehicle over the range (at most 12 months): episodes, time offline in it and its share, longest episode. */
export const offlineTrendSummary: EndpointHandler<typeof ENDPOINTS.offlineTrendSummaryReport> = async (
  ctx,
) => {
  const q = await episodesOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const now = ctx.deps.now();
  const rangeS = rangeSeconds(ctx.input, now);
  const [totals, rows] = await Promise.all([totalsOf(q), summaryRows(q, ctx.input.sort, limit, offset)]);
  const days = await trendDays(q, ctx.input, now, totals.episodes);
  return { data: rows.map((r) => toSummaryRow(r, rangeS)), totalRecords: totals.vehicles, totals, days };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'count',
  'offlineSeconds',
  'longestSeconds',
  'sharePercent',
] as const;

const countVehicles = async (db: Database, q: Episodes) =>
  Number(
    (
      await db
        .selectFrom(q.select('ep.vehicle_id').groupBy('ep.vehicle_id').as('g'))
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const exportOfflineTrendSummary: EndpointHandler<
  typeof ENDPOINTS.exportOfflineTrendSummaryReport
> = async (ctx) => {
  const q = await episodesOf(ctx, false);
  const rangeS = rangeSeconds(ctx.input, ctx.deps.now());
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'vehicle-offline-trend',
    headers: SUMMARY_COLUMNS.map((c) => k(t, c)),
    count: () => countVehicles(ctx.db, q),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map((r) => toSummaryRow(r, rangeS))
        .map((r) => [
          r.plate,
          r.departmentName,
          r.count,
          r.offlineS,
          r.longestS,
          Math.round(r.share * 10_000) / 100,
        ]),
  });
};
