import {
  ALARM_FIRST_TYPE,
  WARNING_KINDS,
  formatChinaTime,
  warningSecondType,
  type ENDPOINTS,
  type WARNING_DETAIL_SORT,
  type WARNING_SUMMARY_SORT,
  type WarningDetailRow,
  type WarningKind,
  type WarningSummaryRow,
  type warningDetailFilters,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { handleStatusName } from '../../alarmHandling/alarmNames';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { durationSql } from '../overspeed/overspeedQuery';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof warningDetailFilters>;
type DetailSort = { field: (typeof WARNING_DETAIL_SORT)[number]; order: 'asc' | 'desc' };
type SummarySort = { field: (typeof WARNING_SUMMARY_SORT)[number]; order: 'asc' | 'desc' };

const KIND_BY_SECOND_TYPE = new Map<number, WarningKind>(WARNING_KINDS.map((k) => [warningSecondType(k), k]));

/**
 * The terminal's pre-warnings (device alarms whose second type is a warning bit's kind) of the company started in
 * the range, of the chosen kinds (all unless said), on the report's vehicles: a seek of `alarms_kind_time` per kind.
 */
async function warningsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  const chosen = ctx.input.kinds?.length ? ctx.input.kinds : WARNING_KINDS;
  if (detail)
    await checkDetailQuery(
      ctx.db,
      ctx.t,
      vehicles,
      { ...ctx.input, eventTypes: chosen.length },
      ctx.deps.now(),
    );
  return ctx.db
    .selectFrom('alarms as a')
    .innerJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('a.company_id', '=', user.companyId)
    .where('a.first_type', '=', ALARM_FIRST_TYPE.device)
    .where('a.second_type', 'in', chosen.map(warningSecondType))
    .where('a.begin_time', '>=', ctx.input.startTime)
    .where('a.begin_time', '<=', ctx.input.endTime)
    .where(vehicles);
}

type Warnings = Awaited<ReturnType<typeof warningsOf>>;

function detailRows(q: Warnings, now: number, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = { startTime: sql`a.begin_time`, plate: sql`v.plate`, durationS: durationSql(now) }[
    sort?.field ?? 'startTime'
  ];
  return q
    .select([
      'a.guid',
      'a.vehicle_id',
      'a.second_type',
      'a.begin_time',
      'a.end_time',
      'a.b_speed',
      'a.begin_lon',
      'a.begin_lat',
      'a.handle_status',
      'v.plate',
      'd.name as department_name',
      durationSql(now).as('duration_s'),
    ])
    .orderBy(by, sort?.order ?? 'desc')
    .orderBy('a.begin_time', 'desc')
    .orderBy('a.guid')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(t: TFunction, r: Awaited<ReturnType<typeof detailRows>>[number]): WarningDetailRow {
  return {
    id: r.guid,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    kind: KIND_BY_SECOND_TYPE.get(r.second_type) ?? 'dangerWarning',
    startTime: Number(r.begin_time),
    endTime: r.end_time === null ? null : Number(r.end_time),
    durationS: Math.max(0, Number(r.duration_s)),
    speedKmh: Number(r.b_speed),
    lon: r.begin_lon === null ? null : Number(r.begin_lon),
    lat: r.begin_lat === null ? null : Number(r.begin_lat),
    handleStatus: r.handle_status,
    handleStatusName: handleStatusName(t, r.handle_status),
  };
}

const warningCount = async (q: Warnings) =>
  Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** One page of pre-warnings, newest first unless another whitelisted column is asked for. */
export const warningDetailReport: EndpointHandler<typeof ENDPOINTS.warningDetailReport> = async (ctx) => {
  const q = await warningsOf(ctx, true);
  const now = ctx.deps.now();
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    warningCount(q),
    detailRows(q, now, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map((r) => toRow(ctx.t, r)), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'kindName',
  'startTime',
  'endTime',
  'durationSeconds',
  'speedKmh',
  'place',
  'handleStatusName',
] as const;

export const exportWarningDetailReport: EndpointHandler<typeof ENDPOINTS.exportWarningDetailReport> = async (
  ctx,
) => {
  const q = await warningsOf(ctx, true);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'warning-details',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.warning.${c}`)),
    count: () => warningCount(q),
    slice: async (limit, offset) =>
      (await detailRows(q, now, undefined, limit, offset)).map((raw) => {
        const r = toRow(t, raw);
        return [
          r.plate,
          r.departmentName,
          t(`alarm.deviceAlarmKind.${r.kind}`),
          formatChinaTime(r.startTime),
          r.endTime === null ? t('eventReports.warning.ongoing') : formatChinaTime(r.endTime),
          r.durationS,
          r.speedKmh,
          placeText(r.lon, r.lat),
          r.handleStatusName,
        ];
      }),
  });
};

function summaryRows(q: Warnings, now: number, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = { plate: 'plate', total: 'total', durationS: 'duration_s' }[field];
  const kindCount = (kind: WarningKind) =>
    sql<number>`sum(case when a.second_type = ${warningSecondType(kind)} then 1 else 0 end)`.as(kind);
  return q
    .select([
      'a.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(${durationSql(now)})`.as('duration_s'),
      kindCount('dangerWarning'),
      kindCount('overspeedWarning'),
      kindCount('fatigueDrivingWarning'),
      kindCount('collisionWarning'),
      kindCount('rolloverWarning'),
    ])
    .groupBy(['a.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('a.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): WarningSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    total: Number(r.total),
    durationS: Math.max(0, Number(r.duration_s)),
    dangerWarning: Number(r.dangerWarning),
    overspeedWarning: Number(r.overspeedWarning),
    fatigueDrivingWarning: Number(r.fatigueDrivingWarning),
    collisionWarning: Number(r.collisionWarning),
    rolloverWarning: Number(r.rolloverWarning),
  };
}

const vehicleCount = async (q: Warnings) =>
  Number((await q.select(sql<number>`count(distinct a.vehicle_id)`.as('n')).executeTakeFirstOrThrow()).n);

/** Per vehicle over the range (at most 12 months): warnings, their summed duration and counts per kind. */
export const warningSummaryReport: EndpointHandler<typeof ENDPOINTS.warningSummaryReport> = async (ctx) => {
  const q = await warningsOf(ctx, false);
  const now = ctx.deps.now();
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    vehicleCount(q),
    summaryRows(q, now, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

export const exportWarningSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportWarningSummaryReport
> = async (ctx) => {
  const q = await warningsOf(ctx, false);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'warning-summary',
    headers: [
      t('eventReports.warning.plate'),
      t('eventReports.warning.departmentName'),
      t('eventReports.warning.total'),
      t('eventReports.warning.totalSeconds'),
      ...WARNING_KINDS.map((k) => t(`alarm.deviceAlarmKind.${k}`)),
    ],
    count: () => vehicleCount(q),
    slice: async (limit, offset) =>
      (await summaryRows(q, now, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [r.plate, r.departmentName, r.total, r.durationS, ...WARNING_KINDS.map((k) => r[k])]),
  });
};
