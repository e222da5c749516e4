import { SWITCH_KIND, type SWITCH_DOOR_DETAIL_SORT, type SWITCH_DOOR_SUMMARY_SORT } from '@roadwatch/core';
import {
  formatChinaTime,
  type ENDPOINTS,
  type switchDoorDetailFilters,
  type SwitchDoorReportRow,
  type SwitchDoorSummaryRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { openSecondsSql, switchEpisodes } from '../switchEpisodes';

type Filters = z.output<typeof switchDoorDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof SWITCH_DOOR_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof SWITCH_DOOR_SUMMARY_SORT)[number]; order: Order };

async function episodesOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return ctx.db.selectFrom(switchEpisodes(ctx.db, SWITCH_KIND.door, ctx.input, vehicles).as('ep'));
}

type Episodes = Awaited<ReturnType<typeof episodesOf>>;

const countOf = async (q: Episodes, what: 'rows' | 'vehicles') =>
  Number(
    (
      await q
        .select(
          what === 'rows'
            ? sql<number>`count(*)`.as('n')
            : sql<number>`count(distinct ep.vehicle_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Episodes, now: number, sort: DetailSort | undefined, limit: number, offset: number) {
  const by =
    sort?.field === 'plate'
      ? sql`ep.plate`
      : sort?.field === 'durationS'
        ? openSecondsSql(now)
        : sql`ep.open_time`;
  return q
    .selectAll('ep')
    .select(openSecondsSql(now).as('duration_s'))
    .orderBy(by, sort?.order ?? 'desc')
    .orderBy('ep.vehicle_id')
    .orderBy('ep.open_time')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): SwitchDoorReportRow {
  const vehicleId = Number(r.vehicle_id);
  const openTime = Number(r.open_time);
  return {
    id: `${vehicleId}:${openTime}`,
    vehicleId,
    plate: r.plate,
    departmentName: r.department_name,
    openTime,
    closeTime: r.close_time === null ? null : Number(r.close_time),
    durationS: Math.max(0, Number(r.duration_s)),
  };
}

/** One page of door-open episodes, latest opening first unless another whitelisted column is asked for. */
export const switchDoorDetailReport: EndpointHandler<typeof ENDPOINTS.switchDoorDetailReport> = async (
  ctx,
) => {
  const q = await episodesOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'rows'),
    detailRows(q, ctx.deps.now(), ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = ['plate', 'departmentName', 'openTime', 'closeTime', 'durationSeconds'] as const;

export const exportSwitchDoorDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportSwitchDoorDetailReport
> = async (ctx) => {
  const q = await episodesOf(ctx, true);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'door-openings',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.switchDoor.${c}`)),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, now, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          formatChinaTime(r.openTime),
          r.closeTime === null ? t('eventReports.switchDoor.stillOpen') : formatChinaTime(r.closeTime),
          r.durationS,
        ]),
  });
};

function summaryRows(q: Episodes, now: number, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = { plate: 'plate', openings: 'n', totalOpenS: 'total_s', longestOpenS: 'longest_s' }[field];
  return q
    .select([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${openSecondsSql(now)})`.as('total_s'),
      sql<number>`max(${openSecondsSql(now)})`.as('longest_s'),
    ])
    .groupBy(['ep.vehicle_id', 'ep.plate', 'ep.department_name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('ep.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): SwitchDoorSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    openings: Number(r.n),
    totalOpenS: Math.max(0, Number(r.total_s)),
    longestOpenS: Math.max(0, Number(r.longest_s)),
  };
}

/** Per vehicle over the range (at most 12 months): openings, total and longest open time; one page of vehicles. */
export const switchDoorSummaryReport: EndpointHandler<typeof ENDPOINTS.switchDoorSummaryReport> = async (
  ctx,
) => {
  const q = await episodesOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'vehicles'),
    summaryRows(q, ctx.deps.now(), ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = ['plate', 'departmentName', 'openings', 'totalSeconds', 'longestSeconds'] as const;

export const exportSwitchDoorSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportSwitchDoorSummaryReport
> = async (ctx) => {
  const q = await episodesOf(ctx, false);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'door-openings-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.switchDoor.${c}`)),
    count: () => countOf(q, 'vehicles'),
    slice: async (limit, offset) =>
      (await summaryRows(q, now, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [r.plate, r.departmentName, r.openings, r.totalOpenS, r.longestOpenS]),
  });
};
