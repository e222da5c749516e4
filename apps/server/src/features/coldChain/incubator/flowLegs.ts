import type { IncubatorFlowLeg, IncubatorHolderKind } from '@roadwatch/core';

/** A logger or vehicle position at a time (ms, degrees). */
export interface TimedPosition {
  at: number;
  lon: number;
  lat: number;
}

export interface FlowVehicle {
  id: number;
  name: string;
  /** Track points, oldest first. */
  track: readonly TimedPosition[];
}

export interface FlowWarehouse {
  id: number;
  name: string;
  lon: number;
  lat: number;
}

export interface FlowRules {
  /** Within this distance of a vehicle (at the same time) or a warehouse, the holder may be it. */
  radiusM: number;
  /** A vehicle's fix counts for a logger position this close in time. */
  sameTimeMs: number;
  /** Above this speed between two positions the logger is travelling (a warehouse does not hold it). */
  travellingKmh: number;
}

export const FLOW_RULES: FlowRules = { radiusM: 200, sameTimeMs: 2 * 60_000, travellingKmh: 5 };

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres. */
export function distanceM(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The vehicle's fix nearest in time to `at` (binary search), if within `withinMs`. */
function fixNear(track: readonly TimedPosition[], at: number, withinMs: number): TimedPosition | null {
  let lo = 0;
  let hi = track.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (track[mid]!.at < at) lo = mid + 1;
    else hi = mid;
  }
  let best: TimedPosition | null = null;
  for (const i of [lo - 1, lo]) {
    const p = track[i];
    if (p && Math.abs(p.at - at) <= withinMs && (!best || Math.abs(p.at - at) < Math.abs(best.at - at)))
      best = p;
  }
  return best;
}

interface Holder {
  kind: IncubatorHolderKind;
  id: number | null;
  name: string;
}

const UNKNOWN: Holder = { kind: 'unknown', id: null, name: '' };

function sameHolder(a: Holder, b: Holder): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/**
 * Which vehicle or warehouse held a portable logger, leg by leg. For each logger position the candidates are the
 * vehicles with a fix within `radiusM` at the same time (± `sameTimeMs`) and the warehouses within `radiusM`. The
 * current holder keeps it while it is still a candidate (a truck parked in a warehouse's yard has not handed the
 * incubator over until one of them leaves). Otherwise a travelling logger goes to the nearest vehicle, a resting
 * one to the nearest warehouse, else to the nearest vehicle; with no candidate the holder is unknown. Consecutive
 * positions with the same holder form one leg from its first to its last position.
 */
export function deriveFlowLegs(
  positions: readonly TimedPosition[],
  vehicles: readonly FlowVehicle[],
  warehouses: readonly FlowWarehouse[],
  rules: FlowRules = FLOW_RULES,
): IncubatorFlowLeg[] {
  const legs: (IncubatorFlowLeg & { holder: Holder })[] = [];
  let previous: TimedPosition | null = null;
  for (const position of positions) {
    const nearVehicles: { holder: Holder; d: number }[] = [];
    for (const v of vehicles) {
      const fix = fixNear(v.track, position.at, rules.sameTimeMs);
      if (!fix) continue;
      const d = distanceM(fix, position);
      if (d <= rules.radiusM) nearVehicles.push({ holder: { kind: 'vehicle', id: v.id, name: v.name }, d });
    }
    const nearWarehouses: { holder: Holder; d: number }[] = [];
    for (const w of warehouses) {
      const d = distanceM(w, position);
      if (d <= rules.radiusM)
        nearWarehouses.push({ holder: { kind: 'warehouse', id: w.id, name: w.name }, d });
    }
    const byDistance = (a: { d: number }, b: { d: number }) => a.d - b.d;
    nearVehicles.sort(byDistance);
    nearWarehouses.sort(byDistance);
    const current = legs[legs.length - 1]?.holder;
    const travelling =
      previous !== null &&
      position.at > previous.at &&
      (distanceM(previous, position) / ((position.at - previous.at) / 1000)) * 3.6 > rules.travellingKmh;
    let holder: Holder;
    if (current && [...nearVehicles, ...nearWarehouses].some((c) => sameHolder(c.holder, current)))
      holder = current;
    else if (travelling && nearVehicles[0]) holder = nearVehicles[0].holder;
    else holder = nearWarehouses[0]?.holder ?? nearVehicles[0]?.holder ?? UNKNOWN;
    const last = legs[legs.length - 1];
    if (last && sameHolder(last.holder, holder)) {
      last.to = position.at;
      last.positions += 1;
    } else {
      legs.push({
        holder,
        holderKind: holder.kind,
        holderId: holder.id,
        holderName: holder.name,
        from: position.at,
        to: position.at,
        positions: 1,
      });
    }
    previous = position;
  }
  return legs.map(({ holder: _, ...leg }) => leg);
}
