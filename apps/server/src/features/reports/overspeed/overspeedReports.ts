import {
  formatChinaTime,
  type ENDPOINTS,
  type OVERSPEED_DETAIL_SORT,
  type OVERSPEED_SUMMARY_SORT,
  type overspeedDetailFilters,
  type OverspeedReportRow,
  type OverspeedSummaryRow,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { handleStatusName } from '../../alarmHandling/alarmNames';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { durationSql, maxSpeedSql, overspeedAlarms, sourceOf } from './overspeedQuery';

type Filters = z.output<typeof overspeedDetailFilters>;
type DetailSort = { field: (typeof OVERSPEED_DETAIL_SORT)[number]; order: 'asc' | 'desc' };
type SummarySort = { field: (typeof OVERSPEED_SUMMARY_SORT)[number]; order: 'asc' | 'desc' };

async function alarmsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail)
    await checkDetailQuery(
      ctx.db,
      ctx.t,
      vehicles,
      { ...ctx.input, eventTypes: ctx.input.sources?.length ?? 2 },
      ctx.deps.now(),
    );
  return overspeedAlarms(ctx.db, user, ctx.input, vehicles);
}

type Alarms = Awaited<ReturnType<typeof alarmsOf>>;

function detailRows(q: Alarms, now: number, sort: DetailSort | undefined, limit: number, offset: number) {
  const order = sort?.order ?? 'desc';
  const by =
    sort?.field === 'plate'
      ? sql`v.plate`
      : sort?.field === 'durationS'
        ? durationSql(now)
        : sql`a.begin_time`;
  return q
    .leftJoin('drivers as dr', 'dr.id', 'a.driver_id')
    .select([
      'a.guid',
      'a.vehicle_id',
      'a.first_type',
      'a.begin_time',
      'a.end_time',
      'a.speed_limit',
      'a.begin_lon',
      'a.begin_lat',
      'a.handle_status',
      'v.plate',
      'd.name as department_name',
      'dr.name as driver_name',
      durationSql(now).as('duration_s'),
      maxSpeedSql(now).as('max_speed'),
    ])
    .orderBy(by, order)
    .orderBy('a.guid')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(t: TFunction, r: Awaited<ReturnType<typeof detailRows>>[number]): OverspeedReportRow {
  const source = sourceOf(r.first_type);
  return {
    id: r.guid,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    driverName: r.driver_name ?? '',
    source,
    startTime: Number(r.begin_time),
    endTime: r.end_time === null ? null : Number(r.end_time),
    durationS: Math.max(0, Number(r.duration_s)),
    maxSpeedKmh: Number(r.max_speed),
    speedLimitKmh: source === 2 && Number(r.speed_limit) > 0 ? Number(r.speed_limit) : null,
    lon: r.begin_lon === null ? null : Number(r.begin_lon),
    lat: r.begin_lat === null ? null : Number(r.begin_lat),
    handleStatus: r.handle_status,
    handleStatusName: handleStatusName(t, r.handle_status),
  };
}

/** One page of overspeed alarms, newest first unless another whitelisted column is asked for. */
export const overspeedDetailReport: EndpointHandler<typeof ENDPOINTS.overspeedDetailReport> = async (ctx) => {
  const q = await alarmsOf(ctx, true);
  const now = ctx.deps.now();
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    detailRows(q, now, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map((r) => toRow(ctx.t, r)), totalRecords: Number(count.n) };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'driverName',
  'sourceName',
  'startTime',
  'endTime',
  'durationSeconds',
  'maxSpeedKmh',
  'speedLimitKmh',
  'place',
  'handleStatusName',
] as const;

/** The detail as an .xlsx, newest first, read slice by slice. */
export const exportOverspeedDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportOverspeedDetailReport
> = async (ctx) => {
  const q = await alarmsOf(ctx, true);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'overspeed-details',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.overspeed.${c}`)),
    count: async () =>
      Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    slice: async (limit, offset) =>
      (await detailRows(q, now, undefined, limit, offset)).map((raw) => {
        const r = toRow(t, raw);
        return [
          r.plate,
          r.departmentName,
          r.driverName,
          t(`eventReports.overspeed.source.${r.source}`),
          formatChinaTime(r.startTime),
          r.endTime === null ? t('eventReports.overspeed.ongoing') : formatChinaTime(r.endTime),
          r.durationS,
          r.maxSpeedKmh,
          r.speedLimitKmh ?? '',
          placeText(r.lon, r.lat),
          r.handleStatusName,
        ];
      }),
  });
};

function summaryRows(q: Alarms, now: number, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = { plate: 'plate', count: 'n', durationS: 'duration_s', maxSpeedKmh: 'max_speed' }[field];
  return q
    .select([
      'a.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${durationSql(now)})`.as('duration_s'),
      sql<number>`max(${maxSpeedSql(now)})`.as('max_speed'),
    ])
    .groupBy(['a.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('a.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): OverspeedSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    count: Number(r.n),
    durationS: Math.max(0, Number(r.duration_s)),
    maxSpeedKmh: Number(r.max_speed),
  };
}

const vehicleCount = async (q: Alarms) =>
  Number((await q.select(sql<number>`count(distinct a.vehicle_id)`.as('n')).executeTakeFirstOrThrow()).n);

/** Per vehicle over the range (at most 12 months): alarms, summed duration, top speed; one page of vehicles. */
export const overspeedSummaryReport: EndpointHandler<typeof ENDPOINTS.overspeedSummaryReport> = async (
  ctx,
) => {
  const q = await alarmsOf(ctx, false);
  const now = ctx.deps.now();
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    vehicleCount(q),
    summaryRows(q, now, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = ['plate', 'departmentName', 'count', 'totalSeconds', 'highestSpeed'] as const;

export const exportOverspeedSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportOverspeedSummaryReport
> = async (ctx) => {
  const q = await alarmsOf(ctx, false);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'overspeed-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.overspeed.${c}`)),
    count: () => vehicleCount(q),
    slice: async (limit, offset) =>
      (await summaryRows(q, now, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [r.plate, r.departmentName, r.count, r.durationS, r.maxSpeedKmh]),
  });
};
