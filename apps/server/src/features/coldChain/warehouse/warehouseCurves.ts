import { thinEvenly, WAREHOUSE_CURVE_MAX_READINGS, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { readingsOf } from './warehouseDaily';
import { viewSite } from './warehouseViewSite';

/** One warehouse's curves: each point's readings of [startTime, endTime) with its limits, thinned evenly. */
export const warehouseCurves: EndpointHandler<typeof ENDPOINTS.warehouseCurves> = async (ctx) => {
  const { siteId, startTime, endTime } = ctx.input;
  const site = await viewSite(ctx.db, requireUser(ctx), siteId);
  const readings = await readingsOf(
    ctx.db,
    site.points.map((p) => p.pointId),
    startTime,
    endTime,
  );
  return {
    warehouses: site.warehouses,
    siteId: site.siteId,
    startTime,
    endTime,
    points: site.points.map((p) => ({
      ...p,
      readings: thinEvenly(readings.get(p.pointId) ?? [], WAREHOUSE_CURVE_MAX_READINGS),
    })),
  };
};
