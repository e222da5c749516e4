import {
  AI_ANALYSIS_CATEGORIES,
  ALARM_FIRST_TYPE,
  ALARM_ICON_TYPES,
  HAZARD_LEVEL,
  aiAnalysisIconTypes,
  formatChinaTime,
  isAlarmIconType,
  type AI_ANALYSIS_DETAIL_SORT,
  type AI_ANALYSIS_SUMMARY_SORT,
  type AiAnalysisCategory,
  type AiAnalysisReportRow,
  type AiAnalysisSummaryRow,
  type ENDPOINTS,
  type aiAnalysisDetailFilters,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { alarmName, handleStatusName, levelName } from '../../alarmHandling/alarmNames';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof aiAnalysisDetailFilters>;
type DetailSort = { field: (typeof AI_ANALYSIS_DETAIL_SORT)[number]; order: 'asc' | 'desc' };
type SummarySort = { field: (typeof AI_ANALYSIS_SUMMARY_SORT)[number]; order: 'asc' | 'desc' };

function categoryOf(secondType: number): AiAnalysisCategory {
  const kind = isAlarmIconType(secondType) ? ALARM_ICON_TYPES[secondType].kind : 'adas';
  return (AI_ANALYSIS_CATEGORIES as readonly string[]).includes(kind) ? (kind as AiAnalysisCategory) : 'adas';
}

/** `count of the group's alarms whose icon type is in the category` as SQL. */
const categoryCount = (category: AiAnalysisCategory) =>
  sql<number>`sum(case when a.second_type in (${sql.join(aiAnalysisIconTypes(category))}) then 1 else 0 end)`;
const levelCount = (level: number) => sql<number>`sum(case when a.level = ${level} then 1 else 0 end)`;

/**
 * Active-safety alarms (first type 2) of the company started in the range whose icon type is one of the chosen
 * categories (all three unless said), on the report's vehicles. A seek of `alarms_kind_time (company_id, first_type,
 * second_type, begin_time)` per icon type.
 */
async function alarmsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  const chosen = ctx.input.categories?.length ? ctx.input.categories : AI_ANALYSIS_CATEGORIES;
  if (detail)
    await checkDetailQuery(
      ctx.db,
      ctx.t,
      vehicles,
      { ...ctx.input, eventTypes: chosen.length },
      ctx.deps.now(),
    );
  const iconTypes = chosen.flatMap(aiAnalysisIconTypes);
  return ctx.db
    .selectFrom('alarms as a')
    .innerJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('a.company_id', '=', user.companyId)
    .where('a.first_type', '=', ALARM_FIRST_TYPE.activeSafety)
    .where('a.second_type', 'in', iconTypes)
    .where('a.begin_time', '>=', ctx.input.startTime)
    .where('a.begin_time', '<=', ctx.input.endTime)
    .where(vehicles);
}

type Alarms = Awaited<ReturnType<typeof alarmsOf>>;

function detailRows(q: Alarms, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = {
    startTime: sql`a.begin_time`,
    plate: sql`v.plate`,
    alarmType: sql`a.second_type`,
    level: sql`a.level`,
  }[sort?.field ?? 'startTime'];
  return q
    .select([
      'a.guid',
      'a.vehicle_id',
      'a.second_type',
      'a.level',
      'a.begin_time',
      'a.end_time',
      'a.b_speed',
      'a.begin_lon',
      'a.begin_lat',
      'a.handle_status',
      'v.plate',
      'd.name as department_name',
    ])
    .orderBy(by, sort?.order ?? 'desc')
    .orderBy('a.begin_time', 'desc')
    .orderBy('a.guid')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(t: TFunction, r: Awaited<ReturnType<typeof detailRows>>[number]): AiAnalysisReportRow {
  return {
    id: r.guid,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    category: categoryOf(r.second_type),
    alarmType: r.second_type,
    alarmTypeName: alarmName(t, ALARM_FIRST_TYPE.activeSafety, r.second_type),
    level: r.level,
    levelName: levelName(t, r.level),
    startTime: Number(r.begin_time),
    endTime: r.end_time === null ? null : Number(r.end_time),
    speedKmh: Number(r.b_speed),
    lon: r.begin_lon === null ? null : Number(r.begin_lon),
    lat: r.begin_lat === null ? null : Number(r.begin_lat),
    handleStatus: r.handle_status,
    handleStatusName: handleStatusName(t, r.handle_status),
  };
}

const alarmCount = async (q: Alarms) =>
  Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** One page of active-safety alarms, newest first unless another whitelisted column is asked for. */
export const aiAnalysisDetailReport: EndpointHandler<typeof ENDPOINTS.aiAnalysisDetailReport> = async (
  ctx,
) => {
  const q = await alarmsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([alarmCount(q), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map((r) => toRow(ctx.t, r)), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'categoryName',
  'alarmTypeName',
  'levelName',
  'startTime',
  'endTime',
  'speedKmh',
  'place',
  'handleStatusName',
] as const;

/** The detail as an .xlsx, newest first, read slice by slice. */
export const exportAiAnalysisDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportAiAnalysisDetailReport
> = async (ctx) => {
  const q = await alarmsOf(ctx, true);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'ai-analysis-details',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.aiAnalysis.${c}`)),
    count: () => alarmCount(q),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset)).map((raw) => {
        const r = toRow(t, raw);
        return [
          r.plate,
          r.departmentName,
          t(`eventReports.aiAnalysis.category.${r.category}`),
          r.alarmTypeName,
          r.levelName,
          formatChinaTime(r.startTime),
          r.endTime === null ? t('eventReports.aiAnalysis.ongoing') : formatChinaTime(r.endTime),
          r.speedKmh,
          placeText(r.lon, r.lat),
          r.handleStatusName,
        ];
      }),
  });
};

function summaryRows(q: Alarms, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  return q
    .select([
      'a.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('total'),
      categoryCount('adas').as('adas'),
      categoryCount('dsm').as('dsm'),
      categoryCount('bsd').as('bsd'),
      levelCount(HAZARD_LEVEL.high).as('high'),
      levelCount(HAZARD_LEVEL.medium).as('medium'),
      levelCount(HAZARD_LEVEL.low).as('low'),
    ])
    .groupBy(['a.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(field), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('a.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): AiAnalysisSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    total: Number(r.total),
    adas: Number(r.adas),
    dsm: Number(r.dsm),
    bsd: Number(r.bsd),
    high: Number(r.high),
    medium: Number(r.medium),
    low: Number(r.low),
  };
}

const vehicleCount = async (q: Alarms) =>
  Number((await q.select(sql<number>`count(distinct a.vehicle_id)`.as('n')).executeTakeFirstOrThrow()).n);

/** Per vehicle over the range (at most 12 months): alarms by category and by level; one page of vehicles. */
export const aiAnalysisSummaryReport: EndpointHandler<typeof ENDPOINTS.aiAnalysisSummaryReport> = async (
  ctx,
) => {
  const q = await alarmsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([vehicleCount(q), summaryRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'total',
  'adas',
  'dsm',
  'bsd',
  'high',
  'medium',
  'low',
] as const;

export const exportAiAnalysisSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportAiAnalysisSummaryReport
> = async (ctx) => {
  const q = await alarmsOf(ctx, false);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'ai-analysis-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.aiAnalysis.${c}`)),
    count: () => vehicleCount(q),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [r.plate, r.departmentName, r.total, r.adas, r.dsm, r.bsd, r.high, r.medium, r.low]),
  });
};
