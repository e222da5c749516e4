import {
  formatChinaTime,
  LOAD_STATES,
  type ENDPOINTS,
  type LoadEpisodeRow,
  type LoadState,
  type WEIGHT_DETAIL_SORT,
  type WEIGHT_SUMMARY_SORT,
  type weightDetailFilters,
  type WeightSummaryRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { keptFrom } from '../../history/historyRetention';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { loadEpisodes, type LoadEpisodeRecord } from './loadEpisodes';

type Filters = z.output<typeof weightDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof WEIGHT_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof WEIGHT_SUMMARY_SORT)[number]; order: Order };

/**
 * The episodes of the caller's vehicles in the range (from what expiry has kept), narrowed to the chosen states.
 * The detail is held to the detail query rules (span × vehicles) before anything is read; the summary to its
 * 12-month range.
 */
async function episodesOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  const from = Math.max(ctx.input.startTime, await keptFrom(ctx.db, 'positions'));
  let q = ctx.db.selectFrom(loadEpisodes(vehicles, from, ctx.input.endTime).as('ep'));
  const states = ctx.input.states;
  if (states?.length)
    q = q.where(
      'ep.state',
      'in',
      states.map((s) => LOAD_STATES.indexOf(s)),
    );
  return q;
}

type Episodes = Awaited<ReturnType<typeof episodesOf>>;

const countOf = async (q: Episodes, what: 'episodes' | 'vehicles') =>
  Number(
    (
      await q
        .select(
          what === 'episodes'
            ? sql<number>`count(*)`.as('n')
            : sql<number>`count(distinct ep.vehicle_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

const DURATION = sql`(ep.end_time - ep.start_time)`;

function detailRows(q: Episodes, sort: DetailSort | undefined, limit: number, offset: number) {
  const column = {
    startTime: sql`ep.start_time`,
    plate: sql`ep.plate`,
    durationS: DURATION,
    maxLoadKg: sql`ep.max_kg`,
    distanceKm: sql`ep.distance_km`,
  }[sort?.field ?? 'startTime'];
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
const kg = (v: unknown) => Math.round(Number(v) * 10) / 10;
const rate = (load: number, rated: number) => Math.round((load / rated) * 10_000) / 10_000;
const stateOf = (index: unknown): LoadState => LOAD_STATES[Number(index)] ?? 'loaded';

function toRow(r: LoadEpisodeRecord): LoadEpisodeRow {
  const startTime = Number(r.start_time);
  const endTime = Number(r.end_time);
  const ratedLoadKg = Number(r.rated_kg);
  const avgLoadKg = kg(r.avg_kg);
  return {
    id: `${r.vehicle_id}-${startTime}`,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    ratedLoadKg,
    state: stateOf(r.state),
    startTime,
    endTime,
    durationS: Math.round((endTime - startTime) / 1000),
    avgLoadKg,
    maxLoadKg: kg(r.max_kg),
    loadRate: rate(Number(r.avg_kg), ratedLoadKg),
    distanceKm: km(r.distance_km),
  };
}

/** One page of episodes, latest first unless another whitelisted column is asked for. */
export const weightDetailReport: EndpointHandler<typeof ENDPOINTS.weightDetailReport> = async (ctx) => {
  const q = await episodesOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'episodes'),
    detailRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toRow), totalRecords: total };
};

const percent = (share: number) => Math.round(share * 10_000) / 100;

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'ratedLoadKg',
  'stateName',
  'startTime',
  'endTime',
  'durationSeconds',
  'avgLoadKg',
  'maxLoadKg',
  'loadRatePercent',
  'distanceKm',
] as const;

/** The detail as an .xlsx, latest first, read slice by slice. */
export const exportWeightDetailReport: EndpointHandler<typeof ENDPOINTS.exportWeightDetailReport> = async (
  ctx,
) => {
  const q = await episodesOf(ctx, true);
  const k = (key: string) => ctx.t(`eventReports.weight.${key}`);
  return reportSheet(ctx, {
    stem: 'weight-analysis-details',
    headers: DETAIL_COLUMNS.map(k),
    count: () => countOf(q, 'episodes'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.ratedLoadKg,
          k(`state.${r.state}`),
          formatChinaTime(r.startTime),
          formatChinaTime(r.endTime),
          r.durationS,
          r.avgLoadKg,
          r.maxLoadKg,
          percent(r.loadRate),
          r.distanceKm,
        ]),
  });
};

const inState = (state: LoadState, value: ReturnType<typeof sql>) =>
  sql<number>`sum(case when ep.state = ${sql.lit(LOAD_STATES.indexOf(state))} then ${value} else 0 end)`;

function perVehicle(q: Episodes) {
  return q
    .select([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      'ep.rated_kg',
      inState('empty', DURATION).as('empty_ms'),
      inState('loaded', DURATION).as('loaded_ms'),
      inState('overloaded', DURATION).as('overloaded_ms'),
      inState('empty', sql`ep.distance_km`).as('empty_km'),
      inState('loaded', sql`ep.distance_km`).as('loaded_km'),
      inState('overloaded', sql`ep.distance_km`).as('overloaded_km'),
      inState('overloaded', sql`1`).as('overload_n'),
      sql<number>`max(ep.max_kg)`.as('max_kg'),
    ])
    .groupBy(['ep.vehicle_id', 'ep.plate', 'ep.department_name', 'ep.rated_kg']);
}

function summaryRows(q: Episodes, sort: SummarySort | undefined, limit: number, offset: number) {
  const column = {
    plate: 'plate',
    overloadedS: 'overloaded_ms',
    overloadCount: 'overload_n',
    maxLoadKg: 'max_kg',
    loadedKm: 'loaded_km',
  }[sort?.field ?? 'overloadCount'];
  // Unsorted: most overloads first, then longest overloaded, so the trucks that need a word lead the table.
  return perVehicle(q)
    .orderBy(sql.ref(column), sort?.order ?? (column === 'plate' ? 'asc' : 'desc'))
    .orderBy(sql.ref('overloaded_ms'), 'desc')
    .orderBy('ep.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): WeightSummaryRow {
  const ratedLoadKg = Number(r.rated_kg);
  const maxLoadKg = kg(r.max_kg);
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    ratedLoadKg,
    emptyS: Math.round(Number(r.empty_ms) / 1000),
    loadedS: Math.round(Number(r.loaded_ms) / 1000),
    overloadedS: Math.round(Number(r.overloaded_ms) / 1000),
    emptyKm: km(r.empty_km),
    loadedKm: km(r.loaded_km),
    overloadedKm: km(r.overloaded_km),
    maxLoadKg,
    maxLoadRate: rate(Number(r.max_kg), ratedLoadKg),
    overloadCount: Number(r.overload_n),
  };
}

/** Per vehicle over the range (at most 12 months): time and distance per state, heaviest weighing, overloads. */
export const weightSummaryReport: EndpointHandler<typeof ENDPOINTS.weightSummaryReport> = async (ctx) => {
  const q = await episodesOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'vehicles'),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'ratedLoadKg',
  'emptySeconds',
  'loadedSeconds',
  'overloadedSeconds',
  'emptyKm',
  'loadedKm',
  'overloadedKm',
  'maxLoadKg',
  'maxLoadRatePercent',
  'overloadCount',
] as const;

export const exportWeightSummaryReport: EndpointHandler<typeof ENDPOINTS.exportWeightSummaryReport> = async (
  ctx,
) => {
  const q = await episodesOf(ctx, false);
  return reportSheet(ctx, {
    stem: 'weight-analysis-summary',
    headers: SUMMARY_COLUMNS.map((c) => ctx.t(`eventReports.weight.${c}`)),
    count: () => countOf(q, 'vehicles'),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.ratedLoadKg,
          r.emptyS,
          r.loadedS,
          r.overloadedS,
          r.emptyKm,
          r.loadedKm,
          r.overloadedKm,
          r.maxLoadKg,
          percent(r.maxLoadRate),
          r.overloadCount,
        ]),
  });
};
