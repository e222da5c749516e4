import {
  formatChinaTime,
  TEMPERATURE_ALARM,
  type ENDPOINTS,
  type OVER_TEMP_DETAIL_SORT,
  type OVER_TEMP_SUMMARY_SORT,
  type overTempReportDetailFilters,
  type OverTempReportRow,
  type OverTempStatRow,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/connect';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { handleStatusName } from '../../alarmHandling/alarmNames';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { overTempEpisodes } from './overTempEpisodes';
import { pointLimits } from './overTempLimits';

type Filters = z.output<typeof overTempReportDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof OVER_TEMP_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof OVER_TEMP_SUMMARY_SORT)[number]; order: Order };

async function episodesOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  const now = ctx.deps.now();
  // Over-temperature is one event type to the detail rules, whichever sides are asked for.
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, now);
  return ctx.db.selectFrom(overTempEpisodes(ctx.db, user, ctx.input, vehicles, now).as('ep'));
}

type Episodes = Awaited<ReturnType<typeof episodesOf>>;

/**
 * A sort on `column` with rows without a value (no reading in the episode, no episode of that side) last whichever
 * way it goes (PostgreSQL allows only a bare output name in ORDER BY, so no expression around it).
 */
const sortedBy = (column: string, order: Order) => sql`${sql.ref(column)} ${sql.raw(order)} nulls last`;

function detailRows(q: Episodes, sort: DetailSort | undefined, limit: number, offset: number) {
  const column = { startTime: 'begin_time', durationS: 'duration_s', plate: 'plate', extremeC: 'extreme_c' }[
    sort?.field ?? 'startTime'
  ];
  return q
    .selectAll('ep')
    .orderBy(sortedBy(`ep.${column}`, sort?.order ?? 'desc'))
    .orderBy('ep.guid')
    .limit(limit)
    .offset(offset)
    .execute();
}

type Raw = Awaited<ReturnType<typeof detailRows>>[number];

/** Page rows with the limit each broke (the limits of the page's vehicles, read once). */
async function toRows(
  db: Database,
  t: TFunction,
  companyId: number,
  raw: Raw[],
): Promise<OverTempReportRow[]> {
  const limits = await pointLimits(
    db,
    companyId,
    raw.map((r) => Number(r.vehicle_id)),
  );
  return raw.map((r) => {
    const side = r.second_type === TEMPERATURE_ALARM.high ? 'high' : 'low';
    const limit = r.point_id === null ? undefined : limits.get(r.point_id);
    return {
      id: r.guid,
      vehicleId: Number(r.vehicle_id),
      plate: r.plate,
      departmentName: r.department_name,
      pointId: r.point_id,
      probeNo: r.probe_no,
      pointName: r.point_name ?? '',
      side,
      startTime: Number(r.begin_time),
      endTime: r.end_time === null ? null : Number(r.end_time),
      durationS: Math.max(0, Number(r.duration_s)),
      limitC: (side === 'high' ? limit?.maxC : limit?.minC) ?? null,
      extremeC: r.extreme_c === null ? null : Number(r.extreme_c),
      lon: r.begin_lon === null ? null : Number(r.begin_lon),
      lat: r.begin_lat === null ? null : Number(r.begin_lat),
      handleStatus: r.handle_status,
      handleStatusName: handleStatusName(t, r.handle_status),
    };
  });
}

const countRows = async (q: Episodes) =>
  Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

/** One page of episodes, newest first unless another whitelisted column is asked for. */
export const overTempDetail: EndpointHandler<typeof ENDPOINTS.overTempDetailReportDetail> = async (ctx) => {
  const q = await episodesOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countRows(q), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: await toRows(ctx.db, ctx.t, requireUser(ctx).companyId, rows), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'pointName',
  'sideName',
  'startTime',
  'endTime',
  'durationSeconds',
  'limitC',
  'extremeC',
  'place',
  'handleStatusName',
] as const;

/** The detail as an .xlsx, newest first, read slice by slice. */
export const exportOverTempDetail: EndpointHandler<
  typeof ENDPOINTS.exportOverTempDetailReportDetail
> = async (ctx) => {
  const q = await episodesOf(ctx, true);
  const { t } = ctx;
  const k = (key: string) => t(`eventReports.overTemp.${key}`);
  const companyId = requireUser(ctx).companyId;
  return reportSheet(ctx, {
    stem: 'over-temperature-details',
    headers: DETAIL_COLUMNS.map(k),
    count: () => countRows(q),
    slice: async (limit, offset) =>
      (await toRows(ctx.db, t, companyId, await detailRows(q, undefined, limit, offset))).map((r) => [
        r.plate,
        r.departmentName,
        r.pointName,
        k(`side.${r.side}`),
        formatChinaTime(r.startTime),
        r.endTime === null ? k('ongoing') : formatChinaTime(r.endTime),
        r.durationS,
        r.limitC ?? '',
        r.extremeC ?? '',
        placeText(r.lon, r.lat),
        r.handleStatusName,
      ]),
  });
};

const HIGH = sql.lit(TEMPERATURE_ALARM.high);

function perProbe(q: Episodes) {
  return q
    .select([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      'ep.point_id',
      'ep.probe_no',
      'ep.point_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(case when ep.second_type = ${HIGH} then 1 else 0 end)`.as('high_n'),
      sql<number>`sum(case when ep.second_type = ${HIGH} then 0 else 1 end)`.as('low_n'),
      sql<number>`sum(ep.duration_s)`.as('total_s'),
      sql<number>`sum(ep.in_range_s)`.as('in_range_s'),
      sql<number | null>`max(case when ep.second_type = ${HIGH} then ep.extreme_c end)`.as('highest_c'),
      sql<number | null>`min(case when ep.second_type = ${HIGH} then null else ep.extreme_c end)`.as(
        'lowest_c',
      ),
    ])
    .groupBy([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      'ep.point_id',
      'ep.probe_no',
      'ep.point_name',
    ]);
}

function summaryRows(q: Episodes, sort: SummarySort | undefined, limit: number, offset: number) {
  const column = {
    plate: 'plate',
    count: 'n',
    durationS: 'total_s',
    share: 'in_range_s',
    highestC: 'highest_c',
    lowestC: 'lowest_c',
  }[sort?.field ?? 'count'];
  // Unsorted: most episodes first, then longest out of range, so the probes that need a look lead the table.
  return perProbe(q)
    .orderBy(sortedBy(column, sort?.order ?? (column === 'plate' ? 'asc' : 'desc')))
    .orderBy(sql.ref('total_s'), 'desc')
    .orderBy('ep.vehicle_id')
    .orderBy('ep.probe_no')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toStatRow(r: Awaited<ReturnType<typeof summaryRows>>[number], rangeS: number): OverTempStatRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    pointId: r.point_id,
    probeNo: r.probe_no,
    pointName: r.point_name ?? '',
    count: Number(r.n),
    highCount: Number(r.high_n),
    lowCount: Number(r.low_n),
    durationS: Math.max(0, Number(r.total_s)),
    share: rangeS > 0 ? Math.min(1, Math.max(0, Number(r.in_range_s)) / rangeS) : 0,
    highestC: r.highest_c === null ? null : Number(r.highest_c),
    lowestC: r.lowest_c === null ? null : Number(r.lowest_c),
  };
}

const countProbes = async (db: Database, q: Episodes) =>
  Number(
    (
      await db
        .selectFrom(
          q.select(['ep.vehicle_id', 'ep.point_id']).groupBy(['ep.vehicle_id', 'ep.point_id']).as('g'),
        )
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Seconds of the range up to now: what a probe's time out of range is a share of. */
const rangeSeconds = (f: Filters, now: number) =>
  Math.max(0, (Math.min(f.endTime, now) - f.startTime) / 1000);

/** Per vehicle probe over the range (at most 12 months): episodes, time out of range and its share, extremes. */
export const overTempSummary: EndpointHandler<typeof ENDPOINTS.overTempDetailReportSummary> = async (ctx) => {
  const q = await episodesOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const rangeS = rangeSeconds(ctx.input, ctx.deps.now());
  const [total, rows] = await Promise.all([
    countProbes(ctx.db, q),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map((r) => toStatRow(r, rangeS)), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'pointName',
  'count',
  'highCount',
  'lowCount',
  'totalSeconds',
  'sharePercent',
  'highestC',
  'lowestC',
] as const;

export const exportOverTempSummary: EndpointHandler<
  typeof ENDPOINTS.exportOverTempDetailReportSummary
> = async (ctx) => {
  const q = await episodesOf(ctx, false);
  const rangeS = rangeSeconds(ctx.input, ctx.deps.now());
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'over-temperature-statistics',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.overTemp.${c}`)),
    count: () => countProbes(ctx.db, q),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map((r) => toStatRow(r, rangeS))
        .map((r) => [
          r.plate,
          r.departmentName,
          r.pointName,
          r.count,
          r.highCount,
          r.lowCount,
          r.durationS,
          Math.round(r.share * 10_000) / 100,
          r.highestC ?? '',
          r.lowestC ?? '',
        ]),
  });
};
