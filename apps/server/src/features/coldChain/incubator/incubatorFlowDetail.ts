import type { ENDPOINTS } from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { deriveFlowLegs, FLOW_RULES, type FlowVehicle, type TimedPosition } from './flowLegs';
import { viewIncubator } from './viewIncubator';

const HOUR_MS = 3_600_000;
/** Degrees around the logger's positions within which vehicle fixes are read (well over the radius). */
const BOX_MARGIN_DEG = 0.01;

/** The logger positions of an incubator in [from, to), oldest first. */
async function positionsOf(db: Database, siteId: number, from: number, to: number): Promise<TimedPosition[]> {
  const rows = await db
    .selectFrom('logger_positions')
    .where('site_id', '=', siteId)
    .where('time', '>=', from)
    .where('time', '<', to)
    .select(['time', 'lon', 'lat'])
    .orderBy('time')
    .execute();
  return rows.map((r) => ({ at: Number(r.time), lon: Number(r.lon), lat: Number(r.lat) }));
}

/**
 * Tracks of the vehicles in scope that came near the logger: hour by hour, the vehicles with a fix where the logger
 * was (its positions' box with a margin) and when (± the same-time window), then those vehicles' whole track of
 * that window (a track cut at the box would leave a stale fix looking current). A week of a large fleet is never
 * read whole.
 */
async function vehiclesNear(
  db: Database,
  scope: Scope,
  positions: readonly TimedPosition[],
): Promise<FlowVehicle[]> {
  const byHour = new Map<number, TimedPosition[]>();
  for (const p of positions) {
    const hour = Math.floor(p.at / HOUR_MS);
    const list = byHour.get(hour) ?? [];
    list.push(p);
    byHour.set(hour, list);
  }
  const vehicles = new Map<number, FlowVehicle & { track: TimedPosition[] }>();
  for (const list of byHour.values()) {
    const lons = list.map((p) => p.lon);
    const lats = list.map((p) => p.lat);
    const from = list[0]!.at - FLOW_RULES.sameTimeMs;
    const to = list[list.length - 1]!.at + FLOW_RULES.sameTimeMs;
    const near = await db
      .selectFrom('track_points as t')
      .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
      .where(inScope(scope, 'vehicles', 'v'))
      .where('t.gps_time', '>=', from)
      .where('t.gps_time', '<=', to)
      .where('t.lon', '>=', Math.min(...lons) - BOX_MARGIN_DEG)
      .where('t.lon', '<=', Math.max(...lons) + BOX_MARGIN_DEG)
      .where('t.lat', '>=', Math.min(...lats) - BOX_MARGIN_DEG)
      .where('t.lat', '<=', Math.max(...lats) + BOX_MARGIN_DEG)
      .select('t.vehicle_id')
      .distinct()
      .execute();
    if (near.length === 0) continue;
    const rows = await db
      .selectFrom('track_points as t')
      .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
      .where(
        't.vehicle_id',
        'in',
        near.map((n) => Number(n.vehicle_id)),
      )
      .where('t.gps_time', '>=', from)
      .where('t.gps_time', '<=', to)
      .select(['t.vehicle_id', 'v.plate', 't.gps_time', 't.lon', 't.lat'])
      .orderBy('t.vehicle_id')
      .orderBy('t.gps_time')
      .execute();
    for (const r of rows) {
      if (r.lon === null || r.lat === null) continue;
      const id = Number(r.vehicle_id);
      let v = vehicles.get(id);
      if (!v) {
        v = { id, name: r.plate, track: [] };
        vehicles.set(id, v);
      }
      v.track.push({ at: Number(r.gps_time), lon: Number(r.lon), lat: Number(r.lat) });
    }
  }
  // Windows overlap by the same-time margin: a fix read twice counts once.
  for (const v of vehicles.values()) {
    v.track.sort((a, b) => a.at - b.at);
    v.track = v.track.filter((p, i) => i === 0 || p.at !== v.track[i - 1]!.at);
  }
  return [...vehicles.values()];
}

/**
 * Which vehicle or warehouse held the incubator in [startTime, endTime): its logger's positions matched against
 * the tracks of vehicles and the positions of warehouses in the caller's scope (`deriveFlowLegs`).
 */
export const incubatorFlowDetail: EndpointHandler<typeof ENDPOINTS.incubatorFlowDetail> = async (ctx) => {
  const scope = requireUser(ctx);
  const { pointId: _, ...view } = await viewIncubator(ctx.db, scope, ctx.input.incubatorId);
  if (view.incubatorId === null) return { ...view, legs: [] };
  const positions = await positionsOf(ctx.db, view.incubatorId, ctx.input.startTime, ctx.input.endTime);
  if (positions.length === 0) return { ...view, legs: [] };
  const warehouses = await ctx.db
    .selectFrom('sites as s')
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', 'warehouse')
    .select(['s.id', 's.name', 's.lon', 's.lat'])
    .execute();
  const vehicles = await vehiclesNear(ctx.db, scope, positions);
  const legs = deriveFlowLegs(
    positions,
    vehicles,
    warehouses.map((w) => ({ id: Number(w.id), name: w.name, lon: Number(w.lon), lat: Number(w.lat) })),
  );
  return { ...view, legs };
};
