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
import { SWITCH_KIND } from '@roadwatch/core';
import { spansOf, switchChanges } from '../vehicleColdChain/switchSpans';
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

/** Cargo door openings; an opening still going at the range's end has no close time. */
async function doorRows(ctx: RowsContext, range: TrackRange): Promise<TrajectoryCell[][]> {
  const changes = await switchChanges(
    ctx.db,
    range.vehicleId,
    SWITCH_KIND.door,
    range.startTime,
    range.endTime,
  );
  return spansOf(changes, 1, range.startTime, range.endTime).map((s) => [
    ctx.t('trajectory.cargoDoor'),
    s.start,
    s.open ? null : s.end,
    Math.round((s.end - s.start) / 1000),
  ]);
}

/**
 * The refrigeration unit's running and stopped periods, in time order. Only a reefer has one: on any other vehicle
 * the same input (item 0x25's air-conditioning bit) is the cab's air conditioning, which is no cooler.
 */
async function coolerRows(ctx: RowsContext, range: TrackRange): Promise<TrajectoryCell[][]> {
  const { startTime, endTime } = range;
  const vehicle = await ctx.db
    .selectFrom('vehicles')
    .select('refrigerated')
    .where('id', '=', range.vehicleId)
    .executeTakeFirst();
  if (!vehicle || Number(vehicle.refrigerated) !== 1) return [];
  const changes = await switchChanges(ctx.db, range.vehicleId, SWITCH_KIND.cooler, startTime, endTime);
  const periods = [
    ...spansOf(changes, 1, startTime, endTime).map((s) => ({ ...s, running: true })),
    ...spansOf(changes, 0, startTime, endTime).map((s) => ({ ...s, running: false })),
  ].sort((a, b) => a.start - b.start);
  return periods.map((s) => [
    ctx.t(s.running ? 'trajectory.coolerOn' : 'trajectory.coolerOff'),
    s.start,
    s.open ? null : s.end,
    Math.round((s.end - s.start) / 1000),
  ]);
}

/**
 * The rows of a side table, from what the store holds for the vehicle: stops from its positions, alarms from its
 * alarms, temperatures from its probes' readings, door openings and the cooler's periods from the switch changes
 * the pipeline records (vehicle_switch_events). The store keeps no area crossings, photos, humidity or fuel
 * readings for vehicles (the terminals' reports carry none the gateway keeps), so those tables are honestly empty
 * rather than made up.
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
    case 'doorOpens':
      return doorRows(ctx, range);
    case 'coolers':
      return coolerRows(ctx, range);
    case 'areas':
    case 'photos':
    case 'humidity':
    case 'oil':
      return [];
  }
}
