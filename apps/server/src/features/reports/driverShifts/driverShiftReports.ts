import {
  formatChinaTime,
  type DRIVER_SHIFT_DETAIL_SORT,
  type DRIVER_SHIFT_SUMMARY_SORT,
  type driverShiftDetailFilters,
  type DriverShiftRow,
  type DriverShiftSummaryRow,
  type ENDPOINTS,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { containsText } from '../../../scope/likePattern';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof driverShiftDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof DRIVER_SHIFT_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof DRIVER_SHIFT_SUMMARY_SORT)[number]; order: Order };

/** 0x0702 card states: inserted (sign in) and pulled (sign out); a read result of 0 is a card read successfully. */
const CARD_IN = 1;
const CARD_OUT = 2;

/**
 * Shifts begun in the range: a card inserted and read, ended by the vehicle's next card report when that is a pull
 * (an ordered seek of `driver_card_events_pk (vehicle_id, time, state)` that stops at the first row). The mileage
 * is two seeks of `track_points_pk (vehicle_id, gps_time)`: the odometer of the last point up to the pull less that
 * of the first point from the insert.
 */
async function shiftsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const f = ctx.input;
  const vehicles = await reportVehicles(ctx.db, user, f, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, f, ctx.deps.now());
  let begun = ctx.db
    .selectFrom('driver_card_events as e')
    .innerJoin('vehicles as v', 'v.id', 'e.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where(vehicles)
    .where('e.state', '=', CARD_IN)
    .where('e.read_result', '=', 0)
    .where('e.time', '>=', f.startTime)
    .where('e.time', '<=', f.endTime);
  if (f.driver) {
    begun = begun.where(
      sql<SqlBool>`(${containsText('e.driver_name', f.driver)} or ${containsText('e.certificate_code', f.driver)})`,
    );
  }
  const shifts = begun.select([
    'e.vehicle_id',
    'v.plate',
    'd.name as department_name',
    'e.driver_name',
    'e.certificate_code',
    'e.time as in_time',
    sql<
      number | null
    >`(select case when c.state = ${CARD_OUT} then c.time end from driver_card_events c where c.vehicle_id = e.vehicle_id and c.time > e.time order by c.time limit 1)`.as(
      'out_time',
    ),
  ]);
  return ctx.db.selectFrom(shifts.as('sh'));
}

type Shifts = Awaited<ReturnType<typeof shiftsOf>>;

const durationSql = sql<number | null>`(sh.out_time - sh.in_time) / 1000`;
const mileageSql = sql<
  number | null
>`((select p.mileage_km from track_points p where p.vehicle_id = sh.vehicle_id and p.gps_time <= sh.out_time order by p.gps_time desc limit 1) - (select p.mileage_km from track_points p where p.vehicle_id = sh.vehicle_id and p.gps_time >= sh.in_time and p.gps_time <= sh.out_time order by p.gps_time limit 1))`;

const countOf = async (q: Shifts, what: 'rows' | 'drivers') =>
  Number(
    (
      await q
        .select(
          what === 'rows'
            ? sql<number>`count(*)`.as('n')
            : sql<number>`count(distinct sh.certificate_code || '|' || sh.driver_name)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Shifts, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = {
    signInTime: sql`sh.in_time`,
    durationS: durationSql,
    plate: sql`sh.plate`,
    driverName: sql`sh.driver_name`,
  }[sort?.field ?? 'signInTime'];
  return (
    q
      .selectAll('sh')
      .select([durationSql.as('duration_s'), mileageSql.as('mileage_km')])
      // Shifts without a pull have no duration: last either way, as both databases order nulls differently.
      .$if(sort?.field === 'durationS', (o) =>
        o.orderBy(sql`case when sh.out_time is null then 1 else 0 end`),
      )
      .orderBy(by, sort?.order ?? 'desc')
      .orderBy('sh.vehicle_id')
      .orderBy('sh.in_time', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

const round1 = (km: number) => Math.round(km * 10) / 10;

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): DriverShiftRow {
  const vehicleId = Number(r.vehicle_id);
  const signInTime = Number(r.in_time);
  return {
    id: `${vehicleId}:${signInTime}`,
    vehicleId,
    plate: r.plate,
    departmentName: r.department_name,
    driverName: r.driver_name,
    cardNumber: r.certificate_code,
    signInTime,
    signOutTime: r.out_time === null ? null : Number(r.out_time),
    durationS: r.duration_s === null ? null : Number(r.duration_s),
    mileageKm: r.mileage_km === null ? null : round1(Math.max(0, Number(r.mileage_km))),
  };
}

/** One page of shifts, latest sign-in first unless another whitelisted column is asked for. */
export const driverShiftDetailReport: EndpointHandler<typeof ENDPOINTS.driverShiftDetailReport> = async (
  ctx,
) => {
  const q = await shiftsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countOf(q, 'rows'), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'driverName',
  'cardNumber',
  'plate',
  'departmentName',
  'signInTime',
  'signOutTime',
  'durationSeconds',
  'mileageKm',
] as const;

export const exportDriverShiftDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportDriverShiftDetailReport
> = async (ctx) => {
  const q = await shiftsOf(ctx, true);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'driver-card-shifts',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.driverShift.${c}`)),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.driverName,
          r.cardNumber,
          r.plate,
          r.departmentName,
          formatChinaTime(r.signInTime),
          r.signOutTime === null
            ? t('eventReports.driverShift.notSignedOut')
            : formatChinaTime(r.signOutTime),
          r.durationS ?? '',
          r.mileageKm ?? '',
        ]),
  });
};

function summaryRows(q: Shifts, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'driverName';
  const column = { driverName: 'driver_name', shifts: 'n', totalS: 'total_s', mileageKm: 'km' }[field];
  return q
    .select([
      'sh.certificate_code',
      'sh.driver_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`count(distinct sh.vehicle_id)`.as('vehicles'),
      sql<number>`coalesce(sum(${durationSql}), 0)`.as('total_s'),
      sql<number>`coalesce(sum(${mileageSql}), 0)`.as('km'),
    ])
    .groupBy(['sh.certificate_code', 'sh.driver_name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'driverName' ? 'asc' : 'desc'))
    .orderBy('sh.certificate_code')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): DriverShiftSummaryRow {
  return {
    id: `${r.certificate_code}|${r.driver_name}`,
    driverName: r.driver_name,
    cardNumber: r.certificate_code,
    shifts: Number(r.n),
    vehicles: Number(r.vehicles),
    totalS: Number(r.total_s),
    mileageKm: round1(Math.max(0, Number(r.km))),
  };
}

/** Per driver over the range (at most 12 months): shifts, vehicles, signed-out time and mileage. */
export const driverShiftSummaryReport: EndpointHandler<typeof ENDPOINTS.driverShiftSummaryReport> = async (
  ctx,
) => {
  const q = await shiftsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'drivers'),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'driverName',
  'cardNumber',
  'shifts',
  'vehicles',
  'totalSeconds',
  'mileageKm',
] as const;

export const exportDriverShiftSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportDriverShiftSummaryReport
> = async (ctx) => {
  const q = await shiftsOf(ctx, false);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'driver-card-shifts-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.driverShift.${c}`)),
    count: () => countOf(q, 'drivers'),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [r.driverName, r.cardNumber, r.shifts, r.vehicles, r.totalS, r.mileageKm]),
  });
};
