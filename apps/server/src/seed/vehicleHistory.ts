import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  DEVICE_EXCEPTION_TYPE,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  TEMPERATURE_ALARM,
  type TrackingOrderStateName,
} from '@roadwatch/core';
import type { FleetVehicle } from './fleet';
import { roundCoord } from './geo';
import { mixSeed, Random } from './prng';
import type {
  AlarmHandleRow,
  AlarmRow,
  ExceptionRow,
  OrderRow,
  ReadingRow,
  TrackRow,
  VehicleStateRow,
} from './rows';
import { planVehicle, type ScheduleContext, type Trip } from './schedule';
import { TEMPERATURE_RANGES, type TempPointRow } from './sites';
import {
  dutyWindows,
  excursionAlarms,
  randomExcursion,
  readingsBetween,
  type DoorOpening,
  type Outage,
  type TempSeries,
} from './temperature';
import { HOUR_MS, MINUTE_MS } from './time';
import { locate, sampleTrack, stateAt, type Cadence } from './tracks';
import {
  exceptionDraws,
  exceptionRow,
  pushAlarm,
  vehicleAlarms,
  vehicleExceptions,
  type EventContext,
} from './vehicleEvents';

export interface HistoryContext extends EventContext {
  seed: number;
  schedule: ScheduleContext;
  track: Cadence;
  temperature: Cadence;
}

export type OrderDraft = Omit<OrderRow, 'id' | 'order_no' | 'plan_no'> & { tripStart: number };

export interface VehicleHistory {
  tracks: TrackRow[];
  alarms: AlarmRow[];
  handles: AlarmHandleRow[];
  exceptions: ExceptionRow[];
  readings: ReadingRow[];
  orders: OrderDraft[];
  state: VehicleStateRow;
}

function orderState(rng: Random, trip: Trip, now: number): TrackingOrderStateName {
  if (trip.end <= now) {
    return rng.weighted([
      ['completed', 85],
      ['endedManually', 5],
      ['notArrived', 5],
      ['offTrack', 5],
    ] as const);
  }
  if (trip.start <= now)
    return rng.weighted([
      ['inTransit', 80],
      ['normal', 12],
      ['offTrack', 8],
    ] as const);
  return rng.weighted([
    ['toBeTransported', 70],
    ['toBeBound', 30],
  ] as const);
}

/** Everything one vehicle leaves behind over the history window; a pure function of (vehicle, points, context). */
export function vehicleHistory(
  v: FleetVehicle,
  points: readonly TempPointRow[],
  ctx: HistoryContext,
): VehicleHistory {
  const stream = (n: number) => new Random(mixSeed(ctx.seed, n, v.row.id));
  const { segments, trips } = planVehicle(v, ctx.schedule);
  const tracks = sampleTrack(v.row.id, segments, ctx.track, ctx.now, stream(311));

  const sink = { alarms: [] as AlarmRow[], handles: [] as AlarmHandleRow[] };
  const alarmRng = stream(401);
  vehicleAlarms(v, segments, alarmRng, ctx, sink);
  const exceptionRng = stream(501);
  const { rows: exceptions, planned } = vehicleExceptions(v, segments, exceptionRng, ctx);

  // Online at now: driving vehicles are; parked ones often drop off; a long silence is an open offline exception.
  const stateRng = stream(601);
  const here = locate(segments, ctx.now, v.depot, v.initialMileageKm);
  const lastPoint = tracks[tracks.length - 1];
  const openOffline = exceptions.some((e) => e.type === DEVICE_EXCEPTION_TYPE.offline && e.end_time === null);
  const online = here.moving || (!openOffline && stateRng.chance(here.acc ? 0.9 : 0.45));
  if (!online && !openOffline && lastPoint && ctx.now - lastPoint.gps_time > 24 * HOUR_MS) {
    const begin = lastPoint.gps_time + 30 * MINUTE_MS;
    const draws = exceptionDraws(exceptionRng, begin, ctx);
    const open = {
      ...draws,
      handling: {
        ...draws.handling,
        status: HANDLE_STATUS.unprocessed,
        type: null,
        handler: null,
        time: null,
        remark: null,
      },
    };
    exceptions.push(exceptionRow(v, segments, DEVICE_EXCEPTION_TYPE.offline, begin, null, open));
  }
  const state = stateAt(
    v.row.id,
    segments,
    ctx.now,
    v.depot,
    v.initialMileageKm,
    lastPoint,
    online,
    stateRng,
  );

  // Cargo temperature while the reefer runs; probes go silent during "temperature not uploaded" exceptions.
  const readings: ReadingRow[] = [];
  if (points.length > 0 && v.cargo) {
    const tempRng = stream(701);
    const windows = dutyWindows(segments);
    const silent: Outage[] = planned
      .filter((e) => e.type === DEVICE_EXCEPTION_TYPE.temperatureNotUploaded)
      .map((e) => ({ start: e.begin, end: e.end, fault: null }))
      .sort((a, b) => a.start - b.start);
    const doors: DoorOpening[] = segments.flatMap((s) =>
      s.type === 'stop' && (s.purpose === 'delivery' || s.purpose === 'unload')
        ? [
            {
              start: s.start,
              end: Math.min(s.end, s.start + tempRng.int(8, 25) * MINUTE_MS),
              rise: tempRng.range(1.5, 4.3),
            },
          ]
        : [],
    );
    const setpoint = TEMPERATURE_RANGES[v.cargo].setpoint;
    const excursions = windows
      .filter((w) => w.end - w.start > 2 * HOUR_MS && tempRng.chance(0.02))
      .map((w) => ({ w, start: tempRng.range(w.start, w.end - HOUR_MS) }));
    for (const point of points) {
      const series: TempSeries = {
        point,
        setpoint: setpoint + (point.probe_no - 2) * 0.3,
        excursions: excursions.map(({ start }) => randomExcursion(tempRng, point, setpoint, start)),
        outages: silent,
        doors,
        shopperDoors: false,
        defrost: false,
      };
      for (const w of windows) readingsBetween(series, ctx.temperature, w.start, w.end, ctx.now, readings);
      for (const span of excursionAlarms(series, ctx.schedule.until)) {
        const b = locate(segments, span.begin, v.depot, v.initialMileageKm);
        const e = span.end === null ? null : locate(segments, span.end, v.depot, v.initialMileageKm);
        const limit = span.high ? point.max_c : point.min_c;
        const beyond = Math.abs(span.peak - limit);
        pushAlarm(sink, alarmRng, ctx, {
          company_id: v.row.company_id,
          department_id: v.row.department_id,
          vehicle_id: v.row.id,
          site_id: null,
          point_id: point.id,
          driver_id: v.row.driver_id,
          alarm_class: ALARM_CLASS.vehicle,
          first_type: ALARM_FIRST_TYPE.temperature,
          second_type: span.high ? TEMPERATURE_ALARM.high : TEMPERATURE_ALARM.low,
          level: beyond > 6 ? HAZARD_LEVEL.high : beyond > 3.5 ? HAZARD_LEVEL.medium : HAZARD_LEVEL.low,
          begin_time: span.begin,
          end_time: span.end,
          begin_lon: roundCoord(b.pos.lon),
          begin_lat: roundCoord(b.pos.lat),
          end_lon: e ? roundCoord(e.pos.lon) : null,
          end_lat: e ? roundCoord(e.pos.lat) : null,
          b_speed: Math.round(b.speedKmh),
          e_speed: e ? Math.round(e.speedKmh) : 0,
          speed_limit: 0,
          content: `${point.name} 温度 ${span.peak.toFixed(1)}℃，${span.high ? '高于上限' : '低于下限'} ${limit}℃`,
        });
      }
    }
    readings.sort((a, b) => a.point_id - b.point_id || a.time - b.time);
  }

  const orderRng = stream(801);
  const orders: OrderDraft[] = [];
  for (const trip of trips) {
    if (!orderRng.chance(v.duty === 'city' ? 0.2 : 0.4)) continue;
    const created = Math.round((trip.start - orderRng.range(2, 20) * HOUR_MS) / 1000) * 1000;
    const state = orderState(orderRng, trip, ctx.now);
    if (created > ctx.now) continue;
    orders.push({
      company_id: v.row.company_id,
      department_id: v.row.department_id,
      vehicle_id: state === 'toBeBound' ? null : v.row.id,
      state,
      origin: trip.origin,
      destination: trip.destination,
      created_at: created,
      tripStart: trip.start,
    });
  }
  sink.alarms.sort((a, b) => a.begin_time - b.begin_time);
  return { tracks, alarms: sink.alarms, handles: sink.handles, exceptions, readings, orders, state };
}
