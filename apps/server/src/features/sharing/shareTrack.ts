import { SHARE_LINK_LIMITS, type ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { sharedLinkByToken } from './sharedLinkByToken';

const HOUR_MS = 3_600_000;

/**
 * Public: a shared vehicle's track points within the link's history window (the newest
 * `SHARE_LINK_LIMITS.maxTrackPoints`, in time order); a vehicle the link does not share, or a link that does not
 * share its track, answers no points.
 */
export const shareTrack: EndpointHandler<typeof ENDPOINTS.shareTrack> = async (ctx) => {
  const link = await sharedLinkByToken(ctx, ctx.input.token);
  if (!link) return { valid: false };
  const { vehicleId } = ctx.input;
  if (!link.sharedData.includes('track') || !link.targetIds.includes(vehicleId))
    return { valid: true, points: [] };
  const now = ctx.deps.now();
  const rows = await ctx.db
    .selectFrom('track_points as p')
    .innerJoin('vehicles as v', 'v.id', 'p.vehicle_id')
    .where(inScope(link.scope, 'vehicles', 'v'))
    .where('p.vehicle_id', '=', vehicleId)
    .where('p.gps_time', '>=', now - link.historyHours * HOUR_MS)
    .where('p.gps_time', '<=', now)
    .select(['p.lon', 'p.lat', 'p.speed_kmh', 'p.gps_time'])
    .orderBy('p.gps_time', 'desc')
    .limit(SHARE_LINK_LIMITS.maxTrackPoints)
    .execute();
  return {
    valid: true,
    points: rows
      .reverse()
      .map((r) => ({ lon: r.lon, lat: r.lat, speed: r.speed_kmh, time: Number(r.gps_time) })),
  };
};
