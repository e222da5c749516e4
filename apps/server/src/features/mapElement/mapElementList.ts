import type { ENDPOINTS, MapElement, MapElementKind, OperationId } from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { ApiFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { UserAuth } from '../../scope/authContext';
import { escapeLike } from '../../scope/likePattern';
import { parsePoints } from './elementColumns';

const SOURCES: Record<
  MapElementKind,
  { table: 'map_points' | 'map_areas' | 'map_lines'; page: OperationId }
> = {
  point: { table: 'map_points', page: 'mapPointManage' },
  area: { table: 'map_areas', page: 'mapAreaManage' },
  line: { table: 'map_lines', page: 'mapLineManage' },
};

/** What a map shows: the caller's department subtree, and everything the company shares. */
function visible(auth: UserAuth) {
  const subtree = `${escapeLike(auth.departmentPath)}%`;
  return sql<SqlBool>`(t.company_id = ${auth.companyId} and (t.share_mode = 'company' or t.department_id in (select d.id from departments d where d.company_id = ${auth.companyId} and d.path like ${subtree} escape '\\')))`;
}

/**
 * One page of the points, areas or lines a map draws (seed paging: curPage from 1 until totalRecords are held).
 * Needs the kind's page; ordered by id so pages neither repeat nor skip.
 */
export const mapElementList: EndpointHandler<typeof ENDPOINTS.mapElementList> = async (ctx) => {
  const auth = requireUser(ctx);
  const { kind, curPage, pageSize } = ctx.input;
  const source = SOURCES[kind];
  if (!(await auth.operations()).has(source.page)) throw new ApiFailure(403, 'errors.noPermission');
  const base = ctx.db.selectFrom(`${source.table} as t` as 'map_areas as t').where(visible(auth));
  const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      't.id',
      't.name',
      't.share_mode as shareMode',
      sql<string>`${sql.raw(kind === 'line' ? "''" : 't.category_code')}`.as('categoryCode'),
      sql<number>`${sql.raw(kind === 'line' ? '0' : 't.lon')}`.as('lon'),
      sql<number>`${sql.raw(kind === 'line' ? '0' : 't.lat')}`.as('lat'),
      sql<number>`${sql.raw(kind === 'line' ? 't.offset_m' : 't.radius')}`.as('radius'),
      sql<string>`${sql.raw(kind === 'area' ? 't.shape' : "''")}`.as('shape'),
      sql<string>`${sql.raw(kind === 'point' ? "'[]'" : 't.points')}`.as('points'),
      sql<string>`${sql.raw(kind === 'area' ? 't.region_code' : "''")}`.as('regionCode'),
    ])
    .orderBy('t.id')
    .limit(pageSize)
    .offset((curPage - 1) * pageSize)
    .execute();
  const data: MapElement[] = rows.map((r) => {
    const points = parsePoints(r.points);
    const start = points[0];
    return {
      id: Number(r.id),
      kind,
      name: r.name,
      categoryCode: r.categoryCode,
      lon: kind === 'line' && start ? start[0] : Number(r.lon),
      lat: kind === 'line' && start ? start[1] : Number(r.lat),
      radius: Number(r.radius),
      shape: r.shape as MapElement['shape'],
      points,
      regionCode: r.regionCode,
      shareMode: r.shareMode === 'company' ? 'company' : 'department',
    };
  });
  return { data, totalRecords: Number(counted.n) };
};
