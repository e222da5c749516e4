import type { SiteBoardSite } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import type { SiteKind } from './siteRecord';

/**
 * Every point of every site of a kind (warehouse or store) in the caller's scope with its latest reading (the newest temp_readings row of
 * the point, found through the (point_id, time) key); the console then follows the live feed's 'temperature'
 * events for these points.
 */
export async function siteBoardOf(db: Database, scope: Scope, kind: SiteKind): Promise<SiteBoardSite[]> {
  const rows = await db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .leftJoin('temp_points as p', 'p.site_id', 's.id')
    .leftJoin('temp_readings as r', (join) =>
      join
        .onRef('r.point_id', '=', 'p.id')
        .on('r.time', '=', sql<number>`(select max(r2.time) from temp_readings r2 where r2.point_id = p.id)`),
    )
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', kind)
    .select([
      's.id as site_id',
      's.name as site_name',
      'd.name as department_name',
      's.terminal_phone',
      'p.id as point_id',
      'p.probe_no',
      'p.name as point_name',
      'p.min_c',
      'p.max_c',
      'r.value_c',
      'r.state',
      'r.time',
    ])
    .orderBy('s.name')
    .orderBy('s.id')
    .orderBy('p.probe_no')
    .execute();
  const sites = new Map<number, SiteBoardSite>();
  for (const r of rows) {
    const siteId = Number(r.site_id);
    let site = sites.get(siteId);
    if (!site) {
      site = {
        siteId,
        name: r.site_name,
        departmentName: r.department_name,
        terminalPhone: r.terminal_phone ?? '',
        points: [],
      };
      sites.set(siteId, site);
    }
    if (r.point_id === null) continue;
    site.points.push({
      pointId: Number(r.point_id),
      probeNo: Number(r.probe_no),
      name: r.point_name ?? '',
      minC: Number(r.min_c),
      maxC: Number(r.max_c),
      valueC: r.value_c === null ? null : Number(r.value_c),
      state: r.state === null ? null : Number(r.state),
      time: r.time === null ? null : Number(r.time),
    });
  }
  return [...sites.values()];
}
