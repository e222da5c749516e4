import type { AREA_BETWEEN_DETAIL_SORT, AREA_BETWEEN_SUMMARY_SORT } from '@roadwatch/core';
import {
  formatChinaTime,
  type areaBetweenDetailFilters,
  type AreaBetweenReportRow,
  type AreaBetweenSummaryRow,
  type ENDPOINTS,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { reportZones } from '../areaInOut/areaInOutReports';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { areaTrips, tripKmSql } from './areaTrips';

type Filters = z.output<typeof areaBetweenDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof AREA_BETWEEN_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof AREA_BETWEEN_SUMMARY_SORT)[number]; order: Order };

async function tripsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return ctx.db.selectFrom(areaTrips(ctx.db, user, ctx.input, vehicles).as('tr'));
}

type Trips = Awaited<ReturnType<typeof tripsOf>>;

const countTrips = async (q: Trips) =>
  Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

/** Summary rows: one per vehicle and (from, to) zone pair. */
const countPairs = async (ctx: HandlerContext<Filters>, q: Trips) =>
  Number(
    (
      await ctx.db
        .selectFrom(
          q
            .select(['tr.vehicle_id', 'tr.from_area_id', 'tr.to_area_id'])
            .groupBy(['tr.vehicle_id', 'tr.from_area_id', 'tr.to_area_id'])
            .as('g'),
        )
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const DETAIL_ORDER = {
  arrivedAt: sql`tr.arrived_at`,
  leftAt: sql`tr.left_at`,
  travelS: sql`tr.travel_s`,
  mileageKm: tripKmSql,
  plate: sql`tr.plate`,
  fromAreaName: sql`tr.from_area_name`,
  toAreaName: sql`tr.to_area_name`,
} as const;

function detailRows(q: Trips, sort: DetailSort | undefined, limit: number, offset: number) {
  return q
    .selectAll('tr')
    .select(tripKmSql.as('mileage_km'))
    .orderBy(DETAIL_ORDER[sort?.field ?? 'arrivedAt'], sort?.order ?? 'desc')
    .orderBy('tr.arrived_at', 'desc')
    .orderBy('tr.vehicle_id')
    .orderBy('tr.to_area_id')
    .orderBy('tr.from_area_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));
const roundKm = (km: number) => Math.round(km * 100) / 100;

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): AreaBetweenReportRow {
  const vehicleId = Number(r.vehicle_id);
  const arrivedAt = Number(r.arrived_at);
  const toAreaId = numberOrNull(r.to_area_id);
  const km = numberOrNull(r.mileage_km);
  return {
    id: `${vehicleId}:${toAreaId ?? ''}:${arrivedAt}`,
    vehicleId,
    plate: r.plate,
    departmentName: r.department_name,
    fromAreaId: numberOrNull(r.from_area_id),
    fromAreaName: r.from_area_name,
    leftAt: Number(r.left_at),
    toAreaId,
    toAreaName: r.to_area_name,
    arrivedAt,
    travelS: Math.max(0, Number(r.travel_s)),
    mileageKm: km === null ? null : roundKm(km),
  };
}

/** One page of trips, latest arrival first unless another whitelisted column is asked for. */
export const areaBetweenDetailReport: EndpointHandler<typeof ENDPOINTS.areaBetweenDetailReport> = async (
  ctx,
) => {
  const q = await tripsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countTrips(q), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'fromAreaName',
  'leftAt',
  'toAreaName',
  'arrivedAt',
  'travelSeconds',
  'mileageKm',
] as const;

export const exportAreaBetweenDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportAreaBetweenDetailReport
> = async (ctx) => {
  const q = await tripsOf(ctx, true);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'area-between',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.areaBetween.${c}`)),
    count: () => countTrips(q),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.fromAreaName,
          formatChinaTime(r.leftAt),
          r.toAreaName,
          formatChinaTime(r.arrivedAt),
          r.travelS,
          r.mileageKm ?? '',
        ]),
  });
};

const SUMMARY_ORDER = {
  plate: 'plate',
  fromAreaName: 'from_area_name',
  toAreaName: 'to_area_name',
  trips: 'n',
  totalS: 'total_s',
  avgS: 'avg_s',
  shortestS: 'shortest_s',
  longestS: 'longest_s',
  mileageKm: 'total_km',
} as const;

function summaryRows(q: Trips, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  return q
    .select([
      'tr.vehicle_id',
      'tr.plate',
      'tr.department_name',
      'tr.from_area_id',
      'tr.from_area_name',
      'tr.to_area_id',
      'tr.to_area_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(tr.travel_s)`.as('total_s'),
      sql<number>`sum(tr.travel_s) / count(*)`.as('avg_s'),
      sql<number>`min(tr.travel_s)`.as('shortest_s'),
      sql<number>`max(tr.travel_s)`.as('longest_s'),
      sql<number>`coalesce(sum(${tripKmSql}), 0)`.as('total_km'),
    ])
    .groupBy([
      'tr.vehicle_id',
      'tr.plate',
      'tr.department_name',
      'tr.from_area_id',
      'tr.from_area_name',
      'tr.to_area_id',
      'tr.to_area_name',
    ])
    .orderBy(sql.ref(SUMMARY_ORDER[field]), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('tr.plate')
    .orderBy('tr.from_area_name')
    .orderBy('tr.to_area_name')
    .orderBy('tr.vehicle_id')
    .orderBy('tr.from_area_id')
    .orderBy('tr.to_area_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): AreaBetweenSummaryRow {
  const trips = Number(r.n);
  const totalS = Math.max(0, Number(r.total_s));
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    fromAreaId: numberOrNull(r.from_area_id),
    fromAreaName: r.from_area_name,
    toAreaId: numberOrNull(r.to_area_id),
    toAreaName: r.to_area_name,
    trips,
    totalS,
    avgS: trips > 0 ? Math.round(totalS / trips) : 0,
    shortestS: Math.max(0, Number(r.shortest_s)),
    longestS: Math.max(0, Number(r.longest_s)),
    mileageKm: roundKm(Number(r.total_km)),
  };
}

/** Per vehicle and zone pair over the range (at most 12 months): trips, travel times, mileage; one page of pairs. */
export const areaBetweenSummaryReport: EndpointHandler<typeof ENDPOINTS.areaBetweenSummaryReport> = async (
  ctx,
) => {
  const q = await tripsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countPairs(ctx, q),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'fromAreaName',
  'toAreaName',
  'trips',
  'totalSeconds',
  'avgSeconds',
  'shortestSeconds',
  'longestSeconds',
  'totalKm',
] as const;

export const exportAreaBetweenSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportAreaBetweenSummaryReport
> = async (ctx) => {
  const q = await tripsOf(ctx, false);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'area-between-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.areaBetween.${c}`)),
    count: () => countPairs(ctx, q),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.fromAreaName,
          r.toAreaName,
          r.trips,
          r.totalS,
          r.avgS,
          r.shortestS,
          r.longestS,
          r.mileageKm,
        ]),
  });
};

/** The zone filters offer the area entry and exit report's zones. */
export const areaBetweenZones: EndpointHandler<typeof ENDPOINTS.areaBetweenZones> = (ctx) =>
  reportZones(ctx.db, requireUser(ctx));
