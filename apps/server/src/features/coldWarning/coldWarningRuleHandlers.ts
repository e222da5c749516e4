import {
  sentinelRuleResource,
  storePredictionResource,
  type ColdWarningKind,
  type RowOf,
  type SaveOf,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import type { UserAuth } from '../../scope/authContext';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnyDb, AnySelect, AnyTrx, WriteContext } from '../../resources/resourceSpec';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';

type Row = RowOf<typeof sentinelRuleResource>;
type Save = SaveOf<typeof sentinelRuleResource>;

const bool = (v: unknown) => Number(v) === 1;
const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The site and point a rule names must be the caller's, the point on that site; a store prediction's a store. */
async function checkTarget(trx: AnyTrx, save: Save, ctx: WriteContext, kind: ColdWarningKind): Promise<void> {
  if (save.siteId == null) return;
  const site = await trx
    .selectFrom('sites as s')
    .select(['s.id', 's.kind'])
    .where('s.id', '=', save.siteId)
    .where(inScope(ctx.auth, 'sites', 's'))
    .executeTakeFirst();
  if (!site) throw businessFailure('errors.notFound');
  if (kind === 'storePrediction' && site.kind !== 'store')
    throw businessFailure('errors.coldWarningSiteNotStore');
  if (save.pointId == null) return;
  const point = await trx
    .selectFrom('temp_points')
    .select('id')
    .where('id', '=', save.pointId)
    .where('site_id', '=', save.siteId)
    .executeTakeFirst();
  if (!point) throw businessFailure('errors.coldWarningPointNotOnSite');
}

/**
 * Early-warning rules on the resource kit: one table for both views, told apart by `kind` (every query of a view
 * sees only its kind). The pipeline reads a site's rules with its settings, so a change reaches the engine at the
 * next settings refresh; a rule's warnings are kept when it is deleted (their history), its open ones end then.
 */
function ruleSpec(kind: ColdWarningKind) {
  return {
    table: 'cold_warning_rules',
    scope: (auth: UserAuth) =>
      sql<SqlBool>`(${inScope(auth, 'cold_warning_rules', 't')} and t.kind = ${kind})`,
    from: (db: AnyDb) =>
      withDepartment(withModifier(db.selectFrom('cold_warning_rules as t')))
        .leftJoin('sites as s', 's.id', 't.site_id')
        .leftJoin('temp_points as p', 'p.id', 't.point_id'),
    select: (q: AnySelect) =>
      auditColumns(
        departmentColumns(
          q.select([
            't.id as id',
            't.name as name',
            't.site_id as siteId',
            's.name as siteName',
            't.point_id as pointId',
            'p.name as pointName',
            't.window_min as windowMinutes',
            't.horizon_min as horizonMinutes',
            't.margin_c as marginC',
            't.warn_high as warnHigh',
            't.warn_low as warnLow',
            't.enabled as enabled',
            't.remark as remark',
            sql<number>`(select count(*) from cold_warnings w where w.rule_id = t.id and w.ended_at is null)`.as(
              'openWarnings',
            ),
          ]),
        ),
      ),
    sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
    filter: (q: AnySelect, f: Partial<Record<string, unknown>>) => {
      const keyword = typeof f.keyword === 'string' ? f.keyword : '';
      if (!keyword) return q;
      return q.where((eb) =>
        eb.or([containsText('t.name', keyword), containsText('s.name', keyword)] as never),
      );
    },
    toRow: (raw: Record<string, unknown>) =>
      ({
        ...raw,
        siteId: numberOrNull(raw.siteId),
        pointId: numberOrNull(raw.pointId),
        marginC: Number(raw.marginC),
        warnHigh: bool(raw.warnHigh),
        warnLow: bool(raw.warnLow),
        enabled: bool(raw.enabled),
        openWarnings: Number(raw.openWarnings),
        modifiedTime: numberOrNull(raw.modifiedTime),
      }) as unknown as Row,
    check: (trx: AnyTrx, save: Save, ctx: WriteContext) => checkTarget(trx, save, ctx, kind),
    toColumns: (s: Save) => ({
      name: s.name,
      site_id: s.siteId ?? null,
      point_id: s.siteId == null ? null : (s.pointId ?? null),
      window_min: s.windowMinutes,
      horizon_min: s.horizonMinutes,
      margin_c: s.marginC,
      warn_high: s.warnHigh ? 1 : 0,
      warn_low: s.warnLow ? 1 : 0,
      enabled: s.enabled ? 1 : 0,
      department_id: s.departmentId,
      remark: s.remark,
    }),
    insertColumns: (_trx: AnyTrx, _save: Save, ctx: WriteContext) => ({ kind, created_at: ctx.now }),
    departmentField: 'departmentId' as const,
  };
}

export const sentinelRuleHandlers = resourceHandlers({
  resource: sentinelRuleResource,
  ...ruleSpec('sentinel'),
});
export const storePredictionHandlers = resourceHandlers({
  resource: storePredictionResource,
  ...ruleSpec('storePrediction'),
});
