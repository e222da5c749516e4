import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  isFreezerOnline,
  type ENDPOINTS,
  type StoreDashboardCard,
} from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { siteBoardOf } from '../site/siteBoard';

/**
 * One card per store in scope: its freezers with their latest values (the monitor's figures), how many are online
 * and how many have a temperature alarm not yet ended.
 */
export const storeDashboard: EndpointHandler<typeof ENDPOINTS.storeDashboard> = async (ctx) => {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const [sites, alarmed] = await Promise.all([
    siteBoardOf(ctx.db, user, 'store'),
    ctx.db
      .selectFrom('alarms as a')
      .innerJoin('sites as s', 's.id', 'a.site_id')
      .select('a.point_id')
      .distinct()
      .where(inScope(user, 'sites', 's'))
      .where('s.kind', '=', 'store')
      .where('a.alarm_class', '=', ALARM_CLASS.store)
      .where('a.first_type', '=', ALARM_FIRST_TYPE.temperature)
      .where('a.end_time', 'is', null)
      .execute(),
  ]);
  const inAlarm = new Set(alarmed.map((a) => Number(a.point_id)));
  return sites.map((s): StoreDashboardCard => ({
    siteId: s.siteId,
    name: s.name,
    departmentName: s.departmentName,
    terminalPhone: s.terminalPhone,
    online: s.points.filter((p) => isFreezerOnline(p, now)).length,
    inAlarm: s.points.filter((p) => inAlarm.has(p.pointId)).length,
    freezers: s.points,
  }));
};
