import { Readable } from 'node:stream';
import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  TEMPERATURE_ALARM,
  type Page,
  type SiteAlarmRow,
  type SiteAlarmSummaryAnswer,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { TFunction } from 'i18next';
import type { Database } from '../../../db/connect';
import { businessFailure } from '../../../http/apiFailure';
import { xlsxStream, type SheetValue } from '../../../resources/sheet/xlsxStream';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { attachXlsx } from '../../alarmStatistics/attachXlsx';
import type { SiteKind } from './siteRecord';

interface Range {
  bTime: number;
  eTime: number;
}

/** The alarm class of a site's temperature alarms: storage for warehouses, store for stores. */
const CLASS_OF: Record<SiteKind, number> = { warehouse: ALARM_CLASS.storage, store: ALARM_CLASS.store };

/**
 * A site temperature alarm of the range: the site kind's class, first type temperature, begun within
 * [bTime, eTime], of the site it names and in that site's company. `a` is the alarm, `s` the site.
 */
function alarmOfRange(kind: SiteKind, range: Range) {
  return sql<SqlBool>`(a.site_id = s.id and a.company_id = s.company_id
    and a.alarm_class = ${CLASS_OF[kind]} and a.first_type = ${ALARM_FIRST_TYPE.temperature}
    and a.begin_time >= ${range.bTime} and a.begin_time <= ${range.eTime})`;
}

const countOf = (secondType: number) =>
  sql<number>`sum(case when a.second_type = ${secondType} then 1 else 0 end)`;

/** Every site of the kind in scope (those without alarms too) with its alarms of the range counted by type. */
export async function siteAlarmSummaryOf(
  db: Database,
  scope: Scope,
  kind: SiteKind,
  range: Range,
): Promise<SiteAlarmSummaryAnswer> {
  const found = await db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .leftJoin('alarms as a', (join) => join.on(alarmOfRange(kind, range)))
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', kind)
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

/** The alarms behind one count: the site's alarms of the range, of one type or (absent) all, newest first. */
export async function siteAlarmDetailOf(
  db: Database,
  scope: Scope,
  kind: SiteKind,
  input: Range & { siteId: number; secondType?: 1 | 2; curPage: number; pageSize: number },
): Promise<Page<SiteAlarmRow>> {
  const { siteId, secondType, curPage, pageSize } = input;
  let query = db
    .selectFrom('sites as s')
    .innerJoin('alarms as a', (join) => join.on(alarmOfRange(kind, input)))
    .leftJoin('temp_points as p', 'p.id', 'a.point_id')
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', kind)
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
}

/** The words of a summary sheet: the site column's header, the total's, and the file's name. */
export interface SiteSummarySheet {
  siteHeader: string;
  departmentHeader: string;
  totalHeader: string;
  fileName: string;
}

/** A summary as an .xlsx: one row per site, then the totals. */
export function siteAlarmSummaryXlsx(
  answer: SiteAlarmSummaryAnswer,
  t: TFunction,
  reply: FastifyReply,
  now: number,
  sheet: SiteSummarySheet,
): Readable {
  const { rows, totals } = answer;
  if (rows.length === 0) throw businessFailure('errors.noDataToExport');
  const header = [
    t(sheet.siteHeader),
    t(sheet.departmentHeader),
    t('alarm.temperatureAlarm.high'),
    t('alarm.temperatureAlarm.low'),
    t(sheet.totalHeader),
  ].map((h) => ({ header: h }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    await Promise.resolve();
    for (const r of rows) yield [r.name, r.departmentName, r.high, r.low, r.total];
    yield [t(sheet.totalHeader), '', totals.high, totals.low, totals.total];
  }
  attachXlsx(reply, sheet.fileName, now);
  return Readable.from(xlsxStream(header, cells()));
}
