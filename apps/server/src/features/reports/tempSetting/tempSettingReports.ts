import {
  describeOverTempChange,
  formatChinaTime,
  overTempThresholdsOf,
  overTempThresholdsText,
  type ENDPOINTS,
  type OverTempThresholds,
  type TEMP_SETTING_DETAIL_SORT,
  type TEMP_SETTING_SUMMARY_SORT,
  type TempSettingRow,
  type TempSettingSummaryRow,
  type tempSettingDetailFilters,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { containsText } from '../../../scope/likePattern';
import {
  loadCompanyAlarmRules,
  loadEffectiveAlarmRules,
  storedAlarmRule,
} from '../../alarmRules/effectiveAlarmRules';
import {
  OVER_TEMP_LOG_COLUMNS,
  operatorName,
  overTempLogEntry,
  overTempLogQuery,
  type OverTempLogQuery,
} from '../../overTemp/overTempLogQuery';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof tempSettingDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof TEMP_SETTING_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof TEMP_SETTING_SUMMARY_SORT)[number]; order: Order };

/** The company default's entries first on every sort (they have no plate). */
const companyFirst = sql`case when l.vehicle_id is null then 0 else 1 end`;

/**
 * The setting log in the range, as the settings page reads it: the company default's changes unless a vehicle,
 * department or plate is chosen, and the changes of the report's vehicles; narrowed by user and action.
 */
async function changesOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const f = ctx.input;
  const vehicles = await reportVehicles(ctx.db, user, f, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, f, ctx.deps.now());
  const narrowed = Boolean(f.vehicleIds?.length || f.departmentId !== undefined || f.plate);
  let q = overTempLogQuery(
    ctx.db,
    { companyId: user.companyId, startTime: f.startTime, endTime: f.endTime },
    vehicles,
    narrowed,
  );
  if (f.user) {
    q = q.where(
      sql<SqlBool>`(${containsText('u.user_name', f.user)} or ${containsText('u.real_name', f.user)})`,
    );
  }
  if (f.actions?.length) q = q.where('l.action', 'in', f.actions);
  return q;
}

const countOf = async (q: OverTempLogQuery, what: 'rows' | 'groups') =>
  Number(
    (
      await q
        .select(
          what === 'rows'
            ? sql<number>`count(*)`.as('n')
            : // The company default counts as one group of its own.
              sql<number>`count(distinct coalesce(l.vehicle_id, 0))`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: OverTempLogQuery, sort: DetailSort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'at';
  const order = sort?.order ?? 'desc';
  const by = {
    at: sql`l.at`,
    plate: sql`v.plate`,
    // As the row shows the user: the real name, else the login.
    operator: sql`coalesce(nullif(u.real_name, ''), u.user_name, '')`,
    action: sql`l.action`,
  }[field];
  let sorted = q.select(OVER_TEMP_LOG_COLUMNS);
  if (field === 'plate') sorted = sorted.orderBy(companyFirst, order);
  return sorted.orderBy(by, order).orderBy('l.id', 'desc').limit(limit).offset(offset).execute();
}

const toRow = (r: Awaited<ReturnType<typeof detailRows>>[number]): TempSettingRow => overTempLogEntry(r);

/** One page of changes, newest first unless another whitelisted column is asked for. */
export const tempSettingDetailReport: EndpointHandler<typeof ENDPOINTS.tempSettingDetailReport> = async (
  ctx,
) => {
  const q = await changesOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countOf(q, 'rows'), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toRow), totalRecords: total };
};

/** A side of a change in words: none saved before, deleted after, else the thresholds. */
export function thresholdsCell(
  t: TFunction,
  value: OverTempThresholds | null,
  side: 'before' | 'after',
): string {
  if (value) return overTempThresholdsText(t, value);
  return t(side === 'before' ? 'eventReports.tempSetting.none' : 'eventReports.tempSetting.deletedAfter');
}

const DETAIL_COLUMNS = [
  'at',
  'operator',
  'plate',
  'departmentName',
  'action',
  'before',
  'after',
  'change',
] as const;

export const exportTempSettingDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportTempSettingDetailReport
> = async (ctx) => {
  const q = await changesOf(ctx, true);
  const { t } = ctx;
  const k = (key: string) => t(`eventReports.tempSetting.${key}`);
  return reportSheet(ctx, {
    stem: 'temp-settings',
    headers: DETAIL_COLUMNS.map(k),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          formatChinaTime(r.at),
          r.operator,
          r.plate ?? k('companyDefault'),
          r.departmentName ?? '',
          k(`actions.${r.action}`),
          thresholdsCell(t, r.before, 'before'),
          thresholdsCell(t, r.after, 'after'),
          describeOverTempChange(t, r.before, r.after).join('; '),
        ]),
  });
};

function summaryGroups(q: OverTempLogQuery, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = { plate: 'plate', changes: 'changes', lastAt: 'last_at' }[field];
  return q
    .select([
      'l.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('changes'),
      sql<number>`max(l.at)`.as('last_at'),
    ])
    .groupBy(['l.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(companyFirst)
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('l.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * A page of summary rows: each group's last change (the newest of the query's changes at its last time) and who made
 * it, and what applies now — the vehicle's own over-temperature setting, else the company default, else built in.
 */
async function summaryRows(
  ctx: HandlerContext<Filters>,
  q: OverTempLogQuery,
  sort: SummarySort | undefined,
  limit: number,
  offset: number,
): Promise<TempSettingSummaryRow[]> {
  const groups = await summaryGroups(q, sort, limit, offset);
  if (groups.length === 0) return [];
  const companyId = requireUser(ctx).companyId;
  const last = await q
    .select(['l.id', 'l.vehicle_id', 'l.user_id', 'u.real_name', 'u.user_name'])
    .where((eb) =>
      eb.or(
        groups.map((g) =>
          eb.and([
            g.vehicle_id === null ? eb('l.vehicle_id', 'is', null) : eb('l.vehicle_id', '=', g.vehicle_id),
            eb('l.at', '=', Number(g.last_at)),
          ]),
        ),
      ),
    )
    .orderBy('l.id', 'desc')
    .execute();
  const lastBy = new Map<number, string>();
  for (const r of last) {
    const key = r.vehicle_id ?? 0;
    if (!lastBy.has(key)) lastBy.set(key, operatorName(r, r.user_id));
  }
  const vehicleIds = groups.flatMap((g) => (g.vehicle_id === null ? [] : [g.vehicle_id]));
  const [effective, company, own] = await Promise.all([
    loadEffectiveAlarmRules(ctx.db, vehicleIds),
    loadCompanyAlarmRules(ctx.db, [companyId]),
    vehicleIds.length
      ? ctx.db
          .selectFrom('alarm_rule_vehicles')
          .select(['vehicle_id', 'settings'])
          .where('vehicle_id', 'in', vehicleIds)
          .where('type', '=', 'overTemperature')
          .execute()
      : Promise.resolve([]),
  ]);
  const owning = new Set(
    own.filter((r) => storedAlarmRule('overTemperature', r.settings)).map((r) => r.vehicle_id),
  );
  const companyRule = company.get(companyId)!.overTemperature;
  return groups.map((g) => {
    const rule =
      g.vehicle_id === null ? companyRule : (effective.get(g.vehicle_id)?.overTemperature ?? companyRule);
    return {
      vehicleId: g.vehicle_id,
      plate: g.plate,
      departmentName: g.department_name,
      changes: Number(g.changes),
      lastAt: Number(g.last_at),
      lastOperator: lastBy.get(g.vehicle_id ?? 0) ?? '',
      current: overTempThresholdsOf(rule),
      ownSetting: g.vehicle_id !== null && owning.has(g.vehicle_id),
    };
  });
}

/** Per vehicle over the range (at most 12 months), the company default's row first. */
export const tempSettingSummaryReport: EndpointHandler<typeof ENDPOINTS.tempSettingSummaryReport> = async (
  ctx,
) => {
  const q = await changesOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'groups'),
    summaryRows(ctx, q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows, totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'changes',
  'lastAt',
  'lastOperator',
  'current',
  'source',
] as const;

export const exportTempSettingSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportTempSettingSummaryReport
> = async (ctx) => {
  const q = await changesOf(ctx, false);
  const { t } = ctx;
  const k = (key: string) => t(`eventReports.tempSetting.${key}`);
  return reportSheet(ctx, {
    stem: 'temp-settings-summary',
    headers: SUMMARY_COLUMNS.map(k),
    count: () => countOf(q, 'groups'),
    slice: async (limit, offset) =>
      (await summaryRows(ctx, q, undefined, limit, offset)).map((r) => [
        r.plate ?? k('companyDefault'),
        r.departmentName ?? '',
        r.changes,
        formatChinaTime(r.lastAt),
        r.lastOperator,
        overTempThresholdsText(t, r.current),
        r.vehicleId === null ? '' : k(`sources.${r.ownSetting ? 'own' : 'company'}`),
      ]),
  });
};
