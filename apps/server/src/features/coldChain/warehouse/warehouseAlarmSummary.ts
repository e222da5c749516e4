import { Readable } from 'node:stream';
import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  TEMPERATURE_ALARM,
  type ENDPOINTS,
  type WarehouseAlarmSummaryAnswer,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import { businessFailure } from '../../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../../resources/sheet/xlsxStream';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { attachXlsx } from '../../alarmStatistics/attachXlsx';

interface Range {
  bTime: number;
  eTime: number;
}

/**
 * A warehouse temperature alarm of the range: class storage, first type temperature, begun within [bTime, eTime],
 * of the warehouse it names and in that warehouse's company. `a` is the alarm, `s` the warehouse.
 */
function alarmOfRange(range: Range) {
  return sql<SqlBool>`(a.site_id = s.id and a.company_id = s.company_id
    and a.alarm_class = ${ALARM_CLASS.storage} and a.first_type = ${ALARM_FIRST_TYPE.temperature}
    and a.begin_time >= ${range.bTime} and a.begin_time <= ${range.eTime})`;
}

const countOf = (secondType: number) =>
  sql<number>`sum(case when a.second_type = ${secondType} then 1 else 0 end)`;

/** Every warehouse in scope (those without alarms too) with its alarms of the range counted by type. */
export async function warehouseAlarmSummaryOf(
  db: Database,
  scope: Scope,
  range: Range,
): Promise<WarehouseAlarmSummaryAnswer> {
  const found = await db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .leftJoin('alarms as a', (join) => join.on(alarmOfRange(range)))
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .groupBy(['s.id', 's.name', 'd.name'])
    .select((eb) => [
      's.id as site_id',
      's.name as name',
      'd.name as department_name',
      eb.fn.count<number>('a.guid').as('total'),
      countOf(TEMPERATURE_ALARM.high).as('high'),
      countOf(TEMPERATURE_ALARM.low).as('low'),
    ])
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  const totals = { high: 0, low: 0, total: 0 };
  const rows = found.map((r) => {
    const row = {
      siteId: Number(r.site_id),
      name: r.name,
      departmentName: r.department_name,
      high: Number(r.high ?? 0),
      low: Number(r.low ?? 0),
      total: Number(r.total),
    };
    totals.high += row.high;
    totals.low += row.low;
    totals.total += row.total;
    return row;
  });
  return { rows, totals };
}

export const warehouseAlarmSummary: EndpointHandler<typeof ENDPOINTS.warehouseAlarmSummary> = (ctx) =>
  warehouseAlarmSummaryOf(ctx.db, requireUser(ctx), ctx.input);

/** The alarms behind one count: the warehouse's alarms of the range, of one type or (absent) all, newest first. */
export const warehouseAlarmDetail: EndpointHandler<typeof ENDPOINTS.warehouseAlarmDetail> = async (ctx) => {
  const user = requireUser(ctx);
  const { siteId, secondType, curPage, pageSize } = ctx.input;
  let query = ctx.db
    .selectFrom('sites as s')
    .innerJoin('alarms as a', (join) => join.on(alarmOfRange(ctx.input)))
    .leftJoin('temp_points as p', 'p.id', 'a.point_id')
    .where(inScope(user, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .where('s.id', '=', siteId);
  if (secondType !== undefined) query = query.where('a.second_type', '=', secondType);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'a.guid',
      's.id as site_id',
      's.name as site_name',
      'p.name as point_name',
      'a.second_type',
      'a.level',
      'a.begin_time',
      'a.end_time',
    ])
    .orderBy('a.begin_time', 'desc')
    .orderBy('a.guid')
    .limit(pageSize)
    .offset((curPage - 1) * pageSize)
    .execute();
  return {
    totalRecords: Number(counted.n),
    data: rows.map((r) => ({
      guid: r.guid,
      siteId: Number(r.site_id),
      siteName: r.site_name,
      pointName: r.point_name ?? '',
      secondType: Number(r.second_type),
      level: Number(r.level),
      beginTime: Number(r.begin_time),
      endTime: r.end_time === null ? null : Number(r.end_time),
    })),
  };
};

/** The summary as an .xlsx: one row per warehouse, then the totals. */
export const exportWarehouseAlarmSummary: EndpointHandler<
  typeof ENDPOINTS.exportWarehouseAlarmSummary
> = async (ctx) => {
  const { rows, totals } = await warehouseAlarmSummaryOf(ctx.db, requireUser(ctx), ctx.input);
  if (rows.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const header = [
    t('warehouse.alarmSummary.warehouse'),
    t('warehouse.alarmSummary.department'),
    t('alarm.temperatureAlarm.high'),
    t('alarm.temperatureAlarm.low'),
    t('warehouse.alarmSummary.total'),
  ].map((h) => ({ header: h }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    await Promise.resolve();
    for (const r of rows) yield [r.name, r.departmentName, r.high, r.low, r.total];
    yield [t('warehouse.alarmSummary.total'), '', totals.high, totals.low, totals.total];
  }
  attachXlsx(ctx.reply, 'warehouse-alarm-summary', ctx.deps.now());
  return Readable.from(xlsxStream(header, cells()));
};
