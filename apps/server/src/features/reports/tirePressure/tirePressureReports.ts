import {
  TIRE_ALARM_KINDS,
  formatChinaTime,
  tireAlarmBit,
  tireAlarmKinds,
  tirePlace,
  type ENDPOINTS,
  type TIRE_PRESSURE_DETAIL_SORT,
  type TIRE_PRESSURE_SUMMARY_SORT,
  type TireAlarmKind,
  type TirePressureReportRow,
  type TirePressureSummaryRow,
  type tirePressureDetailFilters,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { handleStatusName } from '../../alarmHandling/alarmNames';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof tirePressureDetailFilters>;
type DetailSort = { field: (typeof TIRE_PRESSURE_DETAIL_SORT)[number]; order: 'asc' | 'desc' };
type SummarySort = { field: (typeof TIRE_PRESSURE_SUMMARY_SORT)[number]; order: 'asc' | 'desc' };

/** The bits of the chosen kinds as one mask (a constant of the code, never the caller's text). */
const maskOf = (kinds: readonly TireAlarmKind[]) => kinds.reduce((m, k) => m | tireAlarmBit(k), 0);
const hasBits = (mask: number) => sql<boolean>`(te.alarm_flags & ${sql.lit(mask)}) <> 0`;
const kindCount = (kind: TireAlarmKind) =>
  sql<number>`sum(case when (te.alarm_flags & ${sql.lit(tireAlarmBit(kind))}) <> 0 then 1 else 0 end)`;

/**
 * The tyre events (alarm_tire_events) of the company in the range with one of the chosen kinds (any unless said),
 * on the report's vehicles, with their alarm for its handling. A seek of `alarm_tire_events_company_time`.
 */
async function tireEventsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  const chosen = ctx.input.kinds?.length ? ctx.input.kinds : TIRE_ALARM_KINDS;
  if (detail)
    await checkDetailQuery(
      ctx.db,
      ctx.t,
      vehicles,
      { ...ctx.input, eventTypes: chosen.length },
      ctx.deps.now(),
    );
  return ctx.db
    .selectFrom('alarm_tire_events as te')
    .innerJoin('alarms as a', 'a.guid', 'te.alarm_guid')
    .innerJoin('vehicles as v', 'v.id', 'te.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('te.company_id', '=', user.companyId)
    .where('te.time', '>=', ctx.input.startTime)
    .where('te.time', '<=', ctx.input.endTime)
    .where(hasBits(maskOf(chosen)))
    .where(vehicles);
}

type TireEvents = Awaited<ReturnType<typeof tireEventsOf>>;

function detailRows(q: TireEvents, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = {
    time: sql`te.time`,
    plate: sql`v.plate`,
    tirePosition: sql`te.tire_position`,
    pressureKpa: sql`te.pressure_kpa`,
    temperatureC: sql`te.temperature_c`,
  }[sort?.field ?? 'time'];
  return q
    .select([
      'te.alarm_guid',
      'te.seq',
      'te.vehicle_id',
      'te.time',
      'te.tire_position',
      'te.alarm_flags',
      'te.pressure_kpa',
      'te.temperature_c',
      'te.battery_percent',
      'a.handle_status',
      'v.plate',
      'd.name as department_name',
    ])
    .orderBy(by, sort?.order ?? 'desc')
    .orderBy('te.time', 'desc')
    .orderBy('te.alarm_guid')
    .orderBy('te.seq')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** "axle 1 left" in the reader's language. */
export function tirePlaceName(t: TFunction, position: number): string {
  const { axle, side } = tirePlace(position);
  return t('eventReports.tirePressure.place', { axle, side: t(`eventReports.tirePressure.side.${side}`) });
}

function toRow(t: TFunction, r: Awaited<ReturnType<typeof detailRows>>[number]): TirePressureReportRow {
  const kinds = tireAlarmKinds(r.alarm_flags);
  return {
    id: `${r.alarm_guid}:${r.seq}`,
    alarmId: r.alarm_guid,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    time: Number(r.time),
    tirePosition: r.tire_position,
    tirePlace: tirePlaceName(t, r.tire_position),
    alarmFlags: r.alarm_flags,
    kinds,
    kindNames: kinds.map((k) => t(`eventReports.tirePressure.kind.${k}`)).join(', '),
    pressureKpa: r.pressure_kpa,
    temperatureC: r.temperature_c,
    batteryPercent: r.battery_percent,
    handleStatus: r.handle_status,
    handleStatusName: handleStatusName(t, r.handle_status),
  };
}

const eventCount = async (q: TireEvents) =>
  Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** One page of tyre events, newest first unless another whitelisted column is asked for. */
export const tirePressureDetailReport: EndpointHandler<typeof ENDPOINTS.tirePressureDetailReport> = async (
  ctx,
) => {
  const q = await tireEventsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([eventCount(q), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map((r) => toRow(ctx.t, r)), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'time',
  'tirePlace',
  'kindNames',
  'pressureKpa',
  'temperatureC',
  'batteryPercent',
  'handleStatusName',
] as const;

/** The detail as an .xlsx, newest first, read slice by slice. */
export const exportTirePressureDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportTirePressureDetailReport
> = async (ctx) => {
  const q = await tireEventsOf(ctx, true);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'tire-pressure-details',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.tirePressure.${c}`)),
    count: () => eventCount(q),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset)).map((raw) => {
        const r = toRow(t, raw);
        return [
          r.plate,
          r.departmentName,
          formatChinaTime(r.time),
          r.tirePlace,
          r.kindNames,
          r.pressureKpa,
          r.temperatureC,
          r.batteryPercent,
          r.handleStatusName,
        ];
      }),
  });
};

function summaryRows(q: TireEvents, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  return q
    .select([
      'te.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('events'),
      sql<number>`count(distinct te.tire_position)`.as('tires'),
      sql<number>`min(te.pressure_kpa)`.as('lowestPressureKpa'),
      sql<number>`max(te.temperature_c)`.as('highestTemperatureC'),
      sql<number>`max(te.time)`.as('lastTime'),
      ...TIRE_ALARM_KINDS.map((k) => kindCount(k).as(k)),
    ])
    .groupBy(['te.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(field), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('te.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): TirePressureSummaryRow {
  const raw = r as unknown as Record<TireAlarmKind, number | string>;
  const byKind = Object.fromEntries(TIRE_ALARM_KINDS.map((k) => [k, Number(raw[k])])) as Record<
    TireAlarmKind,
    number
  >;
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    events: Number(r.events),
    tires: Number(r.tires),
    lowestPressureKpa: Number(r.lowestPressureKpa),
    highestTemperatureC: Number(r.highestTemperatureC),
    lastTime: Number(r.lastTime),
    ...byKind,
  };
}

const vehicleCount = async (q: TireEvents) =>
  Number((await q.select(sql<number>`count(distinct te.vehicle_id)`.as('n')).executeTakeFirstOrThrow()).n);

/** Per vehicle over the range (at most 12 months): tyre events by kind, tyres, extremes, last event. */
export const tirePressureSummaryReport: EndpointHandler<typeof ENDPOINTS.tirePressureSummaryReport> = async (
  ctx,
) => {
  const q = await tireEventsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([vehicleCount(q), summaryRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

export const exportTirePressureSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportTirePressureSummaryReport
> = async (ctx) => {
  const q = await tireEventsOf(ctx, false);
  const { t } = ctx;
  const p = 'eventReports.tirePressure';
  return reportSheet(ctx, {
    stem: 'tire-pressure-summary',
    headers: [
      t(`${p}.plate`),
      t(`${p}.departmentName`),
      t(`${p}.events`),
      ...TIRE_ALARM_KINDS.map((k) => t(`${p}.kind.${k}`)),
      t(`${p}.tires`),
      t(`${p}.lowestPressureKpa`),
      t(`${p}.highestTemperatureC`),
      t(`${p}.lastTime`),
    ],
    count: () => vehicleCount(q),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.events,
          ...TIRE_ALARM_KINDS.map((k) => r[k]),
          r.tires,
          r.lowestPressureKpa,
          r.highestTemperatureC,
          formatChinaTime(r.lastTime),
        ]),
  });
};
