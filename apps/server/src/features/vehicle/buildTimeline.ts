import { TIMELINE_EVENT_TYPE, type TimelineEventType } from '@roadwatch/core';

/** A stored track point, as the timeline needs it. */
export interface TimelinePoint {
  time: number;
  lon: number;
  lat: number;
  speedKmh: number;
  acc: boolean;
  mileageKm: number;
}

export interface TimelineInstant {
  time: number;
  lon: number | null;
  lat: number | null;
}

export interface TimelineInput {
  /** Time-ordered; the first may lie before `begin` (the state the window opens in) and is then moved to `begin`. */
  points: readonly TimelinePoint[];
  /** Harsh-braking alarms in the window. */
  brakes: readonly TimelineInstant[];
  begin: number;
  end: number;
  /** The vehicle reported after `end`: an event still running at the window's end is cut there rather than open. */
  continuesAfter: boolean;
  /** Key of the city at a point (null when unknown), to notice city changes. */
  cityOf: (lon: number, lat: number) => string | null;
}

export interface Position {
  lon: number;
  lat: number;
}

export interface TimelineEvent {
  type: TimelineEventType;
  begin: number;
  /** null: the event has not ended (shown with the 1900 marker). */
  end: number | null;
  from: Position | null;
  to: Position | null;
  odometerKm: number;
}

/** Below this a vehicle counts as standing. */
export const MOVING_KMH = 3;
/** A standstill shorter than this with the engine running (lights, queues) is part of the drive. */
export const MIN_PARK_MS = 3 * 60_000;

const ORDER: Record<number, number> = {
  [TIMELINE_EVENT_TYPE.ignition]: 0,
  [TIMELINE_EVENT_TYPE.drive]: 1,
  [TIMELINE_EVENT_TYPE.cityChange]: 2,
  [TIMELINE_EVENT_TYPE.brake]: 3,
  [TIMELINE_EVENT_TYPE.park]: 4,
  [TIMELINE_EVENT_TYPE.flameout]: 5,
};

interface Run {
  moving: boolean;
  first: number;
  last: number;
}

const at = (p: TimelinePoint): Position => ({ lon: p.lon, lat: p.lat });

/** Consecutive points of the same motion, with short engine-on standstills folded into the drive around them. */
function motionRuns(points: readonly TimelinePoint[]): Run[] {
  const runs: Run[] = [];
  points.forEach((p, i) => {
    const moving = p.speedKmh >= MOVING_KMH;
    const current = runs[runs.length - 1];
    if (current && current.moving === moving) current.last = i;
    else runs.push({ moving, first: i, last: i });
  });
  const merged: Run[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as Run;
    const next = runs[i + 1];
    const previous = merged[merged.length - 1];
    const standstill =
      !run.moving &&
      previous?.moving === true &&
      next?.moving === true &&
      (points[next.first] as TimelinePoint).time - (points[run.first] as TimelinePoint).time < MIN_PARK_MS &&
      points.slice(run.first, run.last + 1).every((p) => p.acc);
    if (previous && (standstill || (run.moving && previous.moving))) previous.last = run.last;
    else merged.push({ ...run });
  }
  return merged;
}

/**
 * The record tab's events from a window of track points: drive and park periods, ignition and flameout (each lasting
 * until the opposite one), city changes, and harsh braking. Pure: names and texts are added by the caller.
 */
export function buildTimeline(input: TimelineInput): TimelineEvent[] {
  const points = input.points
    .filter((p) => p.time <= input.end)
    .map((p) => (p.time < input.begin ? { ...p, time: input.begin } : p));
  const events: TimelineEvent[] = [];
  if (points.length === 0) return events;
  const lastPoint = points[points.length - 1] as TimelinePoint;
  const openEnd = input.continuesAfter ? input.end : null;

  const runs = motionRuns(points);
  runs.forEach((run, i) => {
    const start = points[run.first] as TimelinePoint;
    const next = runs[i + 1];
    const stop = next ? (points[next.first] as TimelinePoint) : undefined;
    events.push({
      type: run.moving ? TIMELINE_EVENT_TYPE.drive : TIMELINE_EVENT_TYPE.park,
      begin: start.time,
      end: stop ? stop.time : openEnd,
      from: at(start),
      to: stop ? at(stop) : openEnd === null ? null : at(lastPoint),
      odometerKm: start.mileageKm,
    });
  });

  // Engine: a change of ACC between consecutive points; each lasts until the next change.
  const switches: { index: number; on: boolean }[] = [];
  for (let i = 1; i < points.length; i++) {
    const on = (points[i] as TimelinePoint).acc;
    if (on !== (points[i - 1] as TimelinePoint).acc) switches.push({ index: i, on });
  }
  switches.forEach((s, k) => {
    const p = points[s.index] as TimelinePoint;
    const following = switches[k + 1];
    const until = following ? (points[following.index] as TimelinePoint) : undefined;
    events.push({
      type: s.on ? TIMELINE_EVENT_TYPE.ignition : TIMELINE_EVENT_TYPE.flameout,
      begin: p.time,
      end: until ? until.time : openEnd,
      from: at(p),
      to: until ? at(until) : openEnd === null ? null : at(lastPoint),
      odometerKm: p.mileageKm,
    });
  });

  let previousCity: string | null = null;
  points.forEach((p, i) => {
    const city = input.cityOf(p.lon, p.lat);
    if (city !== null && previousCity !== null && city !== previousCity) {
      events.push({
        type: TIMELINE_EVENT_TYPE.cityChange,
        begin: p.time,
        end: p.time,
        from: at(points[i - 1] as TimelinePoint),
        to: at(p),
        odometerKm: p.mileageKm,
      });
    }
    if (city !== null) previousCity = city;
  });

  for (const brake of input.brakes) {
    if (brake.time < input.begin || brake.time > input.end) continue;
    const place = brake.lon !== null && brake.lat !== null ? { lon: brake.lon, lat: brake.lat } : null;
    const before = points.findLast((p) => p.time <= brake.time) ?? (points[0] as TimelinePoint);
    events.push({
      type: TIMELINE_EVENT_TYPE.brake,
      begin: brake.time,
      end: brake.time,
      from: place,
      to: place,
      odometerKm: before.mileageKm,
    });
  }

  return events.sort((a, b) => a.begin - b.begin || (ORDER[a.type] ?? 9) - (ORDER[b.type] ?? 9));
}
