import {
  formatChinaTime,
  type ENDPOINTS,
  type TRAILER_DETAIL_SORT,
  type TRAILER_SUMMARY_SORT,
  type TrailerCouplingRow,
  type trailerDetailFilters,
  type TrailerSummaryRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { isPostgres } from '../../../db/dialect';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { keptFrom } from '../../history/historyRetention';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { couplingEpisodes, type CouplingEpisodeRecord } from './couplingEpisodes';

type Filters = z.output<typeof trailerDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof TRAILER_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof TRAILER_SUMMARY_SORT)[number]; order: Order };

/**
 * The coupling episodes of the caller's heads in the range (from what expiry has kept), and the range's length for
 * the share coupled. The detail is held to the detail query rules (span × vehicles) before anything is read; the
 * summary to its 12-month range.
 */
async function episodesOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  const from = Math.max(ctx.input.startTime, await keptFrom(ctx.db, 'positions'));
  const to = ctx.input.endTime;
  const episodes = couplingEpisodes(isPostgres(ctx.db), vehicles, from, to, ctx.input.trailer || undefined);
  return { q: ctx.db.selectFrom(episodes.as('ep')), spanMs: Math.max(to - from, 1) };
}

type Episodes = Awaited<ReturnType<typeof episodesOf>>['q'];

const countOf = async (q: Episodes, what: 'episodes' | 'trailers') =>
  Number(
    (
      await q
        .select(
          what === 'episodes'
            ? sql<number>`count(*)`.as('n')
            : sql<number>`count(distinct ep.trailer_key)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

const DURATION = sql`(ep.end_time - ep.start_time)`;
const TRAILER_NAME = sql`coalesce(ep.trailer_plate, ep.trailer_no)`;

function detailRows(q: Episodes, sort: DetailSort | undefined, limit: number, offset: number) {
  const column = {
    coupledAt: sql`ep.start_time`,
    plate: sql`ep.plate`,
    trailerPlate: TRAILER_NAME,
    durationS: DURATION,
    distanceKm: sql`ep.distance_km`,
  }[sort?.field ?? 'coupledAt'];
  return q
    .selectAll('ep')
    .orderBy(sql`${column} ${sql.raw(sort?.order ?? 'desc')}`)
    .orderBy('ep.vehicle_id')
    .orderBy('ep.start_time')
    .limit(limit)
    .offset(offset)
    .execute();
}

const km = (v: unknown) => Math.round(Number(v) * 10) / 10;
const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRow(r: CouplingEpisodeRecord): TrailerCouplingRow {
  const coupledAt = Number(r.start_time);
  const endTime = Number(r.end_time);
  return {
    id: `${r.vehicle_id}-${coupledAt}`,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    trailerNo: r.trailer_no,
    trailerId: idOrNull(r.trailer_id),
    trailerPlate: r.trailer_plate ?? null,
    coupledAt,
    uncoupledAt: Number(r.open_n) > 0 ? null : endTime,
    durationS: Math.round((endTime - coupledAt) / 1000),
    distanceKm: km(r.distance_km),
    linkedHead: Number(r.linked) === 1,
  };
}

/** One page of coupling episodes, latest first unless another whitelisted column is asked for. */
export const trailerDetailReport: EndpointHandler<typeof ENDPOINTS.trailerDetailReport> = async (ctx) => {
  const { q } = await episodesOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'episodes'),
    detailRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'trailerPlate',
  'trailerNo',
  'plate',
  'departmentName',
  'coupledAt',
  'uncoupledAt',
  'durationSeconds',
  'distanceKm',
  'linkedHead',
] as const;

/** The detail as an .xlsx, latest first, read slice by slice. */
export const exportTrailerDetailReport: EndpointHandler<typeof ENDPOINTS.exportTrailerDetailReport> = async (
  ctx,
) => {
  const { q } = await episodesOf(ctx, true);
  const k = (key: string) => ctx.t(`eventReports.trailer.${key}`);
  return reportSheet(ctx, {
    stem: 'trailer-couplings',
    headers: DETAIL_COLUMNS.map(k),
    count: () => countOf(q, 'episodes'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset)).map(toRow).map((r) => [
        r.trailerPlate ?? `${r.trailerNo} (${k('unregistered')})`,
        r.trailerNo,
        r.plate,
        r.departmentName,
        formatChinaTime(r.coupledAt),
        r.uncoupledAt === null ? k('stillCoupled') : formatChinaTime(r.uncoupledAt),
        r.durationS,
        r.distanceKm,
        // An unregistered trailer lists no heads: nothing to judge.
        r.trailerId === null ? '' : r.linkedHead ? k('linked') : k('unlisted'),
      ]),
  });
};

function perTrailer(q: Episodes) {
  return q
    .select([
      'ep.trailer_key',
      sql<number | null>`max(ep.trailer_id)`.as('trailer_id'),
      sql<string | null>`max(ep.trailer_plate)`.as('trailer_plate'),
      sql<string>`min(ep.trailer_no)`.as('trailer_no'),
      sql<string>`max(ep.trailer_department)`.as('trailer_department'),
      sql<number>`count(*)`.as('couplings'),
      sql<number>`count(distinct ep.vehicle_id)`.as('heads'),
      sql<number>`sum(${DURATION})`.as('coupled_ms'),
      sql<number>`sum(ep.distance_km)`.as('distance_km'),
      sql<number>`max(case when ep.latest = 1 then ep.vehicle_id end)`.as('last_head_id'),
      sql<string>`max(case when ep.latest = 1 then ep.plate end)`.as('last_head_plate'),
    ])
    .groupBy('ep.trailer_key');
}

function summaryRows(q: Episodes, sort: SummarySort | undefined, limit: number, offset: number) {
  const column = {
    trailerPlate: sql`coalesce(max(ep.trailer_plate), min(ep.trailer_no))`,
    couplings: sql`count(*)`,
    heads: sql`count(distinct ep.vehicle_id)`,
    coupledS: sql`sum(${DURATION})`,
    distanceKm: sql`sum(ep.distance_km)`,
  }[sort?.field ?? 'coupledS'];
  // Unsorted: the trailers coupled longest first.
  return perTrailer(q)
    .orderBy(sql`${column} ${sql.raw(sort?.order ?? 'desc')}`)
    .orderBy('ep.trailer_key')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number], spanMs: number): TrailerSummaryRow {
  const coupledMs = Number(r.coupled_ms);
  return {
    id: r.trailer_key,
    trailerNo: r.trailer_no,
    trailerId: idOrNull(r.trailer_id),
    trailerPlate: r.trailer_plate ?? null,
    departmentName: r.trailer_department,
    couplings: Number(r.couplings),
    heads: Number(r.heads),
    coupledS: Math.round(coupledMs / 1000),
    distanceKm: km(r.distance_km),
    coupledShare: Math.round((coupledMs / spanMs) * 10_000) / 10_000,
    lastHeadId: Number(r.last_head_id),
    lastHeadPlate: r.last_head_plate,
  };
}

/** Per trailer over the range (at most 12 months): couplings, heads, time and distance coupled, last head. */
export const trailerSummaryReport: EndpointHandler<typeof ENDPOINTS.trailerSummaryReport> = async (ctx) => {
  const { q, spanMs } = await episodesOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'trailers'),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map((r) => toSummaryRow(r, spanMs)), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'trailerPlate',
  'trailerNo',
  'departmentName',
  'couplings',
  'heads',
  'coupledSeconds',
  'distanceKm',
  'coupledSharePercent',
  'lastHead',
] as const;

export const exportTrailerSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportTrailerSummaryReport
> = async (ctx) => {
  const { q, spanMs } = await episodesOf(ctx, false);
  const k = (key: string) => ctx.t(`eventReports.trailer.${key}`);
  return reportSheet(ctx, {
    stem: 'trailer-summary',
    headers: SUMMARY_COLUMNS.map(k),
    count: () => countOf(q, 'trailers'),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map((r) => toSummaryRow(r, spanMs))
        .map((r) => [
          r.trailerPlate ?? `${r.trailerNo} (${k('unregistered')})`,
          r.trailerNo,
          r.departmentName,
          r.couplings,
          r.heads,
          r.coupledS,
          r.distanceKm,
          Math.round(r.coupledShare * 10_000) / 100,
          r.lastHeadPlate,
        ]),
  });
};
