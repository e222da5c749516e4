import {
  ALARM_FIRST_TYPE,
  CHINA_OFFSET_MS,
  DAY_MS,
  HAZARD_LEVEL,
  LINE_ALARM,
  MINUTE_MS,
  ZONE_ALARM,
} from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { PipelineRules } from '../pipelineRules';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';
import {
  inCorridorBox,
  newZoneLookupMemo,
  type CompanyZoneRules,
  type LineRule,
  type MinuteSpan,
  type ZoneRule,
} from '../zones/CompanyZoneRules';
import { metresToPolyline, zoneContains } from '../zones/zoneGeometry';
import type { ZoneRuleBook } from '../zones/ZoneRuleBook';
import { overspeedLevel } from './overspeedRule';

/** Rule key of a zone or line alarm: the rule's id is also stored as the alarm's point_id, so a restart finds it. */
export function zoneAlarmKey(ruleId: number, secondType: number): string {
  return `zone:${ruleId}:${secondType}`;
}
export function lineAlarmKey(ruleId: number, secondType: number): string {
  return `line:${ruleId}:${secondType}`;
}

/** A vehicle inside one zone: since when, and the stop and overspeed it is in the middle of. */
export interface ZoneVisit {
  since: number;
  stamp: number;
  /** Bits (1 << second type) of the lasting alarms open for this visit: keys are built only to open or end one. */
  open: number;
  stopSince: number | null;
  overSince: number | null;
  overLon: number | null;
  overLat: number | null;
  overKmh: number;
  /** The load status of the last report in the zone (half or full counts as loaded). */
  loaded: boolean;
}

/** A vehicle on one line rule: whether a trip is under way, and the overspeed it is in the middle of. */
export interface LineTrip {
  atStart: boolean;
  onTrip: boolean;
  /** Bits (1 << second type) of the rule's alarms open for the vehicle. */
  open: number;
  overSince: number | null;
  overLon: number | null;
  overLat: number | null;
  overKmh: number;
}

function chinaMinute(at: number): number {
  return Math.floor(((((at + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

function inSpans(spans: readonly MinuteSpan[], minute: number): boolean {
  return spans.length === 0 || spans.some((s) => s.from <= minute && minute <= s.to);
}

/** Filled by a full lookup (a reused one leaves the zones in the vehicle's memo). */
const found: ZoneRule[] = [];
const near: ZoneRule[] = [];

interface Ctx {
  rt: VehicleRuntime;
  settings: VehicleSettings;
  ledger: EventLedger;
  position: Position;
}

const context = {} as Ctx;

function event(c: Ctx, ruleId: number, first: number, second: number, level: number): void {
  c.ledger.openAlarm(c.rt, c.settings, {
    key: first === ALARM_FIRST_TYPE.zone ? zoneAlarmKey(ruleId, second) : lineAlarmKey(ruleId, second),
    firstType: first,
    secondType: second,
    level,
    beginTime: c.position.at,
    endTime: c.position.at,
    lon: c.position.lon,
    lat: c.position.lat,
    speedKmh: c.position.speedKmh,
    pointId: ruleId,
  });
}

function open(
  c: Ctx,
  key: string,
  first: number,
  second: number,
  ruleId: number,
  begin: {
    at: number;
    lon: number | null;
    lat: number | null;
    speedKmh: number;
    limit?: number;
    level: number;
  },
): void {
  if (c.rt.alarms.has(key)) return;
  c.ledger.openAlarm(c.rt, c.settings, {
    key,
    firstType: first,
    secondType: second,
    level: begin.level,
    beginTime: begin.at,
    lon: begin.lon,
    lat: begin.lat,
    speedKmh: begin.speedKmh,
    ...(begin.limit === undefined ? {} : { speedLimitKmh: begin.limit }),
    pointId: ruleId,
  });
}

const ZONE_LASTING = [ZONE_ALARM.stop, ZONE_ALARM.overspeed, ZONE_ALARM.doorOpen] as const;
const LINE_LASTING = [LINE_ALARM.deviation, LINE_ALARM.overspeed] as const;

/** Bits of the alarms left open under the rule's keys (by this process, or a previous one: `restoreVehicle`). */
function openBits(rt: VehicleRuntime, seconds: readonly number[], key: (second: number) => string): number {
  let bits = 0;
  for (const second of seconds) if (rt.alarms.has(key(second))) bits |= 1 << second;
  return bits;
}

type Opening = Parameters<typeof open>[5];

/** Opens a lasting alarm of a zone (or line) rule unless its bit says it is open. */
function openLasting(
  c: Ctx,
  holder: { open: number },
  first: number,
  second: number,
  ruleId: number,
  begin: Opening,
): void {
  if ((holder.open & (1 << second)) !== 0) return;
  holder.open |= 1 << second;
  const key = first === ALARM_FIRST_TYPE.zone ? zoneAlarmKey(ruleId, second) : lineAlarmKey(ruleId, second);
  open(c, key, first, second, ruleId, begin);
}

/** Ends a lasting alarm of a zone (or line) rule if its bit says it is open. */
function endLasting(c: Ctx, holder: { open: number }, first: number, second: number, ruleId: number): void {
  if ((holder.open & (1 << second)) === 0) return;
  holder.open &= ~(1 << second);
  const key = first === ALARM_FIRST_TYPE.zone ? zoneAlarmKey(ruleId, second) : lineAlarmKey(ruleId, second);
  c.ledger.endAlarm(c.rt, c.settings, key, c.position);
}

/**
 * Zone and line alarm rules of the vehicle's company, for a current report with a fix. One lookup in the vehicle's
 * zone set finds the zones that hold the position, and each of its lines is measured only inside its corridor box; the vehicle keeps, per zone it is in, since
 * when and its stop and overspeed timers, and per line rule whether a trip is under way. Entry and exit are
 * events (stored ended); a stop over the rule's duration, overspeed for the rule's time, an open door, leaving the
 * line's corridor and overspeed on the line last until the condition clears. Alarms open only inside the rule's
 * time periods (China time); what is open ends whenever its condition clears.
 */
export function applyZoneAlarms(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  book: ZoneRuleBook,
  rules: PipelineRules,
  facts: ReportFacts,
  position: Position,
): void {
  const company = book.of(settings.companyId);
  if (!facts.fixed || !company) return;
  if (company.zones.length === 0 && company.lines.length === 0 && !rt.zoneVisits && !rt.lineTrips) return;
  // One context reused for every report (no allocation on the hot path).
  const c = context;
  c.rt = rt;
  c.settings = settings;
  c.ledger = ledger;
  c.position = position;
  const { longitude: lon, latitude: lat, speedKmh, status } = facts.report;
  const minute = chinaMinute(position.at);
  const memo = (rt.zoneMemo ??= newZoneLookupMemo());
  const stamp = company.search(rt.vehicleId, lon, lat, found, near, memo);
  const doorOpen = door(status);
  const loaded = status.load !== 'empty';
  if (!(memo.reused && quietStill(rt.zoneQuiet, speedKmh, rules.movingKmh, doorOpen, loaded)))
    applyZones(
      c,
      company,
      memo.reused ? memo.inside : found,
      stamp,
      minute,
      speedKmh,
      rules.movingKmh,
      doorOpen,
      loaded,
    );
  warnApproaches(c, minute);
  applyLines(c, company, minute, lon, lat, speedKmh);
}

function door(s: ReportFacts['report']['status']): boolean {
  return s.door1Open || s.door2Open || s.door3Open || s.door4Open || s.door5Open;
}

const ZONE = ALARM_FIRST_TYPE.zone;
const LINE = ALARM_FIRST_TYPE.line;

/**
 * The zones a vehicle is in, left quiet by the last full pass: no stop or overspeed timer running and nothing open
 * there; the lowest overspeed limit among them, whether one watches doors, and the load status then.
 */
export interface ZonesQuiet {
  limitKmh: number;
  watchesDoor: boolean;
  loaded: boolean;
}

/**
 * Whether this report can change nothing in the same zones (the lookup was reused, so they are the same): moving,
 * within every limit, doors shut where watched, load unchanged. Then the per-zone pass is skipped.
 */
function quietStill(
  quiet: ZonesQuiet | null,
  speedKmh: number,
  movingKmh: number,
  doorOpen: boolean,
  loaded: boolean,
): boolean {
  return (
    quiet !== null &&
    speedKmh >= movingKmh &&
    speedKmh <= quiet.limitKmh &&
    !(doorOpen && quiet.watchesDoor) &&
    loaded === quiet.loaded
  );
}

function applyZones(
  c: Ctx,
  company: CompanyZoneRules,
  inside: readonly ZoneRule[],
  stamp: number,
  minute: number,
  speedKmh: number,
  movingKmh: number,
  doorOpen: boolean,
  loaded: boolean,
): void {
  const { rt, position } = c;
  const at = position.at;
  if (inside.length > 0) rt.zoneVisits ??= new Map();
  for (const zone of inside) {
    const live = inSpans(zone.periods, minute);
    const id = zone.id;
    let visit = rt.zoneVisits!.get(id);
    if (!visit) {
      visit = {
        since: at,
        stamp,
        open: openBits(rt, ZONE_LASTING, (second) => zoneAlarmKey(id, second)),
        stopSince: null,
        overSince: null,
        overLon: null,
        overLat: null,
        overKmh: 0,
        loaded,
      };
      rt.zoneVisits!.set(id, visit);
      if (zone.entry && live) event(c, id, ZONE, ZONE_ALARM.entry, HAZARD_LEVEL.low);
    }
    visit.stamp = stamp;
    // Unloading in the zone: the terminal reported a load (half or full) and now reports empty.
    if (zone.ashDump && live && visit.loaded && !loaded)
      event(c, id, ZONE, ZONE_ALARM.ashDump, HAZARD_LEVEL.medium);
    visit.loaded = loaded;
    if (speedKmh < movingKmh) {
      visit.stopSince ??= at;
      if (zone.stop && live && at - visit.stopSince >= zone.stopMs)
        openLasting(c, visit, ZONE, ZONE_ALARM.stop, id, {
          at: visit.stopSince,
          lon: position.lon,
          lat: position.lat,
          speedKmh,
          level: HAZARD_LEVEL.medium,
        });
    } else {
      visit.stopSince = null;
      endLasting(c, visit, ZONE, ZONE_ALARM.stop, id);
    }
    if (zone.overspeed && speedKmh > zone.speedLimitKmh) {
      if (visit.overSince === null) {
        visit.overSince = at;
        visit.overLon = position.lon;
        visit.overLat = position.lat;
        visit.overKmh = speedKmh;
      }
      if (live && at - visit.overSince >= zone.overspeedMs)
        openLasting(c, visit, ZONE, ZONE_ALARM.overspeed, id, {
          at: visit.overSince,
          lon: visit.overLon,
          lat: visit.overLat,
          speedKmh: visit.overKmh,
          limit: zone.speedLimitKmh,
          level: overspeedLevel(speedKmh, zone.speedLimitKmh),
        });
    } else {
      visit.overSince = null;
      endLasting(c, visit, ZONE, ZONE_ALARM.overspeed, id);
    }
    if (zone.doorOpen && doorOpen && live)
      openLasting(c, visit, ZONE, ZONE_ALARM.doorOpen, id, {
        at,
        lon: position.lon,
        lat: position.lat,
        speedKmh,
        level: HAZARD_LEVEL.medium,
      });
    else if (!doorOpen) endLasting(c, visit, ZONE, ZONE_ALARM.doorOpen, id);
  }
  rt.zoneQuiet = quietAfter(rt, inside, loaded);
  // Every visit seen here carries this stamp: when all of them were, nothing was left (the usual case).
  if (!rt.zoneVisits || rt.zoneVisits.size === inside.length) return;
  for (const [ruleId, visit] of rt.zoneVisits) {
    if (visit.stamp === stamp) continue;
    rt.zoneVisits.delete(ruleId);
    for (const second of ZONE_LASTING) endLasting(c, visit, ZONE, second, ruleId);
    const zone = company.zoneById.get(ruleId);
    if (zone?.exit && zone.vehicles.has(rt.vehicleId) && inSpans(zone.periods, minute))
      event(c, ruleId, ZONE, ZONE_ALARM.exit, HAZARD_LEVEL.low);
  }
  if (rt.zoneVisits.size === 0) rt.zoneVisits = null;
}

/** The quiet state of the zones the vehicle is in after a full pass, or null when something there is going on. */
function quietAfter(rt: VehicleRuntime, inside: readonly ZoneRule[], loaded: boolean): ZonesQuiet | null {
  let limitKmh = Infinity;
  let watchesDoor = false;
  for (const zone of inside) {
    const visit = rt.zoneVisits?.get(zone.id);
    if (!visit || visit.open !== 0 || visit.stopSince !== null || visit.overSince !== null) return null;
    if (zone.overspeed && zone.speedLimitKmh < limitKmh) limitKmh = zone.speedLimitKmh;
    if (zone.doorOpen) watchesDoor = true;
  }
  return { limitKmh, watchesDoor, loaded };
}

/**
 * A pre-warning when the vehicle comes within a zone's warning distance from outside: once per approach (it is
 * warned again only after leaving the band), none while it is inside the zone.
 */
function warnApproaches(c: Ctx, minute: number): void {
  const { rt } = c;
  for (const zone of near) {
    rt.zoneWarned ??= new Set();
    if (rt.zoneWarned.has(zone.id)) continue;
    rt.zoneWarned.add(zone.id);
    if (inSpans(zone.periods, minute)) event(c, zone.id, ZONE, ZONE_ALARM.preWarning, HAZARD_LEVEL.low);
  }
  if (!rt.zoneWarned || rt.zoneWarned.size === near.length) return;
  for (const id of rt.zoneWarned) {
    if (near.some((z) => z.id === id) || rt.zoneVisits?.has(id)) continue;
    rt.zoneWarned.delete(id);
  }
  if (rt.zoneWarned.size === 0) rt.zoneWarned = null;
}

function applyLines(
  c: Ctx,
  company: CompanyZoneRules,
  minute: number,
  lon: number,
  lat: number,
  speedKmh: number,
): void {
  const { rt, position } = c;
  const lines = company.linesOf(rt.vehicleId);
  if (rt.lineTrips && rt.lineTripsOf !== company) {
    // The company's rules were rebuilt: end what rules removed, or no longer naming the vehicle, left open.
    for (const [ruleId, trip] of rt.lineTrips) {
      if (company.lineById.get(ruleId)?.vehicles.has(rt.vehicleId)) continue;
      rt.lineTrips.delete(ruleId);
      for (const second of LINE_LASTING) endLasting(c, trip, LINE, second, ruleId);
    }
  }
  rt.lineTripsOf = company;
  for (const line of lines) {
    rt.lineTrips ??= new Map();
    const id = line.id;
    let trip = rt.lineTrips.get(id);
    if (!trip) {
      trip = {
        atStart: false,
        onTrip: !line.startZone,
        open: openBits(rt, LINE_LASTING, (second) => lineAlarmKey(id, second)),
        overSince: null,
        overLon: null,
        overLat: null,
        overKmh: 0,
      };
      rt.lineTrips.set(id, trip);
    }
    followTrip(line, trip, lon, lat, minute);
    const live =
      trip.onTrip && (line.startZone !== null || !line.departure || inSpans([line.departure], minute));
    const off = !inCorridorBox(line, lon, lat) || metresToPolyline(line.line, lon, lat) > line.offsetM;
    if (live && off)
      openLasting(c, trip, LINE, LINE_ALARM.deviation, id, {
        at: position.at,
        lon: position.lon,
        lat: position.lat,
        speedKmh,
        level: HAZARD_LEVEL.medium,
      });
    else endLasting(c, trip, LINE, LINE_ALARM.deviation, id);
    if (live && !off && line.overspeed && speedKmh > line.speedLimitKmh) {
      if (trip.overSince === null) {
        trip.overSince = position.at;
        trip.overLon = position.lon;
        trip.overLat = position.lat;
        trip.overKmh = speedKmh;
      }
      if (position.at - trip.overSince >= line.overspeedMs)
        openLasting(c, trip, LINE, LINE_ALARM.overspeed, id, {
          at: trip.overSince,
          lon: trip.overLon,
          lat: trip.overLat,
          speedKmh: trip.overKmh,
          limit: line.speedLimitKmh,
          level: overspeedLevel(speedKmh, line.speedLimitKmh),
        });
    } else {
      trip.overSince = null;
      endLasting(c, trip, LINE, LINE_ALARM.overspeed, id);
    }
  }
}

/**
 * A line with a start zone is watched from leaving that zone (when the departure falls in the valid departure
 * window, if any) until entering the end zone; a line without one is always on its trip, except inside its end
 * zone.
 */
function followTrip(line: LineRule, trip: LineTrip, lon: number, lat: number, minute: number): void {
  if (line.endZone && zoneContains(line.endZone, lon, lat)) {
    trip.onTrip = false;
    trip.atStart = false;
    return;
  }
  if (!line.startZone) {
    trip.onTrip = true;
    return;
  }
  const atStart = zoneContains(line.startZone, lon, lat);
  if (atStart) trip.onTrip = false;
  else if (trip.atStart) trip.onTrip = !line.departure || inSpans([line.departure], minute);
  trip.atStart = atStart;
}
