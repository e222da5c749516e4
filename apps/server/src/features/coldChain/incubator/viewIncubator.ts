import type { IncubatorChoice, IncubatorKind } from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { INCUBATOR_SITE_KIND } from './incubatorHandlers';

/** The incubators a view may show, the one it shows, its temperature point and its model's limits. */
export interface ViewIncubator {
  incubators: IncubatorChoice[];
  incubatorId: number | null;
  pointId: number | null;
  minC: number | null;
  maxC: number | null;
}

/**
 * Every incubator in the caller's scope (by code), and the asked one (absent: the first). One out of scope is as
 * if absent from the database: incubatorId null, nothing of it read.
 */
export async function viewIncubator(
  db: Database,
  scope: Scope,
  asked: number | undefined,
): Promise<ViewIncubator> {
  const rows = await db
    .selectFrom('sites as s')
    .innerJoin('incubators as i', 'i.site_id', 's.id')
    .innerJoin('incubator_models as m', 'm.id', 'i.model_id')
    .leftJoin('temp_points as p', 'p.site_id', 's.id')
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', INCUBATOR_SITE_KIND)
    .select(['s.id', 'i.code', 's.name', 'm.kind', 'm.min_c', 'm.max_c', 'p.id as point_id'])
    .orderBy('i.code')
    .orderBy('s.id')
    .execute();
  const incubators = rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    kind: r.kind as IncubatorKind,
  }));
  const chosen = asked === undefined ? rows[0] : rows.find((r) => Number(r.id) === asked);
  if (!chosen) return { incubators, incubatorId: null, pointId: null, minC: null, maxC: null };
  return {
    incubators,
    incubatorId: Number(chosen.id),
    pointId: chosen.point_id === null ? null : Number(chosen.point_id),
    minC: Number(chosen.min_c),
    maxC: Number(chosen.max_c),
  };
}
