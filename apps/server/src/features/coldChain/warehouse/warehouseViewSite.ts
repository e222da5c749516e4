import type { WarehouseChoice, WarehouseViewPoint } from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';

/** The warehouses a view may show, the one it shows and that one's points (probe order). */
export interface ViewSite {
  warehouses: WarehouseChoice[];
  siteId: number | null;
  points: WarehouseViewPoint[];
}

/**
 * Every warehouse in the caller's scope, and the asked one (absent: the first by name). A warehouse out of scope
 * (or not a warehouse) is as if absent from the database: siteId null, no points, nothing of it read.
 */
export async function viewSite(db: Database, scope: Scope, asked: number | undefined): Promise<ViewSite> {
  const sites = await db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .select(['s.id', 's.name', 'd.name as department_name'])
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  const warehouses = sites.map((s) => ({
    siteId: Number(s.id),
    name: s.name,
    departmentName: s.department_name,
  }));
  const chosen = asked === undefined ? warehouses[0] : warehouses.find((w) => w.siteId === asked);
  if (!chosen) return { warehouses, siteId: null, points: [] };
  const points = await pointsOf(db, [chosen.siteId]);
  return { warehouses, siteId: chosen.siteId, points: points.map(({ siteId: _, ...p }) => p) };
}

/** The points of these sites, by site then probe number. */
export async function pointsOf(
  db: Database,
  siteIds: number[],
): Promise<(WarehouseViewPoint & { siteId: number })[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .selectFrom('temp_points')
    .where('site_id', 'in', siteIds)
    .select(['id', 'site_id', 'probe_no', 'name', 'min_c', 'max_c', 'humidity_min', 'humidity_max'])
    .orderBy('site_id')
    .orderBy('probe_no')
    .execute();
  return rows.map((r) => ({
    siteId: Number(r.site_id),
    pointId: Number(r.id),
    probeNo: Number(r.probe_no),
    name: r.name,
    minC: Number(r.min_c),
    maxC: Number(r.max_c),
    humidityMin: r.humidity_min === null ? null : Number(r.humidity_min),
    humidityMax: r.humidity_max === null ? null : Number(r.humidity_max),
  }));
}
