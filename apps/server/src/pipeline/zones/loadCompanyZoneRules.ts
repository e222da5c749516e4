import { minuteOfDay } from '@roadwatch/core';
import gcoord from 'gcoord';
import type { Database } from '../../db/connect';
import { CompanyZoneRules, type LineRule, type MinuteSpan, type ZoneRule } from './CompanyZoneRules';
import { corridorBox, zoneShapeOf, type ZoneShape } from './zoneGeometry';

type Pair = [number, number];

/** Map elements are drawn and stored in GCJ-02; terminals report WGS-84, so outlines are turned to WGS-84 once. */
function toWgs([lon, lat]: readonly [number, number]): Pair {
  const [wLon, wLat] = gcoord.transform([lon, lat], gcoord.GCJ02, gcoord.WGS84) as Pair;
  return [wLon, wLat];
}

function pairsOf(text: unknown): Pair[] {
  if (typeof text !== 'string') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (p): p is Pair => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

export interface AreaColumns {
  shape: string | null;
  lon: number | null;
  lat: number | null;
  radius: number | null;
  points: string | null;
}

/** A stored area's outline in WGS-84 (null for a region or a broken outline): what positions are tested against. */
export function shapeOfArea(a: AreaColumns): ZoneShape | null {
  if (!a.shape || a.lon === null || a.lat === null) return null;
  return zoneShapeOf(a.shape, toWgs([a.lon, a.lat]), Number(a.radius ?? 0), pairsOf(a.points).map(toWgs));
}

function spansOf(text: string): MinuteSpan[] {
  try {
    const value = JSON.parse(text) as { start?: unknown; end?: unknown }[];
    return Array.isArray(value)
      ? value.flatMap((p) =>
          typeof p.start === 'string' && typeof p.end === 'string'
            ? [{ from: minuteOfDay(p.start), to: minuteOfDay(p.end) }]
            : [],
        )
      : [];
  } catch {
    return [];
  }
}

function byRule(rows: readonly { ruleId: number; vehicleId: number }[]): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  for (const r of rows) {
    const set = out.get(r.ruleId);
    if (set) set.add(r.vehicleId);
    else out.set(r.ruleId, new Set([r.vehicleId]));
  }
  return out;
}

async function zoneVehiclesOf(db: Database, companyId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectFrom('zone_alarm_vehicles as rv')
    .innerJoin('zone_alarms as r', 'r.id', 'rv.rule_id')
    .where('r.company_id', '=', companyId)
    .select(['rv.rule_id as ruleId', 'rv.vehicle_id as vehicleId'])
    .execute();
  return byRule(rows);
}

async function lineVehiclesOf(db: Database, companyId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectFrom('line_alarm_vehicles as rv')
    .innerJoin('line_alarms as r', 'r.id', 'rv.rule_id')
    .where('r.company_id', '=', companyId)
    .select(['rv.rule_id as ruleId', 'rv.vehicle_id as vehicleId'])
    .execute();
  return byRule(rows);
}

/** Reads one company's zone and line rules with their outlines and vehicles, and indexes them. */
export async function loadCompanyZoneRules(db: Database, companyId: number): Promise<CompanyZoneRules> {
  const [zoneRows, lineRows, zoneVehicles, lineVehicles] = await Promise.all([
    db
      .selectFrom('zone_alarms as z')
      .innerJoin('map_areas as a', 'a.id', 'z.area_id')
      .where('z.company_id', '=', companyId)
      .select([
        'z.id',
        'z.entry',
        'z.exit',
        'z.stop',
        'z.stop_s',
        'z.door_open',
        'z.ash_dump',
        'z.pre_warning_m',
        'z.overspeed',
        'z.speed_limit_kmh',
        'z.overspeed_s',
        'z.periods',
        'a.shape',
        'a.lon',
        'a.lat',
        'a.radius',
        'a.points',
      ])
      .execute(),
    db
      .selectFrom('line_alarms as r')
      .innerJoin('map_lines as l', 'l.id', 'r.line_id')
      .leftJoin('map_areas as sa', 'sa.id', 'r.start_area_id')
      .leftJoin('map_areas as ea', 'ea.id', 'r.end_area_id')
      .where('r.company_id', '=', companyId)
      .select([
        'r.id',
        'r.offset_m',
        'r.overspeed',
        'r.speed_limit_kmh',
        'r.overspeed_s',
        'r.departure_start',
        'r.departure_end',
        'l.points',
        'sa.shape as startShape',
        'sa.lon as startLon',
        'sa.lat as startLat',
        'sa.radius as startRadius',
        'sa.points as startPoints',
        'ea.shape as endShape',
        'ea.lon as endLon',
        'ea.lat as endLat',
        'ea.radius as endRadius',
        'ea.points as endPoints',
      ])
      .execute(),
    zoneVehiclesOf(db, companyId),
    lineVehiclesOf(db, companyId),
  ]);
  const zones: ZoneRule[] = [];
  for (const r of zoneRows) {
    const shape = shapeOfArea(r);
    if (!shape) continue;
    zones.push({
      id: r.id,
      shape,
      vehicles: zoneVehicles.get(r.id) ?? new Set(),
      entry: r.entry === 1,
      exit: r.exit === 1,
      stop: r.stop === 1,
      stopMs: r.stop_s * 1000,
      doorOpen: r.door_open === 1,
      ashDump: r.ash_dump === 1,
      overspeed: r.overspeed === 1 && r.speed_limit_kmh > 0,
      speedLimitKmh: r.speed_limit_kmh,
      overspeedMs: r.overspeed_s * 1000,
      preWarningM: r.pre_warning_m ?? 0,
      periods: spansOf(r.periods),
    });
  }
  const lines: LineRule[] = [];
  for (const r of lineRows) {
    const points = pairsOf(r.points).map(toWgs);
    if (points.length === 0) continue;
    const line = Float64Array.from(points.flat());
    lines.push({
      id: r.id,
      line,
      offsetM: r.offset_m,
      corridor: corridorBox(line, r.offset_m),
      vehicles: lineVehicles.get(r.id) ?? new Set(),
      overspeed: r.overspeed === 1 && r.speed_limit_kmh > 0,
      speedLimitKmh: r.speed_limit_kmh,
      overspeedMs: r.overspeed_s * 1000,
      departure:
        r.departure_start && r.departure_end
          ? { from: minuteOfDay(r.departure_start), to: minuteOfDay(r.departure_end) }
          : null,
      startZone: shapeOfArea({
        shape: r.startShape,
        lon: r.startLon,
        lat: r.startLat,
        radius: r.startRadius,
        points: r.startPoints,
      }),
      endZone: shapeOfArea({
        shape: r.endShape,
        lon: r.endLon,
        lat: r.endLat,
        radius: r.endRadius,
        points: r.endPoints,
      }),
    });
  }
  return new CompanyZoneRules(zones, lines);
}
