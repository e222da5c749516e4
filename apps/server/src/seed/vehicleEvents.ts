import {
  ABNORMAL_PRESETS,
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  ALARM_ICON_TYPES,
  alarmIconTypeOf,
  DEVICE_ALARM_KIND,
  DEVICE_EXCEPTION_TYPE,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  SPEED_ALARM,
  type AlarmIconType,
  type DeviceAlarmKindName,
  type HazardLevel,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { DEVICE_ALARM_WEIGHTS, ICON_TYPE_WEIGHTS } from './alarmWeights';
import type { FleetVehicle } from './fleet';
import { roundCoord } from './geo';
import { decideHandling, type Handling } from './handling';
import type { AlarmTopic } from './handlingTexts';
import type { Random } from './prng';
import type { AlarmHandleRow, AlarmRow, ExceptionRow, Handlers } from './rows';
import { locate } from './tracks';
import type { Leg, Segment } from './schedule';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS } from './time';

export interface EventContext {
  now: number;
  dayStart: number;
  from: number;
  handlers: Handlers;
}

export interface AlarmSink {
  alarms: AlarmRow[];
  /** Ids are assigned when the rows are written. */
  handles: AlarmHandleRow[];
}

const RANDOM_ICON_TYPES = Object.entries(ICON_TYPE_WEIGHTS)
  .filter(([, weight]) => weight > 0)
  .map(([type, weight]) => [Number(type) as AlarmIconType, weight] as const);
const DEVICE_KINDS = Object.entries(DEVICE_ALARM_WEIGHTS).map(
  ([name, weight]) => [name as DeviceAlarmKindName, weight] as const,
);
const CONTINUOUS_DRIVING = alarmIconTypeOf('continuousDrivingTimeout');
const NIGHT_DRIVING = alarmIconTypeOf('nightDriving');

/** Alarm content is demo data written in Chinese, whatever the reader's language; names come from core i18n. */
const ZH = resources['zh-CN'].alarm;
const HAZARD_NAMES: Record<HazardLevel, string> = {
  [HAZARD_LEVEL.low]: ZH.hazardLevel.low,
  [HAZARD_LEVEL.medium]: ZH.hazardLevel.medium,
  [HAZARD_LEVEL.high]: ZH.hazardLevel.high,
};

/** Adds an alarm row and, when it was processed, its handling record. */
export function pushAlarm(
  sink: AlarmSink,
  rng: Random,
  ctx: EventContext,
  alarm: Omit<
    AlarmRow,
    | 'guid'
    | 'handle_status'
    | 'handle_type'
    | 'handler_user_id'
    | 'handle_time'
    | 'handle_remark'
    | 'created_at'
  >,
): void {
  // Draw the same numbers whether or not the alarm has happened by `now`, so that a later `now` on the same
  // day only adds alarms and never changes earlier ones.
  const topic: AlarmTopic =
    alarm.first_type === ALARM_FIRST_TYPE.device
      ? 'device'
      : alarm.first_type === ALARM_FIRST_TYPE.temperature
        ? 'temperature'
        : 'driving';
  const h = decideHandling(rng, alarm.begin_time, ctx.now, ctx.handlers, topic);
  const guid = rng.guid();
  const createdDelay = rng.int(1, 20) * 1000;
  if (alarm.begin_time > ctx.now) return;
  const ended = alarm.end_time !== null && alarm.end_time <= ctx.now;
  const row: AlarmRow = {
    ...alarm,
    guid,
    end_time: ended ? alarm.end_time : null,
    end_lon: ended ? alarm.end_lon : null,
    end_lat: ended ? alarm.end_lat : null,
    handle_status: h.status,
    handle_type: h.type,
    handler_user_id: h.handler,
    handle_time: h.time,
    handle_remark: h.remark,
    created_at: alarm.begin_time + createdDelay,
  };
  sink.alarms.push(row);
  if (h.type !== null && h.handler !== null && h.time !== null) {
    sink.handles.push({
      id: 0,
      alarm_guid: row.guid,
      user_id: h.handler,
      handle_type: h.type,
      remark: h.remark ?? '',
      time: h.time,
    });
  }
}

const hourOfDay = (t: number) => ((((t + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;

/** Driver-risk events, speed alarms, continuous and night driving, and device alarms of one vehicle. */
export function vehicleAlarms(
  v: FleetVehicle,
  segments: readonly Segment[],
  rng: Random,
  ctx: EventContext,
  sink: AlarmSink,
): void {
  const base = {
    company_id: v.row.company_id,
    department_id: v.row.department_id,
    vehicle_id: v.row.id,
    site_id: null,
    point_id: null,
    driver_id: v.row.driver_id,
    alarm_class: ALARM_CLASS.vehicle,
  };
  const at = (t: number) => locate(segments, t, v.depot, v.initialMileageKm);
  const span = (begin: number, end: number) => {
    const b = at(begin).pos;
    const e = at(end).pos;
    return {
      begin_time: begin,
      end_time: end,
      begin_lon: roundCoord(b.lon),
      begin_lat: roundCoord(b.lat),
      end_lon: roundCoord(e.lon),
      end_lat: roundCoord(e.lat),
    };
  };
  const speedAt = (leg: Leg) => Math.round(leg.cruiseKmh * rng.range(0.75, 1.15));
  let continuousMs = 0;
  let nightFlaggedDay = -1;
  const activeSafety = v.row.terminal_model.startsWith('AS') || v.row.terminal_model.startsWith('CT');

  for (const s of segments) {
    if (s.type === 'stop') {
      if (s.end - s.start >= 20 * MINUTE_MS || s.purpose === 'park') continuousMs = 0;
      continue;
    }
    const hours = (s.end - s.start) / HOUR_MS;
    // Driver-risk events (ADAS, DSM, blind spot, behaviour).
    const events = activeSafety ? rng.poisson(hours * 0.085 * v.risk) : 0;
    for (let i = 0; i < events; i += 1) {
      const t = Math.round(rng.range(s.start, s.end) / 1000) * 1000;
      const iconType = rng.weighted(RANDOM_ICON_TYPES);
      const level = rng.weighted([
        [HAZARD_LEVEL.high, 12 * v.risk],
        [HAZARD_LEVEL.medium, 45],
        [HAZARD_LEVEL.low, 40],
      ] as const);
      const speed = speedAt(s);
      const end = t + rng.int(3, 12) * 1000;
      pushAlarm(sink, rng, ctx, {
        ...base,
        first_type: ALARM_FIRST_TYPE.activeSafety,
        second_type: iconType,
        level,
        ...span(t, end),
        b_speed: speed,
        e_speed: Math.max(0, speed + rng.int(-8, 3)),
        speed_limit: 0,
        content: `${ZH.alarmIconType[ALARM_ICON_TYPES[iconType].key]}（${HAZARD_NAMES[level]}），车速 ${speed} km/h`,
      });
    }
    // Overspeed, mostly on expressways.
    const overspeeds = rng.poisson(hours * (v.duty === 'city' ? 0.01 : 0.035) * v.risk);
    for (let i = 0; i < overspeeds; i += 1) {
      const t = Math.round(rng.range(s.start, s.end) / 1000) * 1000;
      const limit = v.row.speed_limit_kmh;
      const top = limit + rng.int(3, 22);
      const seconds = rng.int(20, 240);
      const over = (top - limit) / limit;
      const level = over > 0.2 ? HAZARD_LEVEL.high : over > 0.1 ? HAZARD_LEVEL.medium : HAZARD_LEVEL.low;
      pushAlarm(sink, rng, ctx, {
        ...base,
        first_type: ALARM_FIRST_TYPE.speed,
        second_type: SPEED_ALARM.overspeed,
        level,
        ...span(t, t + seconds * 1000),
        b_speed: top,
        e_speed: limit - rng.int(1, 8),
        speed_limit: limit,
        content: `超速报警：最高车速 ${top} km/h，限速 ${limit} km/h，持续 ${seconds} 秒`,
      });
    }
    // Continuous driving over four hours without a 20-minute break.
    const before = continuousMs;
    continuousMs += s.end - s.start;
    const limitMs = 4 * HOUR_MS;
    if (before < limitMs && continuousMs >= limitMs) {
      const t = s.start + (limitMs - before);
      const speed = speedAt(s);
      pushAlarm(sink, rng, ctx, {
        ...base,
        first_type: ALARM_FIRST_TYPE.activeSafety,
        second_type: CONTINUOUS_DRIVING,
        level: HAZARD_LEVEL.medium,
        ...span(t, s.end),
        b_speed: speed,
        e_speed: 0,
        speed_limit: 0,
        content: `连续驾驶超过 4 小时未休息，车速 ${speed} km/h`,
      });
    }
    // Driving between 02:00 and 05:00 (the night ban for heavy goods vehicles in many provinces).
    const day = Math.floor((s.start + CHINA_OFFSET_MS) / DAY_MS);
    const startHour = hourOfDay(s.start);
    if (nightFlaggedDay !== day && startHour < 5 && hourOfDay(s.end) >= 2) {
      nightFlaggedDay = day;
      const t = Math.max(s.start, s.start + (2 - startHour) * HOUR_MS);
      pushAlarm(sink, rng, ctx, {
        ...base,
        first_type: ALARM_FIRST_TYPE.activeSafety,
        second_type: NIGHT_DRIVING,
        level: HAZARD_LEVEL.low,
        ...span(Math.round(t / 1000) * 1000, s.end),
        b_speed: speedAt(s),
        e_speed: 0,
        speed_limit: 0,
        content: '凌晨 2 时至 5 时禁行时段内行驶',
      });
    }
  }
  // Device alarms: a few per vehicle per month, at any time of the active period.
  const spanDays = (ctx.dayStart + DAY_MS - ctx.from) / DAY_MS;
  const deviceAlarms = rng.poisson(spanDays * 0.06);
  for (let i = 0; i < deviceAlarms; i += 1) {
    const t = Math.round(rng.range(ctx.from, ctx.dayStart + DAY_MS) / 1000) * 1000;
    const kind = rng.weighted(DEVICE_KINDS);
    const here = at(t);
    const minutes = rng.int(1, 90);
    pushAlarm(sink, rng, ctx, {
      ...base,
      first_type: ALARM_FIRST_TYPE.device,
      second_type: DEVICE_ALARM_KIND[kind],
      level: kind === 'sos' ? HAZARD_LEVEL.high : HAZARD_LEVEL.medium,
      ...span(t, t + minutes * MINUTE_MS),
      b_speed: Math.round(here.speedKmh),
      e_speed: 0,
      speed_limit: 0,
      content: ZH.deviceAlarmKind[kind],
    });
  }
}

/** Exception kinds and how often they occur per vehicle-day, with their duration range in minutes. */
const EXCEPTION_RATES: readonly {
  type: number;
  perDay: number;
  minutes: [number, number];
  applies: (v: FleetVehicle) => boolean;
}[] = [
  { type: DEVICE_EXCEPTION_TYPE.offline, perDay: 0.015, minutes: [60, 600], applies: () => true },
  { type: DEVICE_EXCEPTION_TYPE.power, perDay: 0.008, minutes: [10, 360], applies: () => true },
  { type: DEVICE_EXCEPTION_TYPE.antenna, perDay: 0.006, minutes: [30, 2880], applies: () => true },
  {
    type: DEVICE_EXCEPTION_TYPE.temperatureNotUploaded,
    perDay: 0.025,
    minutes: [20, 240],
    applies: (v) => v.cargo !== null,
  },
  {
    type: DEVICE_EXCEPTION_TYPE.fuelNotUploaded,
    perDay: 0.01,
    minutes: [60, 1440],
    applies: (v) => v.duty !== 'city',
  },
  { type: DEVICE_EXCEPTION_TYPE.positioning, perDay: 0.015, minutes: [5, 60], applies: () => true },
  {
    type: DEVICE_EXCEPTION_TYPE.photoNotUploaded,
    perDay: 0.012,
    minutes: [60, 720],
    applies: (v) => !v.row.terminal_model.startsWith('GT'),
  },
  { type: DEVICE_EXCEPTION_TYPE.signal, perDay: 0.012, minutes: [5, 90], applies: () => true },
];

/** An exception as generated, before the cut at `now`. */
export interface PlannedException {
  type: number;
  begin: number;
  end: number;
}

export interface VehicleExceptions {
  rows: ExceptionRow[];
  planned: PlannedException[];
}

/** Device exceptions of one vehicle; open ones (not ended by `now`) have no end. */
export function vehicleExceptions(
  v: FleetVehicle,
  segments: readonly Segment[],
  rng: Random,
  ctx: EventContext,
): VehicleExceptions {
  const rows: ExceptionRow[] = [];
  const planned: PlannedException[] = [];
  const spanDays = (ctx.dayStart + DAY_MS - ctx.from) / DAY_MS;
  for (const rate of EXCEPTION_RATES) {
    if (!rate.applies(v)) continue;
    const count = rng.poisson(spanDays * rate.perDay);
    for (let i = 0; i < count; i += 1) {
      const begin = Math.round(rng.range(ctx.from, ctx.dayStart + DAY_MS) / 1000) * 1000;
      const end = begin + rng.int(rate.minutes[0], rate.minutes[1]) * MINUTE_MS;
      planned.push({ type: rate.type, begin, end });
      const draws = exceptionDraws(rng, begin, ctx);
      if (begin > ctx.now) continue;
      rows.push(exceptionRow(v, segments, rate.type, begin, end <= ctx.now ? end : null, draws));
    }
  }
  rows.sort((a, b) => a.begin_time - b.begin_time);
  return { rows, planned };
}

/** The random parts of an exception, drawn whether or not it has begun by `now`. */
export interface ExceptionDraws {
  guid: string;
  handling: Handling;
  remark: string;
  createdDelayMs: number;
}

export function exceptionDraws(rng: Random, begin: number, ctx: EventContext): ExceptionDraws {
  return {
    handling: decideHandling(rng, begin, ctx.now, ctx.handlers, 'device'),
    guid: rng.guid(),
    remark: ZH.abnormalPreset[rng.pick(ABNORMAL_PRESETS)],
    createdDelayMs: rng.int(60, 600) * 1000,
  };
}

export function exceptionRow(
  v: FleetVehicle,
  segments: readonly Segment[],
  type: number,
  begin: number,
  end: number | null,
  draws: ExceptionDraws,
): ExceptionRow {
  const b = locate(segments, begin, v.depot, v.initialMileageKm).pos;
  const e = end === null ? null : locate(segments, end, v.depot, v.initialMileageKm).pos;
  const h = draws.handling;
  return {
    guid: draws.guid,
    company_id: v.row.company_id,
    department_id: v.row.department_id,
    vehicle_id: v.row.id,
    type,
    begin_time: begin,
    end_time: end,
    begin_lon: roundCoord(b.lon),
    begin_lat: roundCoord(b.lat),
    end_lon: e ? roundCoord(e.lon) : null,
    end_lat: e ? roundCoord(e.lat) : null,
    handle_status: h.status,
    handler_user_id: h.handler,
    handle_time: h.time,
    handle_remark: h.status === HANDLE_STATUS.unprocessed ? null : draws.remark,
    created_at: begin + draws.createdDelayMs,
  };
}
