import type {
  ColdWarningEndReason,
  ColdWarningKind,
  ColdWarningRow,
  ColdWarningTarget,
  ENDPOINTS,
  ParsedRequestOf,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { HandlerContext } from '../../http/endpointHandler';
import { userOf } from '../../resources/resourceHandlers';
import type { AnyDb } from '../../resources/resourceSpec';
import { inScope } from '../../scope/inScope';

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;
type ListInput = Input<'sentinelWarningList'> | Input<'storePredictionReminders'>;
type ExportInput = Input<'sentinelWarningExport'> | Input<'storePredictionExport'>;

/** Most rows one export of the warnings list holds. */
export const COLD_WARNING_EXPORT_MAX = 10_000;

interface WarningFilters {
  ruleId?: number | undefined;
  unacknowledged?: boolean | undefined;
}

/** Warnings of one kind in the caller's scope (one rule's with `ruleId`, only unacknowledged ones on request). */
function warningsInScope(ctx: ListInput | ExportInput, kind: ColdWarningKind, filters: WarningFilters) {
  const auth = userOf(ctx);
  let q = ctx.db
    .selectFrom('cold_warnings as w')
    .innerJoin('cold_warning_rules as r', 'r.id', 'w.rule_id')
    .innerJoin('sites as s', 's.id', 'w.site_id')
    .innerJoin('temp_points as p', 'p.id', 'w.point_id')
    .leftJoin('users as u', 'u.id', 'w.acknowledged_by')
    .where('w.kind', '=', kind)
    .where(inScope(auth, 'cold_warnings', 'w'));
  if (filters.ruleId !== undefined) q = q.where('w.rule_id', '=', filters.ruleId);
  if (filters.unacknowledged) q = q.where('w.acknowledged_at', 'is', null);
  return q;
}

/**
 * One page of the warnings, newest first (id breaking ties), with the measured lead; `before` continues after the
 * last row of the previous page (what an export walks with, so rows added meanwhile neither repeat nor shift it).
 */
export async function readWarnings(
  ctx: ListInput | ExportInput,
  kind: ColdWarningKind,
  filters: WarningFilters,
  page: { limit: number; offset?: number; before?: { warnedAt: number; id: number } },
): Promise<ColdWarningRow[]> {
  let q = warningsInScope(ctx, kind, filters);
  const before = page.before;
  if (before)
    q = q.where((eb) =>
      eb.or([
        eb('w.warned_at', '<', before.warnedAt),
        eb.and([eb('w.warned_at', '=', before.warnedAt), eb('w.id', '<', before.id)]),
      ]),
    );
  const rows = await q
    .select([
      'w.id',
      'w.rule_id',
      'r.name as rule_name',
      'w.kind',
      'w.site_id',
      's.name as site_name',
      'w.point_id',
      'p.name as point_name',
      'w.side',
      'w.limit_c',
      'w.value_c',
      'w.slope_c_per_min',
      'w.warned_at',
      'w.predicted_at',
      'w.crossed_at',
      'w.ended_at',
      'w.end_reason',
      'w.acknowledged_at',
      sql<string | null>`coalesce(nullif(u.real_name, ''), u.user_name)`.as('acknowledged_by'),
    ])
    .orderBy('w.warned_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
  return rows.map((r) => {
    const crossedAt = r.crossed_at === null ? null : Number(r.crossed_at);
    const warnedAt = Number(r.warned_at);
    return {
      id: r.id,
      ruleId: r.rule_id,
      ruleName: r.rule_name,
      kind: r.kind as ColdWarningKind,
      siteId: r.site_id,
      siteName: r.site_name,
      pointId: r.point_id,
      pointName: r.point_name,
      side: r.side === 'low' ? 'low' : 'high',
      limitC: Number(r.limit_c),
      valueC: Number(r.value_c),
      slopeCPerMin: Number(r.slope_c_per_min),
      warnedAt,
      predictedAt: Number(r.predicted_at),
      crossedAt,
      leadMs: crossedAt === null ? null : crossedAt - warnedAt,
      endedAt: r.ended_at === null ? null : Number(r.ended_at),
      endReason: r.end_reason as ColdWarningEndReason | null,
      acknowledgedAt: r.acknowledged_at === null ? null : Number(r.acknowledged_at),
      acknowledgedBy: r.acknowledged_by,
    };
  });
}

/** Warnings of one kind in the caller's scope, newest first and counted. */
async function listWarnings(ctx: ListInput, kind: ColdWarningKind) {
  const { curPage, pageSize } = ctx.input;
  const counted = await warningsInScope(ctx, kind, ctx.input)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const data = await readWarnings(ctx, kind, ctx.input, {
    limit: pageSize,
    offset: (curPage - 1) * pageSize,
  });
  return { totalRecords: Number(counted.n), data };
}

/** Sites in scope (stores only for store predictions) with their points, by name. */
async function targets(
  ctx: Input<'sentinelWarningTargets'>,
  storesOnly: boolean,
): Promise<ColdWarningTarget[]> {
  const auth = userOf(ctx);
  let q = ctx.db
    .selectFrom('sites as s')
    .leftJoin('temp_points as p', 'p.site_id', 's.id')
    .select(['s.id', 's.name', 's.kind', 'p.id as point_id', 'p.name as point_name', 'p.min_c', 'p.max_c'])
    .where(inScope(auth, 'sites', 's'));
  if (storesOnly) q = q.where('s.kind', '=', 'store');
  const rows = await q.orderBy('s.name').orderBy('s.id').orderBy('p.probe_no').execute();
  const sites = new Map<number, ColdWarningTarget>();
  for (const r of rows) {
    let site = sites.get(r.id);
    if (!site) {
      site = { id: r.id, name: r.name, kind: r.kind === 'store' ? 'store' : 'warehouse', points: [] };
      sites.set(r.id, site);
    }
    if (r.point_id !== null)
      site.points.push({
        id: r.point_id,
        name: r.point_name ?? '',
        minC: Number(r.min_c),
        maxC: Number(r.max_c),
      });
  }
  return [...sites.values()];
}

export const coldWarningHandlers = {
  sentinelWarningTargets: (ctx: Input<'sentinelWarningTargets'>) => targets(ctx, false),
  storePredictionTargets: (ctx: Input<'storePredictionTargets'>) =>
    targets(ctx as unknown as Input<'sentinelWarningTargets'>, true),
  sentinelWarningList: (ctx: Input<'sentinelWarningList'>) => listWarnings(ctx, 'sentinel'),
  storePredictionReminders: (ctx: Input<'storePredictionReminders'>) => listWarnings(ctx, 'storePrediction'),
  /** Acknowledges reminders in scope; ones acknowledged before keep who saw them first. */
  storePredictionAcknowledge: async (ctx: Input<'storePredictionAcknowledge'>) => {
    const auth = userOf(ctx);
    const ids = [...new Set(ctx.input.ids)];
    const db = ctx.db as unknown as AnyDb;
    const result = await db
      .updateTable('cold_warnings as w')
      .set({ acknowledged_by: auth.userId, acknowledged_at: ctx.deps.now() })
      .where('w.id', 'in', ids)
      .where('w.kind', '=', 'storePrediction')
      .where('w.acknowledged_at', 'is', null)
      .where(inScope(auth, 'cold_warnings', 'w'))
      .executeTakeFirst();
    return { changed: Number(result.numUpdatedRows) };
  },
};
