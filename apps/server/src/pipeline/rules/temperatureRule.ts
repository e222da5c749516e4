import {
  ALARM_FIRST_TYPE,
  DEVICE_EXCEPTION_TYPE,
  HAZARD_LEVEL,
  TEMPERATURE_ALARM,
  TEMPERATURE_POINT_STATE,
  deriveTempState,
  type EffectiveAlarmRules,
  type HazardLevel,
} from '@roadwatch/core';
import { decodeTemperatures, type ProbeReading } from '@roadwatch/jt808';
import type { AlarmHolder, AlarmSubject, EventLedger, Position } from '../EventLedger';
import type { PipelineLogger } from '../pipelineLogger';
import type { PipelineRules } from '../pipelineRules';
import type { PipelineWriter } from '../PipelineWriter';
import type { ReportFacts } from '../reportFacts';
import type { PointMemory, VehicleRuntime } from '../vehicleRuntime';
import type { TempPointSettings, VehicleSettings } from '../vehicleSettings';
import { exceptionWaitMs } from './exceptionWaits';

export function temperatureAlarmKey(pointId: number): string {
  return `temp:${pointId}`;
}

/** How far beyond the limit: more than 6 °C is high, more than 3.5 °C medium (the warning margin is 2 °C). */
export function temperatureAlarmLevel(beyondC: number): HazardLevel {
  return beyondC > 6 ? HAZARD_LEVEL.high : beyondC > 3.5 ? HAZARD_LEVEL.medium : HAZARD_LEVEL.low;
}

export interface TemperatureDeps {
  ledger: EventLedger;
  writer: PipelineWriter;
  rules: PipelineRules;
  logger: PipelineLogger;
}

/** Whose probes: a vehicle's runtime or a site's. */
export interface ProbeHolder extends AlarmHolder {
  points: Map<number, PointMemory>;
}

/** Their points by probe number, and whom rows and events name. */
export interface ProbeSubject extends AlarmSubject {
  tempPoints: ReadonlyMap<number, TempPointSettings>;
  /** A vehicle's settings (sites have none): over-temperature switched off, readings keep their states but open no alarm. */
  alarmRules?: EffectiveAlarmRules;
}

/**
 * The point's temperature alarm: it opens once the readings have stayed beyond the limit for the vehicle's
 * over-temperature `sustainS` (sites and the default: at once) and begins where that run began; it ends at the first
 * reading back within the warning margin. A side change (too warm to too cold) is a new alarm.
 */
function followAlarm(
  rt: ProbeHolder,
  settings: ProbeSubject,
  ledger: EventLedger,
  point: TempPointSettings,
  memory: PointMemory,
  valueC: number | null,
  state: number,
  position: Position,
): void {
  const key = temperatureAlarmKey(point.id);
  if (state === TEMPERATURE_POINT_STATE.alarm && valueC !== null) {
    const high = valueC > point.maxC;
    const secondType = high ? TEMPERATURE_ALARM.high : TEMPERATURE_ALARM.low;
    const open = rt.alarms.get(key);
    if (open && open.secondType !== secondType) {
      ledger.endAlarm(rt, settings, key, position);
      memory.alarmSince = null;
    }
    memory.alarmSince ??= {
      at: position.at,
      lon: position.lon,
      lat: position.lat,
      speedKmh: position.speedKmh,
    };
    const since = memory.alarmSince;
    const sustainMs = (settings.alarmRules?.overTemperature.sustainS ?? 0) * 1000;
    if (position.at - since.at < sustainMs) return;
    ledger.openAlarm(rt, settings, {
      key,
      firstType: ALARM_FIRST_TYPE.temperature,
      secondType,
      level: temperatureAlarmLevel(high ? valueC - point.maxC : point.minC - valueC),
      beginTime: since.at,
      lon: since.lon,
      lat: since.lat,
      speedKmh: since.speedKmh,
      pointId: point.id,
    });
  } else if (state === TEMPERATURE_POINT_STATE.normal || state === TEMPERATURE_POINT_STATE.warning) {
    // A disconnected or faulty probe says nothing about the cargo: an open alarm stays open until a real reading.
    memory.alarmSince = null;
    ledger.endAlarm(rt, settings, key, position);
  }
}

/**
 * Probe readings of a vehicle with temperature points, decoded by its terminal model's registered convention
 * (never guessed): each probe is mapped to its point (vehicle + probe number), given a state, stored at most once
 * per point per `readingIntervalMs` unless its state changed, and published. For current reports the state also
 * drives the point's temperature alarm and the temperature-not-uploaded exception. Late (batch re-uploaded)
 * reports only add readings.
 */
export function applyTemperatures(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  deps: TemperatureDeps,
  facts: ReportFacts,
  position: Position,
  current: boolean,
): void {
  if (settings.tempPoints.size === 0) return;
  const model = settings.terminalModel || rt.terminalModel;
  const decoded = decodeTemperatures(facts.report, model);
  if (!decoded.ok) {
    if (decoded.reason !== 'itemMissing') {
      // Without a convention (or with an item that does not fit it) nothing can be said, not even that
      // temperatures are missing. Logged once per vehicle: the terminal will keep sending the same.
      if (!rt.warnedTemperature) {
        rt.warnedTemperature = true;
        deps.logger.warn({ vehicleId: rt.vehicleId, model, reason: decoded.reason }, decoded.detail);
      }
      return;
    }
    if (current && settings.refrigerated) {
      rt.temperatureMissingSince ??= facts.receivedAt;
      const waitMs = exceptionWaitMs(
        settings,
        DEVICE_EXCEPTION_TYPE.temperatureNotUploaded,
        deps.rules.temperatureMissingAfterMs,
      );
      if (facts.receivedAt - rt.temperatureMissingSince >= waitMs) {
        deps.ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.temperatureNotUploaded, {
          ...position,
          at: rt.temperatureMissingSince,
        });
      }
    }
    return;
  }
  if (current) {
    rt.temperatureMissingSince = null;
    deps.ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.temperatureNotUploaded, {
      ...position,
      at: facts.receivedAt,
    });
  }
  recordProbeReadings(rt, settings, deps, decoded.readings, facts.at, position, current);
}

/**
 * The readings of one report, whoever the probes belong to: each probe is mapped to its point, given a state,
 * stored at most once per point per `readingIntervalMs` unless its state changed, and published; for current
 * reports the state drives the point's temperature alarm.
 */
export function recordProbeReadings(
  rt: ProbeHolder,
  settings: ProbeSubject,
  deps: TemperatureDeps,
  readings: readonly ProbeReading[],
  time: number,
  position: Position,
  current: boolean,
): void {
  const slot = Math.floor(time / deps.rules.readingIntervalMs);
  for (const reading of readings) {
    const point = settings.tempPoints.get(reading.probe);
    if (!point) continue;
    const state = deriveTempState(reading.temperatureC, point.minC, point.maxC);
    let memory = rt.points.get(point.id);
    if (!memory) {
      memory = { storedMinute: -1, state: -1, alarmSince: null };
      rt.points.set(point.id, memory);
    }
    if (memory.storedMinute !== slot || memory.state !== state) {
      storeReading(rt, settings, deps, point.id, time, reading.temperatureC, state, reading.humidity ?? null);
      memory.storedMinute = slot;
      memory.state = state;
    }
    if (!current) continue;
    if (settings.alarmRules?.overTemperature.enabled === false) {
      memory.alarmSince = null;
      deps.ledger.endAlarm(rt, settings, temperatureAlarmKey(point.id), position);
    } else followAlarm(rt, settings, deps.ledger, point, memory, reading.temperatureC, state, position);
  }
}

/**
 * One temp_readings row (with the probe's humidity in %RH when its logger reports one) and its 'temperature'
 * live event (published once the row is committed).
 */
export function storeReading(
  rt: ProbeHolder,
  settings: ProbeSubject,
  deps: Pick<TemperatureDeps, 'writer' | 'ledger'>,
  pointId: number,
  time: number,
  valueC: number | null,
  state: number,
  humidity: number | null = null,
): void {
  deps.writer.addReading(pointId, time, valueC, state, humidity);
  deps.ledger.publishTemperature(settings, {
    pointId,
    siteId: settings.siteId ?? null,
    vehicleId: rt.vehicleId,
    departmentId: settings.departmentId,
    valueC,
    state,
    time,
  });
}
