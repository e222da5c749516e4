import type { AREA_IN_OUT_DETAIL_SORT, AREA_IN_OUT_SUMMARY_SORT } from '@roadwatch/core';
import {
  formatChinaTime,
  type areaInOutDetailFilters,
  type AreaInOutReportRow,
  type AreaInOutSummaryRow,
  type AreaInOutZone,
  type ENDPOINTS,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../../db/connect';
import type { UserAuth } from '../../../scope/authContext';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { elementVisible } from '../../zoneAlarm/ruleElements';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { areaVisits, insideSecondsSql } from './areaVisits';

type Filters = z.output<typeof areaInOutDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof AREA_IN_OUT_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof AREA_IN_OUT_SUMMARY_SORT)[number]; order: Order };

async function visitsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return ctx.db.selectFrom(areaVisits(ctx.db, user, ctx.input, vehicles).as('ep'));
}

type Visits = Awaited<ReturnType<typeof visitsOf>>;

const countVisits = async (q: Visits) =>
  Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

/** Summary rows: one per vehicle and zone. */
const countPairs = async (ctx: HandlerContext<Filters>, q: Visits) =>
  Number(
    (
      await ctx.db
        .selectFrom(
          q.select(['ep.vehicle_id', 'ep.area_id']).groupBy(['ep.vehicle_id', 'ep.area_id']).as('g'),
        )
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Visits, now: number, sort: DetailSort | undefined, limit: number, offset: number) {
  const by =
    sort?.field === 'plate'
      ? sql`ep.plate`
      : sort?.field === 'areaName'
        ? sql`ep.area_name`
        : sort?.field === 'durationS'
          ? insideSecondsSql(now)
          : sql`ep.enter_time`;
  return q
    .selectAll('ep')
    .select(insideSecondsSql(now).as('duration_s'))
    .orderBy(by, sort?.order ?? 'desc')
    .orderBy('ep.enter_time', 'desc')
    .orderBy('ep.vehicle_id')
    .orderBy('ep.area_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): AreaInOutReportRow {
  const vehicleId = Number(r.vehicle_id);
  const enterTime = Number(r.enter_time);
  const areaId = numberOrNull(r.area_id);
  return {
    id: `${vehicleId}:${areaId ?? ''}:${enterTime}`,
    vehicleId,
    plate: r.plate,
    departmentName: r.department_name,
    areaId,
    areaName: r.area_name,
    enterTime,
    exitTime: numberOrNull(r.exit_time),
    durationS: Math.max(0, Number(r.duration_s)),
    lon: numberOrNull(r.lon),
    lat: numberOrNull(r.lat),
  };
}

/** One page of zone visits, latest entry first unless another whitelisted column is asked for. */
export const areaInOutDetailReport: EndpointHandler<typeof ENDPOINTS.areaInOutDetailReport> = async (ctx) => {
  const q = await visitsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countVisits(q),
    detailRows(q, ctx.deps.now(), ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'areaName',
  'enterTime',
  'exitTime',
  'durationSeconds',
  'place',
] as const;

export const exportAreaInOutDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportAreaInOutDetailReport
> = async (ctx) => {
  const q = await visitsOf(ctx, true);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'area-in-out',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.areaInOut.${c}`)),
    count: () => countVisits(q),
    slice: async (limit, offset) =>
      (await detailRows(q, now, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.areaName,
          formatChinaTime(r.enterTime),
          r.exitTime === null ? t('eventReports.areaInOut.stillInside') : formatChinaTime(r.exitTime),
          r.durationS,
          placeText(r.lon, r.lat),
        ]),
  });
};

function summaryRows(q: Visits, now: number, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = {
    plate: 'plate',
    areaName: 'area_name',
    visits: 'n',
    totalS: 'total_s',
    longestS: 'longest_s',
    firstEnterTime: 'first_enter',
    lastExitTime: 'last_exit',
  }[field];
  return q
    .select([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      'ep.area_id',
      'ep.area_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${insideSecondsSql(now)})`.as('total_s'),
      sql<number>`max(${insideSecondsSql(now)})`.as('longest_s'),
      sql<number>`min(ep.enter_time)`.as('first_enter'),
      sql<number | null>`max(ep.exit_time)`.as('last_exit'),
    ])
    .groupBy(['ep.vehicle_id', 'ep.plate', 'ep.department_name', 'ep.area_id', 'ep.area_name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('ep.plate')
    .orderBy('ep.area_name')
    .orderBy('ep.vehicle_id')
    .orderBy('ep.area_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): AreaInOutSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    areaId: numberOrNull(r.area_id),
    areaName: r.area_name,
    visits: Number(r.n),
    totalS: Math.max(0, Number(r.total_s)),
    longestS: Math.max(0, Number(r.longest_s)),
    firstEnterTime: Number(r.first_enter),
    lastExitTime: numberOrNull(r.last_exit),
  };
}

/**
 * Per vehicle and zone over the range (at most 12 months): visits, total and longest time inside, first entry and
 * last exit; one page of pairs.
 */
export const areaInOutSummaryReport: EndpointHandler<typeof ENDPOINTS.areaInOutSummaryReport> = async (
  ctx,
) => {
  const q = await visitsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countPairs(ctx, q),
    summaryRows(q, ctx.deps.now(), ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'areaName',
  'visits',
  'totalSeconds',
  'longestSeconds',
  'firstEnterTime',
  'lastExitTime',
] as const;

export const exportAreaInOutSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportAreaInOutSummaryReport
> = async (ctx) => {
  const q = await visitsOf(ctx, false);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'area-in-out-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.areaInOut.${c}`)),
    count: () => countPairs(ctx, q),
    slice: async (limit, offset) =>
      (await summaryRows(q, now, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.areaName,
          r.visits,
          r.totalS,
          r.longestS,
          formatChinaTime(r.firstEnterTime),
          r.lastExitTime === null ? '' : formatChinaTime(r.lastExitTime),
        ]),
  });
};

/** The zone filter's choices: map areas the caller sees that one of the company's zone rules watches, by name. */
export const areaInOutZones: EndpointHandler<typeof ENDPOINTS.areaInOutZones> = (ctx) =>
  reportZones(ctx.db, requireUser(ctx));

/** Map areas `user` sees that one of its company's zone rules watches, by name (the zone reports' filters). */
export async function reportZones(db: Database, user: UserAuth): Promise<AreaInOutZone[]> {
  const rows = await db
    .selectFrom('map_areas as a')
    .where(elementVisible(user, 'map_areas', 'a'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('zone_alarms as z')
          .select('z.id')
          .whereRef('z.area_id', '=', 'a.id')
          .where('z.company_id', '=', user.companyId),
      ),
    )
    .select(['a.id', 'a.name'])
    .orderBy('a.name')
    .orderBy('a.id')
    .limit(2000)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
