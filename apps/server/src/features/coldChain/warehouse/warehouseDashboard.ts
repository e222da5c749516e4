import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  chinaTodayRange,
  TEMPERATURE_POINT_STATE,
  type ENDPOINTS,
  type WarehouseDashboardCard,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { pointsOf } from './warehouseViewSite';

/**
 * The company's warehouses in the caller's scope as cards: each point's latest reading (online = it has a value,
 * in alarm = its state is alarm) and the warehouse's temperature alarms begun today (China day).
 */
export const warehouseDashboard: EndpointHandler<typeof ENDPOINTS.warehouseDashboard> = async (ctx) => {
  const user = requireUser(ctx);
  const today = chinaTodayRange(ctx.deps.now());
  const sites = await ctx.db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .where(inScope(user, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .select((eb) => [
      's.id',
      's.name',
      'd.name as department_name',
      eb
        .selectFrom('alarms as a')
        .whereRef('a.site_id', '=', 's.id')
        .whereRef('a.company_id', '=', 's.company_id')
        .where('a.alarm_class', '=', ALARM_CLASS.storage)
        .where('a.first_type', '=', ALARM_FIRST_TYPE.temperature)
        .where('a.begin_time', '>=', today.bTime)
        .where('a.begin_time', '<=', today.eTime)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('alarms_today'),
    ])
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  const points = await pointsOf(
    ctx.db,
    sites.map((s) => Number(s.id)),
  );
  const latest = new Map<number, { valueC: number | null; state: number; time: number }>();
  if (points.length > 0) {
    const rows = await ctx.db
      .selectFrom('temp_readings as r')
      .where(
        'r.point_id',
        'in',
        points.map((p) => p.pointId),
      )
      .where(
        'r.time',
        '=',
        sql<number>`(select max(r2.time) from temp_readings r2 where r2.point_id = r.point_id)`,
      )
      .select(['r.point_id', 'r.value_c', 'r.state', 'r.time'])
      .execute();
    for (const r of rows)
      latest.set(Number(r.point_id), {
        valueC: r.value_c === null ? null : Number(r.value_c),
        state: Number(r.state),
        time: Number(r.time),
      });
  }
  return sites.map((s): WarehouseDashboardCard => {
    const own = points
      .filter((p) => p.siteId === Number(s.id))
      .map(({ siteId: _, ...p }) => {
        const reading = latest.get(p.pointId);
        return {
          ...p,
          valueC: reading?.valueC ?? null,
          state: reading?.state ?? null,
          time: reading?.time ?? null,
        };
      });
    const pointsOnline = own.filter((p) => p.valueC !== null).length;
    return {
      siteId: Number(s.id),
      name: s.name,
      departmentName: s.department_name,
      online: pointsOnline > 0,
      pointsOnline,
      pointsInAlarm: own.filter((p) => p.state === TEMPERATURE_POINT_STATE.alarm).length,
      alarmsToday: Number(s.alarms_today ?? 0),
      points: own,
    };
  });
};
