import { deriveTempState, TEMPERATURE_POINT_STATE } from '@roadwatch/core';
import { mixSeed, type Random } from './prng';
import type { ReadingRow } from './rows';
import type { Segment } from './schedule';
import type { TempPointRow } from './sites';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS } from './time';
import { nextGridTime, type Cadence } from './tracks';

/** A refrigeration fault or overcooling: the temperature moves by `delta` over a ramp, holds, and recovers. */
export interface Excursion {
  start: number;
  rampMs: number;
  holdMs: number;
  fallMs: number;
  delta: number;
}

/** A probe that stopped reporting (offline) or reports a fault code (out of range). */
export interface Outage {
  start: number;
  end: number;
  fault: number | null;
}

/** A door held open while loading or unloading: the air warms by up to `rise`. */
export interface DoorOpening {
  start: number;
  end: number;
  rise: number;
}

export interface TempSeries {
  point: TempPointRow;
  setpoint: number;
  excursions: Excursion[];
  outages: Outage[];
  doors: DoorOpening[];
  /** Store cabinets are opened by shoppers during opening hours. */
  shopperDoors: boolean;
  /** Warehouse freezers defrost every eight hours. */
  defrost: boolean;
}

const excursionEnd = (e: Excursion) => e.start + e.rampMs + e.holdMs + e.fallMs;

function excursionDelta(e: Excursion, t: number): number {
  const d = t - e.start;
  if (d <= 0) return 0;
  if (d < e.rampMs) return (e.delta * d) / e.rampMs;
  if (d < e.rampMs + e.holdMs) return e.delta;
  if (d < e.rampMs + e.holdMs + e.fallMs) return e.delta * (1 - (d - e.rampMs - e.holdMs) / e.fallMs);
  return 0;
}

/** Stable noise in [0, 1) for a point and minute, so a reading and an alarm scan see the same temperature. */
function hashUnit(a: number, b: number): number {
  return (mixSeed(a, b) >>> 0) / 4_294_967_296;
}

/** Last item whose start is at or before t (items sorted by start). */
function lastStarted<T extends { start: number }>(items: readonly T[], t: number): T | undefined {
  let lo = 0;
  let hi = items.length - 1;
  let found: T | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const item = items[mid] as T;
    if (item.start <= t) {
      found = item;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export function valueAt(s: TempSeries, t: number): number {
  const minute = Math.floor(t / MINUTE_MS);
  const hour = ((((t + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;
  let v = s.setpoint + (hashUnit(s.point.id, minute) - 0.5) * 1.2 + 0.4 * Math.sin((2 * Math.PI * hour) / 24);
  for (const e of s.excursions) v += excursionDelta(e, t);
  const door = lastStarted(s.doors, t);
  if (door) {
    const open = Math.min(door.rise, ((Math.min(t, door.end) - door.start) / MINUTE_MS) * 0.2);
    const after = t - door.end;
    if (after <= 0) v += open;
    else if (after < 15 * MINUTE_MS) v += open * (1 - after / (15 * MINUTE_MS));
  }
  if (s.shopperDoors && hour >= 8 && hour < 22) {
    const bucket = Math.floor(t / (10 * MINUTE_MS));
    if (hashUnit(s.point.id + 7_000_000, bucket) < 0.3) v += 3.2 * hashUnit(s.point.id + 9_000_000, bucket);
  }
  if (s.defrost && t % (8 * HOUR_MS) < 20 * MINUTE_MS)
    v += 2.5 * Math.sin((Math.PI * (t % (8 * HOUR_MS))) / (20 * MINUTE_MS));
  return Math.round(v * 10) / 10;
}

/** One reading at time t, honouring outages. */
export function readingAt(s: TempSeries, t: number): ReadingRow {
  const outage = lastStarted(s.outages, t);
  if (outage && t < outage.end) {
    return outage.fault === null
      ? { point_id: s.point.id, time: t, value_c: null, state: TEMPERATURE_POINT_STATE.offline }
      : { point_id: s.point.id, time: t, value_c: outage.fault, state: TEMPERATURE_POINT_STATE.outOfRange };
  }
  const value = valueAt(s, t);
  return {
    point_id: s.point.id,
    time: t,
    value_c: value,
    state: deriveTempState(value, s.point.min_c, s.point.max_c),
  };
}

/** Readings on the cadence grid within [from, to] (and not after now). */
export function readingsBetween(
  s: TempSeries,
  cadence: Cadence,
  from: number,
  to: number,
  now: number,
  out: ReadingRow[],
): void {
  for (let t = nextGridTime(cadence, from - 1); t <= to && t <= now; t = nextGridTime(cadence, t))
    out.push(readingAt(s, t));
}

export interface TempAlarmSpan {
  begin: number;
  /** null: still in alarm at `now`. */
  end: number | null;
  peak: number;
  high: boolean;
}

/**
 * Minutes in alarm state during each excursion up to `horizon`, merged into spans (gaps up to 3 minutes are
 * bridged). The caller cuts at `now`, so a later `now` on the same day never changes an earlier span.
 */
export function excursionAlarms(s: TempSeries, horizon: number): TempAlarmSpan[] {
  const now = horizon;
  const spans: TempAlarmSpan[] = [];
  for (const e of s.excursions) {
    let open: TempAlarmSpan | null = null;
    let lastAlarm = 0;
    const stop = Math.min(excursionEnd(e), now);
    for (let t = Math.ceil(e.start / MINUTE_MS) * MINUTE_MS; t <= stop; t += MINUTE_MS) {
      const r = readingAt(s, t);
      if (r.state !== TEMPERATURE_POINT_STATE.alarm || r.value_c === null) {
        if (open && t - lastAlarm > 3 * MINUTE_MS) {
          open.end = lastAlarm + MINUTE_MS;
          spans.push(open);
          open = null;
        }
        continue;
      }
      lastAlarm = t;
      const high = r.value_c > s.point.max_c;
      if (!open) open = { begin: t, end: null, peak: r.value_c, high };
      else if (high ? r.value_c > open.peak : r.value_c < open.peak) open.peak = r.value_c;
    }
    if (open) {
      open.end = lastAlarm + MINUTE_MS <= now && excursionEnd(e) <= now ? lastAlarm + MINUTE_MS : null;
      spans.push(open);
    }
  }
  return spans;
}

/** A fault that pushes the temperature 3–9 °C beyond the range (above, or below for chilled goods). */
export function randomExcursion(
  rng: Random,
  point: TempPointRow,
  setpoint: number,
  start: number,
): Excursion {
  const low = point.min_c >= 0 && rng.chance(0.25);
  const delta = low
    ? -(setpoint - point.min_c) - rng.range(2.5, 6)
    : point.max_c - setpoint + rng.range(3, 9);
  return {
    start,
    rampMs: rng.int(15, 45) * MINUTE_MS,
    holdMs: rng.int(20, 120) * MINUTE_MS,
    fallMs: rng.int(20, 60) * MINUTE_MS,
    delta,
  };
}

/** Work periods of a vehicle (first departure to the ignition-off park), when its reefer unit runs. */
export function dutyWindows(segments: readonly Segment[]): { start: number; end: number }[] {
  const windows: { start: number; end: number }[] = [];
  let start: number | null = null;
  for (const s of segments) {
    start ??= s.start;
    if (s.type === 'stop' && s.purpose === 'park') {
      windows.push({ start, end: s.start });
      start = null;
    }
  }
  const last = segments[segments.length - 1];
  if (start !== null && last) windows.push({ start, end: last.end });
  return windows;
}
