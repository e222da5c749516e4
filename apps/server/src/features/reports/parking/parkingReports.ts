import {
  formatChinaTime,
  type ENDPOINTS,
  type PARKING_DETAIL_SORT,
  type PARKING_SUMMARY_SORT,
  type ParkingAcc,
  type parkingDetailFilters,
  type ParkingReportRow,
  type ParkingSummaryRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof parkingDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof PARKING_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof PARKING_SUMMARY_SORT)[number]; order: Order };

/**
 * The stored stops (the daily roll-up's `vehicle_stops`, never raw positions) of the company's report vehicles that
 * started in the range and last at least the chosen minutes; a seek of `vehicle_stops_company_start`.
 */
async function stopsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const f = ctx.input;
  const vehicles = await reportVehicles(ctx.db, user, f, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, f, ctx.deps.now());
  return ctx.db
    .selectFrom('vehicle_stops as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('s.company_id', '=', user.companyId)
    .where('s.start_time', '>=', f.startTime)
    .where('s.start_time', '<=', f.endTime)
    .where('s.duration_s', '>=', Math.ceil(f.minMinutes * 60))
    .where(vehicles);
}

type Stops = Awaited<ReturnType<typeof stopsOf>>;

const countOf = async (q: Stops, what: 'rows' | 'vehicles') =>
  Number(
    (
      await q
        .select(
          what === 'rows' ? sql<number>`count(*)`.as('n') : sql<number>`count(distinct s.vehicle_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

const DETAIL_ORDER = { startTime: 's.start_time', durationS: 's.duration_s', plate: 'v.plate' } as const;

function detailRows(q: Stops, sort: DetailSort | undefined, limit: number, offset: number) {
  return q
    .select([
      's.vehicle_id',
      's.start_time',
      's.end_time',
      's.duration_s',
      's.lon',
      's.lat',
      's.acc',
      'v.plate',
      'd.name as department_name',
    ])
    .orderBy(sql.ref(DETAIL_ORDER[sort?.field ?? 'startTime']), sort?.order ?? 'desc')
    .orderBy('s.start_time', 'desc')
    .orderBy('s.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): ParkingReportRow {
  const vehicleId = Number(r.vehicle_id);
  const startTime = Number(r.start_time);
  return {
    id: `${vehicleId}:${startTime}`,
    vehicleId,
    plate: r.plate,
    departmentName: r.department_name,
    startTime,
    endTime: Number(r.end_time),
    durationS: Number(r.duration_s),
    lon: Number(r.lon),
    lat: Number(r.lat),
    acc: Number(r.acc) as ParkingAcc,
  };
}

/** One page of stops, the latest first unless another whitelisted column is asked for. */
export const parkingDetailReport: EndpointHandler<typeof ENDPOINTS.parkingDetailReport> = async (ctx) => {
  const q = await stopsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countOf(q, 'rows'), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'startTime',
  'endTime',
  'durationSeconds',
  'place',
  'accName',
] as const;

export const exportParkingDetailReport: EndpointHandler<typeof ENDPOINTS.exportParkingDetailReport> = async (
  ctx,
) => {
  const q = await stopsOf(ctx, true);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'parking-details',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.parking.${c}`)),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          formatChinaTime(r.startTime),
          formatChinaTime(r.endTime),
          r.durationS,
          placeText(r.lon, r.lat),
          t(`eventReports.parking.acc.${r.acc}`),
        ]),
  });
};

const SUMMARY_ORDER = {
  plate: 'plate',
  stops: 'n',
  totalStopS: 'total_s',
  longestStopS: 'longest_s',
} as const;

function summaryRows(q: Stops, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  return q
    .select([
      's.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(s.duration_s)`.as('total_s'),
      sql<number>`max(s.duration_s)`.as('longest_s'),
    ])
    .groupBy(['s.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(SUMMARY_ORDER[field]), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('s.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): ParkingSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    stops: Number(r.n),
    totalStopS: Number(r.total_s),
    longestStopS: Number(r.longest_s),
  };
}

/** Per vehicle over the range (at most 12 months): stops, total and longest stop time; one page of vehicles. */
export const parkingSummaryReport: EndpointHandler<typeof ENDPOINTS.parkingSummaryReport> = async (ctx) => {
  const q = await stopsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'vehicles'),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = ['plate', 'departmentName', 'stops', 'totalSeconds', 'longestSeconds'] as const;

export const exportParkingSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportParkingSummaryReport
> = async (ctx) => {
  const q = await stopsOf(ctx, false);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'parking-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.parking.${c}`)),
    count: () => countOf(q, 'vehicles'),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [r.plate, r.departmentName, r.stops, r.totalStopS, r.longestStopS]),
  });
};
