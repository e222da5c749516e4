import { humidityState, WAREHOUSE_HUMIDITY_MAX_ROWS, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { viewSite } from './warehouseViewSite';

/**
 * Humidity detail: each point's readings of [startTime, endTime) that carry a humidity, newest first (at most
 * WAREHOUSE_HUMIDITY_MAX_ROWS per point, with the full count), judged against the point's %RH limits.
 */
export const warehouseHumidity: EndpointHandler<typeof ENDPOINTS.warehouseHumidity> = async (ctx) => {
  const { siteId, startTime, endTime } = ctx.input;
  const site = await viewSite(ctx.db, requireUser(ctx), siteId);
  const points = await Promise.all(
    site.points.map(async (p) => {
      const base = ctx.db
        .selectFrom('temp_readings')
        .where('point_id', '=', p.pointId)
        .where('time', '>=', startTime)
        .where('time', '<', endTime)
        .where('humidity', 'is not', null);
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(['time', 'humidity', 'value_c'])
          .orderBy('time', 'desc')
          .limit(WAREHOUSE_HUMIDITY_MAX_ROWS)
          .execute(),
      ]);
      return {
        ...p,
        total: Number(counted.n),
        rows: rows.map((r) => {
          const humidity = Number(r.humidity);
          return {
            time: Number(r.time),
            humidity,
            valueC: r.value_c === null ? null : Number(r.value_c),
            state: humidityState(humidity, p),
          };
        }),
      };
    }),
  );
  return { warehouses: site.warehouses, siteId: site.siteId, points };
};
