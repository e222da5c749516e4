import {
  ONLINE_RATE_SLOT_MS,
  type ENDPOINTS,
  type OnlineRateFigures,
  type WarehouseOnlineRateSite,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';

const DAY_MS = 86_400_000;

function figures(expected: number, online: number): OnlineRateFigures {
  return { expected, online, rate: expected === 0 ? 0 : online / expected };
}

/**
 * Temperature online rate of each warehouse point over the last 2, 3, 7 or 30 days. The window ends at `endTime`
 * (now when absent) rounded down to a whole minute and starts `days` × 1440 minutes earlier; each of its minutes
 * is one expected slot per point, online when the point has a reading with a value (value_c not null: offline
 * markers do not count) whose time falls in that minute. Counted in the database: distinct minutes
 * (`time / 60000`, integer division on both databases) per point over its (point_id, time) key.
 */
export const warehouseOnlineRate: EndpointHandler<typeof ENDPOINTS.warehouseOnlineRate> = async (ctx) => {
  const user = requireUser(ctx);
  const endTime =
    Math.floor((ctx.input.endTime ?? ctx.deps.now()) / ONLINE_RATE_SLOT_MS) * ONLINE_RATE_SLOT_MS;
  const startTime = endTime - ctx.input.days * DAY_MS;
  const minutes = (endTime - startTime) / ONLINE_RATE_SLOT_MS;
  const rows = await ctx.db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .innerJoin('temp_points as p', 'p.site_id', 's.id')
    .where(inScope(user, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .select([
      's.id as site_id',
      's.name as site_name',
      'd.name as department_name',
      'p.id as point_id',
      'p.probe_no',
      'p.name as point_name',
      sql<number>`(select count(distinct r.time / ${sql.lit(ONLINE_RATE_SLOT_MS)}) from temp_readings r
        where r.point_id = p.id and r.value_c is not null and r.time >= ${startTime} and r.time < ${endTime})`.as(
        'online',
      ),
    ])
    .orderBy('s.name')
    .orderBy('s.id')
    .orderBy('p.probe_no')
    .execute();
  const sites = new Map<number, WarehouseOnlineRateSite>();
  for (const r of rows) {
    const siteId = Number(r.site_id);
    let site = sites.get(siteId);
    if (!site) {
      site = { siteId, name: r.site_name, departmentName: r.department_name, points: [], ...figures(0, 0) };
      sites.set(siteId, site);
    }
    const online = Number(r.online);
    site.points.push({
      pointId: Number(r.point_id),
      probeNo: Number(r.probe_no),
      name: r.point_name,
      ...figures(minutes, online),
    });
    Object.assign(site, figures(site.expected + minutes, site.online + online));
  }
  return { startTime, endTime, minutes, warehouses: [...sites.values()] };
};
