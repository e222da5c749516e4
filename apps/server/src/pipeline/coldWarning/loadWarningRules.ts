import type { Database } from '../../db/connect';
import type { WarningSide } from './PointWarnings';
import type { OpenWarning, WarningRule } from './PointWarnings';

const MINUTE_MS = 60_000;

/**
 * The enabled early-warning rules that reach a site: those naming it (or one of its points), and those naming no
 * site whose department subtree holds the site's department. Store predictions reach stores only. Also the
 * site's warnings left open by a previous process, to be ended by the readings that follow.
 */
export async function loadWarningRules(
  db: Database,
  site: { siteId: number; companyId: number; departmentPath: string; isStore: boolean },
): Promise<{ rules: WarningRule[]; open: OpenWarning[] }> {
  const rows = await db
    .selectFrom('cold_warning_rules as r')
    .innerJoin('departments as d', 'd.id', 'r.department_id')
    .select([
      'r.id',
      'r.kind',
      'r.site_id',
      'r.point_id',
      'r.window_min',
      'r.horizon_min',
      'r.margin_c',
      'r.warn_high',
      'r.warn_low',
      'd.path',
    ])
    .where('r.company_id', '=', site.companyId)
    .where('r.enabled', '=', 1)
    .where((eb) => eb.or([eb('r.site_id', '=', site.siteId), eb('r.site_id', 'is', null)]))
    .execute();
  const rules = rows
    .filter(
      (r) =>
        (r.site_id !== null || site.departmentPath.startsWith(r.path)) &&
        (site.isStore || r.kind !== 'storePrediction'),
    )
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      pointId: r.point_id,
      windowMs: r.window_min * MINUTE_MS,
      horizonMs: r.horizon_min * MINUTE_MS,
      marginC: Number(r.margin_c),
      high: r.warn_high === 1,
      low: r.warn_low === 1,
    }));
  const open = await db
    .selectFrom('cold_warnings')
    .select([
      'guid',
      'rule_id',
      'kind',
      'point_id',
      'side',
      'limit_c',
      'value_c',
      'slope_c_per_min',
      'warned_at',
      'predicted_at',
    ])
    .where('site_id', '=', site.siteId)
    .where('ended_at', 'is', null)
    .execute();
  return {
    rules,
    open: open.map((w) => ({
      guid: w.guid,
      ruleId: w.rule_id,
      kind: w.kind,
      pointId: w.point_id,
      side: (w.side === 'low' ? 'low' : 'high') satisfies WarningSide,
      limitC: Number(w.limit_c),
      valueC: Number(w.value_c),
      slopeCPerMin: Number(w.slope_c_per_min),
      warnedAt: Number(w.warned_at),
      predictedAt: Number(w.predicted_at),
    })),
  };
}
