import { bearing, roundCoord, type LonLat } from './geo';
import type { Random } from './prng';
import type { TrackRow, VehicleStateRow } from './rows';
import { legMileage, legPosition, type Leg, type Segment } from './schedule';

/** How often positions are kept: finely for the most recent days, coarsely before. */
export interface Cadence {
  fineFrom: number;
  fineMs: number;
  coarseMs: number;
}

export function intervalAt(cadence: Cadence, t: number): number {
  return t >= cadence.fineFrom ? cadence.fineMs : cadence.coarseMs;
}

/** Next grid time strictly after t (grids are aligned to the epoch, so they line up across vehicles). */
export function nextGridTime(cadence: Cadence, t: number): number {
  const step = intervalAt(cadence, t);
  return (Math.floor(t / step) + 1) * step;
}

export interface Located {
  pos: LonLat;
  moving: boolean;
  acc: boolean;
  speedKmh: number;
  direction: number;
  mileage: number;
  /** The leg being driven, if any. */
  leg: Leg | null;
}

function legDirection(leg: Leg, t: number): number {
  return bearing(legPosition(leg, t - 30_000), legPosition(leg, t + 30_000));
}

/** Where the vehicle is at time t (binary search over the time-ordered segments). */
export function locate(
  segments: readonly Segment[],
  t: number,
  initial: LonLat,
  initialMileage: number,
): Located {
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid] as Segment;
    if (s.start <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const s = found >= 0 ? segments[found] : undefined;
  if (!s)
    return {
      pos: initial,
      moving: false,
      acc: false,
      speedKmh: 0,
      direction: 0,
      mileage: initialMileage,
      leg: null,
    };
  if (s.type === 'leg') {
    if (t < s.end) {
      return {
        pos: legPosition(s, t),
        moving: true,
        acc: true,
        speedKmh: s.cruiseKmh,
        direction: legDirection(s, t),
        mileage: legMileage(s, t),
        leg: s,
      };
    }
    return {
      pos: legPosition(s, s.end),
      moving: false,
      acc: false,
      speedKmh: 0,
      direction: 0,
      mileage: legMileage(s, s.end),
      leg: null,
    };
  }
  const parked = t >= s.end;
  return {
    pos: s.at,
    moving: false,
    acc: !parked && !s.accOff,
    speedKmh: 0,
    direction: 0,
    mileage: s.mileage,
    leg: null,
  };
}

/** Speed reported at a point of a leg: near the cruise speed, sometimes slowed by traffic. */
function sampleSpeed(rng: Random, cruise: number): number {
  const kmh = rng.chance(0.04) ? rng.range(5, 30) : cruise * rng.range(0.82, 1.18);
  return Math.round(kmh * 10) / 10;
}

/**
 * Track points of one vehicle up to `now`: departure and arrival points (ignition on and off), and positions on the
 * cadence grid while driving. gps_time strictly increases (the table's key is vehicle + time).
 */
export function sampleTrack(
  vehicleId: number,
  segments: readonly Segment[],
  cadence: Cadence,
  now: number,
  rng: Random,
): TrackRow[] {
  const rows: TrackRow[] = [];
  let last = -Infinity;
  let direction = 0;
  let previous: Segment | undefined;
  const push = (t: number, pos: LonLat, speed: number, dir: number, mileage: number, acc: number) => {
    const time = Math.round(t / 1000) * 1000;
    if (time <= last || time > now) return;
    last = time;
    rows.push({
      vehicle_id: vehicleId,
      gps_time: time,
      lon: roundCoord(pos.lon),
      lat: roundCoord(pos.lat),
      speed_kmh: speed,
      direction: dir,
      mileage_km: Math.round(mileage * 10) / 10,
      acc,
      alarm_bits: 0,
      fuel_l: null,
      load_kg: null,
      trailer_no: null,
    });
  };
  for (const s of segments) {
    if (s.start > now) break;
    const before = previous;
    previous = s;
    if (s.type === 'stop') {
      push(s.start, s.at, 0, direction, s.mileage, s.accOff ? 0 : 1);
      continue;
    }
    direction = legDirection(s, s.start);
    // Coarse history keeps the morning ignition-on but not every departure from a stop along the way.
    if (s.start >= cadence.fineFrom || before?.type !== 'stop' || before.purpose === 'park') {
      push(s.start, legPosition(s, s.start), 0, direction, s.mileageAtStart, 1);
    }
    for (let t = nextGridTime(cadence, s.start); t < s.end && t <= now; t = nextGridTime(cadence, t)) {
      direction = legDirection(s, t);
      push(t, legPosition(s, t), sampleSpeed(rng, s.cruiseKmh), direction, legMileage(s, t), 1);
    }
  }
  return rows;
}

/** The latest state at `now`; `online` is decided by the caller (terminals drop off when parked). */
export function stateAt(
  vehicleId: number,
  segments: readonly Segment[],
  now: number,
  initial: LonLat,
  initialMileage: number,
  lastPoint: TrackRow | undefined,
  online: boolean,
  rng: Random,
): VehicleStateRow {
  const here = locate(segments, now, initial, initialMileage);
  const gpsTime = here.moving ? now - rng.int(1, 30) * 1000 : (lastPoint?.gps_time ?? null);
  return {
    vehicle_id: vehicleId,
    online: online ? 1 : 0,
    acc: here.acc ? 1 : 0,
    lon: roundCoord(here.pos.lon),
    lat: roundCoord(here.pos.lat),
    speed_kmh: here.moving ? sampleSpeed(rng, here.speedKmh) : 0,
    direction: here.moving ? here.direction : (lastPoint?.direction ?? 0),
    mileage_km: Math.round(here.mileage * 10) / 10,
    gps_time: gpsTime,
    updated_at: gpsTime ?? now,
  };
}
