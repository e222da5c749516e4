import {
  stateName,
  TEMPERATURE_POINT_STATE,
  type TrajectoryCell,
  type TrajectoryTableName,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import type { Language } from '@roadwatch/core';
import { placeResolverOf, type PlaceResolver } from '../../geo/placeResolver';
import { alarmTypeName } from '../alarmPopover/alarmTypeName';
import { trackStops } from './trackStops';
import { allPoints, type TrackRange } from './trackRange';

export interface RowsContext {
  db: Database;
  t: TFunction;
  lang: Language;
  deps: { places?: PlaceResolver | undefined };
}

async function stopRows(ctx: RowsContext, range: TrackRange): Promise<TrajectoryCell[][]> {
  const points = [];
  for await (const p of allPoints(ctx.db, range)) points.push(p);
  const places = placeResolverOf(ctx.deps);
  return trackStops(points).map((s) => [
    s.startTime,
    s.endTime,
    s.duration,
    s.lon,
    s.lat,
    places.localName(s.lon, s.lat, ctx.lang),
  ]);
}

async function alarmRows(ctx: RowsContext, range: TrackRange): Promise<TrajectoryCell[][]> {
  const rows = await ctx.db
    .selectFrom('alarms')
    .select(['begin_time', 'end_time', 'first_type', 'level', 'b_speed', 'content'])
    .where('vehicle_id', '=', range.vehicleId)
    .where('begin_time', '>=', range.startTime)
    .where('begin_time', '<=', range.endTime)
    .orderBy('begin_time')
    .execute();
  return rows.map((r) => [
    r.begin_time,
    r.end_time,
    alarmTypeName(ctx.t, r.first_type),
    r.level,
    r.b_speed,
    r.content,
  ]);
}

async function temperatureRows(ctx: RowsContext, range: TrackRange): Promise<TrajectoryCell[][]> {
  const rows = await ctx.db
    .selectFrom('temp_readings as r')
    .innerJoin('temp_points as p', 'p.id', 'r.point_id')
    .select(['r.time', 'p.name', 'r.value_c', 'r.state'])
    .where('p.vehicle_id', '=', range.vehicleId)
    .where('r.time', '>=', range.startTime)
    .where('r.time', '<=', range.endTime)
    .orderBy('r.time')
    .orderBy('p.probe_no')
    .execute();
  return rows.map((r) => {
    const state = stateName(TEMPERATURE_POINT_STATE, r.state);
    return [r.time, r.name, r.value_c, state ? ctx.t(`trajectory.probeState.${state}`) : String(r.state)];
  });
}

/**
 * The rows of a side table, from what the store holds for the vehicle: stops from its positions, alarms from its
 * alarms, temperatures from its probes' readings. The store keeps no area crossings, door or cooler switches,
 * photos, humidity or fuel readings for vehicles (the terminals' reports carry none the gateway keeps), so those
 * tables are honestly empty rather than made up.
 */
export async function trajectoryRows(
  ctx: RowsContext,
  table: TrajectoryTableName,
  range: TrackRange,
): Promise<TrajectoryCell[][]> {
  switch (table) {
    case 'stops':
      return stopRows(ctx, range);
    case 'alarms':
      return alarmRows(ctx, range);
    case 'temperature':
      return temperatureRows(ctx, range);
    case 'areas':
    case 'doorOpens':
    case 'coolers':
    case 'photos':
    case 'humidity':
    case 'oil':
      return [];
  }
}
