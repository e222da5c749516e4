import type { ENDPOINTS, SharedVehicle, SharedWarehouse } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { inScope } from '../../scope/inScope';
import { sharedLinkByToken, type SharedLink } from './sharedLinkByToken';
import { sharedTemperatures } from './sharedTemperatures';

const HOUR_MS = 3_600_000;

/**
 * Public: what a valid link shares now — its vehicles' latest reports (position only when shared; the place
 * from the offline gazetteer) or its warehouses — and nothing of targets that left the creator's scope.
 */
export const shareView: EndpointHandler<typeof ENDPOINTS.shareView> = async (ctx) => {
  const link = await sharedLinkByToken(ctx, ctx.input.token);
  if (!link) return { valid: false };
  const since = ctx.deps.now() - link.historyHours * HOUR_MS;
  const temperatures = link.sharedData.includes('temperature');
  const common = {
    valid: true as const,
    scene: link.scene,
    sharedData: link.sharedData,
    historyHours: link.historyHours,
    expiresAt: link.expiresAt,
  };
  // A batch's record is its own call (`shareBatchRecord`): this answer only says the link is valid and until when.
  if (link.scene === 'batch') return { ...common, vehicles: [], warehouses: [] };
  if (link.scene === 'warehouse')
    return { ...common, vehicles: [], warehouses: await warehousesOf(ctx.db, link, since) };
  return { ...common, vehicles: await vehiclesOf(ctx, link, since, temperatures), warehouses: [] };
};

async function vehiclesOf(
  ctx: Parameters<typeof shareView>[0],
  link: SharedLink,
  since: number,
  withTemperatures: boolean,
): Promise<SharedVehicle[]> {
  if (link.targetIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
    .where(inScope(link.scope, 'vehicles', 'v'))
    .where('v.id', 'in', link.targetIds)
    .select(['v.id', 'v.plate', 's.lon', 's.lat', 's.speed_kmh', 's.direction', 's.gps_time', 's.online'])
    .execute();
  const temps = withTemperatures
    ? await sharedTemperatures(
        ctx.db,
        'vehicle_id',
        rows.map((r) => r.id),
        since,
      )
    : new Map();
  const position = link.sharedData.includes('position');
  const places = placeResolverOf(ctx.deps);
  const order = new Map(link.targetIds.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((r) => {
      const located = position && r.lon !== null && r.lat !== null;
      return {
        id: r.id,
        plate: r.plate,
        lon: located ? r.lon : null,
        lat: located ? r.lat : null,
        speedKmh: position ? (r.speed_kmh ?? 0) : 0,
        direction: position ? (r.direction ?? 0) : 0,
        gpsTime: position && r.gps_time !== null ? Number(r.gps_time) : null,
        online: r.online === 1,
        placeName: located ? places.localName(r.lon as number, r.lat as number, ctx.lang) : '',
        temperatures: temps.get(r.id) ?? [],
      };
    });
}

async function warehousesOf(
  db: Parameters<typeof shareView>[0]['db'],
  link: SharedLink,
  since: number,
): Promise<SharedWarehouse[]> {
  if (link.targetIds.length === 0) return [];
  const rows = await db
    .selectFrom('sites as w')
    .where(inScope(link.scope, 'sites', 'w'))
    .where('w.kind', '=', 'warehouse')
    .where('w.id', 'in', link.targetIds)
    .select(['w.id', 'w.name', 'w.address'])
    .orderBy('w.id')
    .execute();
  const temps = await sharedTemperatures(
    db,
    'site_id',
    rows.map((r) => r.id),
    since,
  );
  return rows.map((r) => ({ ...r, temperatures: temps.get(r.id) ?? [] }));
}
