import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  TEMPERATURE_ALARM,
  type ENDPOINTS,
  type StoreAlarmMapSite,
} from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';

/**
 * Stores in scope with temperature alarms not yet ended (store class, `end_time` null), with where they are, the
 * open alarms by type, the newest one's begin time and the freezers concerned; the newest first.
 */
export const storeAlarmMap: EndpointHandler<typeof ENDPOINTS.storeAlarmMap> = async (ctx) => {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .innerJoin('alarms as a', (join) =>
      join
        .onRef('a.site_id', '=', 's.id')
        .onRef('a.company_id', '=', 's.company_id')
        .on('a.alarm_class', '=', ALARM_CLASS.store)
        .on('a.first_type', '=', ALARM_FIRST_TYPE.temperature)
        .on('a.end_time', 'is', null),
    )
    .leftJoin('temp_points as p', 'p.id', 'a.point_id')
    .where(inScope(user, 'sites', 's'))
    .where('s.kind', '=', 'store')
    .select([
      's.id as site_id',
      's.name',
      's.address',
      'd.name as department_name',
      's.lon',
      's.lat',
      'a.second_type',
      'a.begin_time',
      'p.name as point_name',
      'p.probe_no',
    ])
    .orderBy('s.id')
    .orderBy('p.probe_no')
    .execute();
  const sites = new Map<number, StoreAlarmMapSite>();
  for (const r of rows) {
    const siteId = Number(r.site_id);
    let site = sites.get(siteId);
    if (!site) {
      site = {
        siteId,
        name: r.name,
        address: r.address,
        departmentName: r.department_name,
        longitude: Number(r.lon),
        latitude: Number(r.lat),
        high: 0,
        low: 0,
        total: 0,
        latestTime: 0,
        freezers: [],
      };
      sites.set(siteId, site);
    }
    site.total += 1;
    if (Number(r.second_type) === TEMPERATURE_ALARM.high) site.high += 1;
    if (Number(r.second_type) === TEMPERATURE_ALARM.low) site.low += 1;
    site.latestTime = Math.max(site.latestTime, Number(r.begin_time));
    if (r.point_name !== null && !site.freezers.includes(r.point_name)) site.freezers.push(r.point_name);
  }
  return [...sites.values()].sort((a, b) => b.latestTime - a.latestTime || a.siteId - b.siteId);
};
