import { createHash, randomUUID } from 'node:crypto';
import {
  ALARM_CLASS,
  HANDLE_STATUS,
  type EffectiveAlarmRules,
  type LiveAlarm,
  type LiveTemperature,
} from '@roadwatch/core';
import type { LiveBus } from '../live/liveBus';
import type { AlarmOpenedHandler } from './openedAlarm';
import type { PipelineWriter } from './PipelineWriter';
import type { OpenAlarm, VehicleRuntime } from './vehicleRuntime';
import type { VehicleSettings } from './vehicleSettings';
import { exceptionEnabled } from './rules/exceptionWaits';

export interface AlarmSpec {
  /** Rule key the alarm is remembered under until it ends (see VehicleRuntime.alarms). */
  key: string;
  firstType: number;
  secondType: number;
  level: number;
  beginTime: number;
  lon: number | null;
  lat: number | null;
  speedKmh: number;
  speedLimitKmh?: number;
  pointId?: number;
  /** A guid derived from the event's identity, so that a re-sent event maps to the same row. */
  guid?: string;
  /** Set for events without duration: the alarm is stored already ended. */
  endTime?: number;
}

/** One tyre's reading in a tyre-pressure (TPMS) event, as the terminal sent it. */
export interface TireReading {
  /** Counted from the front left, 0-based. */
  position: number;
  /** TIRE_ALARM_KINDS bits. */
  alarmFlags: number;
  pressureKpa: number;
  temperatureC: number;
  batteryPercent: number;
}

/** Whose alarms: a vehicle's runtime (VehicleRuntime) or a site's (SiteRuntime, no vehicle). */
export interface AlarmHolder {
  vehicleId: number | null;
  alarms: Map<string, OpenAlarm>;
}

/**
 * What an alarm's row and live event say about its owner: VehicleSettings, or a site's settings, which add the
 * site and the alarm class the cold-chain pages list (store 2 / storage 3; vehicles are class 1).
 */
export interface AlarmSubject {
  companyId: number;
  departmentId: number;
  departmentPath: string;
  /** The plate, or the site's name. */
  plate: string;
  driverId: number | null;
  siteId?: number;
  alarmClass?: 1 | 2 | 3;
  /** A vehicle's alarm settings in force (sites have none): what happens once its alarm opens. */
  alarmRules?: EffectiveAlarmRules;
}

export interface Position {
  at: number;
  lon: number | null;
  lat: number | null;
  speedKmh: number;
}

/** 32 lowercase hex digits, the platform's guid shape. */
function newGuid(): string {
  return randomUUID().replaceAll('-', '');
}

/** The same 32-hex shape derived from an identity string (active-safety alarm identification). */
export function stableGuid(identity: string): string {
  return createHash('sha1').update(identity).digest('hex').slice(0, 32);
}

/**
 * Opening and ending alarms and exceptions: remembers them on the vehicle, queues their rows, and publishes their
 * live events once the rows are committed. Rules call this and nothing else to have an effect.
 */
export class EventLedger {
  constructor(
    private readonly writer: PipelineWriter,
    private readonly bus: LiveBus,
    private readonly now: () => number,
    private readonly onAlarmOpened?: AlarmOpenedHandler,
  ) {}

  /** Opens an alarm unless one is already open under the key; returns the open alarm. */
  openAlarm(rt: AlarmHolder, settings: AlarmSubject, spec: AlarmSpec): OpenAlarm {
    const existing = rt.alarms.get(spec.key);
    if (existing) return existing;
    const open = this.insertAlarm(rt, settings, spec);
    if (spec.endTime === undefined) rt.alarms.set(spec.key, open);
    return open;
  }

  /**
   * Keeps the tyre readings of a tyre-pressure alarm beside it (alarm_tire_events), in the batch that inserts the
   * alarm: the terminal's report is acknowledged only once both are committed.
   */
  recordTires(
    rt: VehicleRuntime,
    settings: VehicleSettings,
    alarm: OpenAlarm,
    readings: TireReading[],
  ): void {
    this.writer.addTireEvents(
      readings.map((r, seq) => ({
        alarm_guid: alarm.guid,
        seq,
        company_id: settings.companyId,
        vehicle_id: rt.vehicleId,
        time: alarm.beginTime,
        tire_position: r.position,
        alarm_flags: r.alarmFlags,
        pressure_kpa: r.pressureKpa,
        temperature_c: r.temperatureC,
        battery_percent: r.batteryPercent,
      })),
    );
  }

  endAlarm(rt: AlarmHolder, settings: AlarmSubject, key: string, end: Position): void {
    const open = rt.alarms.get(key);
    if (!open) return;
    rt.alarms.delete(key);
    const endTime = Math.max(end.at, open.beginTime);
    this.writer.endAlarm(
      open.guid,
      { endTime, endLon: end.lon, endLat: end.lat, eSpeed: end.speedKmh },
      (handleStatus) => this.publishAlarm(settings, rt, open, endTime, handleStatus),
    );
  }

  openException(rt: VehicleRuntime, settings: VehicleSettings, type: number, begin: Position): void {
    if (rt.exceptions.has(type) || !exceptionEnabled(settings, type)) return;
    const guid = newGuid();
    rt.exceptions.set(type, { guid, type, beginTime: begin.at });
    this.writer.insertException({
      guid,
      company_id: settings.companyId,
      department_id: settings.departmentId,
      vehicle_id: rt.vehicleId,
      type,
      begin_time: begin.at,
      end_time: null,
      begin_lon: begin.lon,
      begin_lat: begin.lat,
      end_lon: null,
      end_lat: null,
      handle_status: HANDLE_STATUS.unprocessed,
      created_at: this.now(),
    });
    this.writer.afterCommit(() => this.publishException(settings, rt, guid, type, begin.at, null));
  }

  closeException(rt: VehicleRuntime, settings: VehicleSettings, type: number, end: Position): void {
    const open = rt.exceptions.get(type);
    if (!open) return;
    rt.exceptions.delete(type);
    const endTime = Math.max(end.at, open.beginTime);
    this.writer.endException(open.guid, { endTime, endLon: end.lon, endLat: end.lat });
    this.writer.afterCommit(() =>
      this.publishException(settings, rt, open.guid, type, open.beginTime, endTime),
    );
  }

  publishVehicle(rt: VehicleRuntime, settings: VehicleSettings): void {
    this.bus.publish({
      type: 'vehicle',
      companyId: settings.companyId,
      departmentPath: settings.departmentPath,
      state: { ...rt.state },
    });
  }

  /** Publishes a temperature reading once it is committed. */
  publishTemperature(settings: AlarmSubject, reading: LiveTemperature): void {
    this.writer.afterCommit(() =>
      this.bus.publish({
        type: 'temperature',
        companyId: settings.companyId,
        departmentPath: settings.departmentPath,
        reading,
      }),
    );
  }

  private insertAlarm(rt: AlarmHolder, settings: AlarmSubject, spec: AlarmSpec): OpenAlarm {
    const open: OpenAlarm = {
      guid: spec.guid ?? newGuid(),
      alarmClass: settings.alarmClass ?? ALARM_CLASS.vehicle,
      firstType: spec.firstType,
      secondType: spec.secondType,
      level: spec.level,
      beginTime: spec.beginTime,
      lon: spec.lon,
      lat: spec.lat,
      pointId: spec.pointId ?? null,
    };
    const endTime = spec.endTime ?? null;
    // Every row carries every column: one multi-row INSERT needs the same columns in each row.
    this.writer.insertAlarm({
      guid: open.guid,
      company_id: settings.companyId,
      department_id: settings.departmentId,
      vehicle_id: rt.vehicleId,
      site_id: settings.siteId ?? null,
      driver_id: settings.driverId,
      alarm_class: open.alarmClass,
      first_type: open.firstType,
      second_type: open.secondType,
      level: open.level,
      begin_time: open.beginTime,
      end_time: endTime,
      begin_lon: open.lon,
      begin_lat: open.lat,
      end_lon: endTime === null ? null : open.lon,
      end_lat: endTime === null ? null : open.lat,
      b_speed: spec.speedKmh,
      e_speed: endTime === null ? 0 : spec.speedKmh,
      speed_limit: spec.speedLimitKmh ?? 0,
      content: '',
      handle_status: HANDLE_STATUS.unprocessed,
      point_id: open.pointId,
      created_at: this.now(),
    });
    this.writer.afterCommit(() => {
      this.publishAlarm(settings, rt, open, endTime, HANDLE_STATUS.unprocessed);
      this.alarmOpened(settings, rt, open, endTime);
    });
    return open;
  }

  /** Hands a committed vehicle alarm to the alarm effects (notices, the cab's text, flash capture). */
  private alarmOpened(
    settings: AlarmSubject,
    rt: AlarmHolder,
    open: OpenAlarm,
    endTime: number | null,
  ): void {
    if (!this.onAlarmOpened || rt.vehicleId === null || !settings.alarmRules) return;
    this.onAlarmOpened({
      guid: open.guid,
      companyId: settings.companyId,
      vehicleId: rt.vehicleId,
      plate: settings.plate,
      firstType: open.firstType,
      secondType: open.secondType,
      level: open.level,
      beginTime: open.beginTime,
      endTime,
      lon: open.lon,
      lat: open.lat,
      pointId: open.pointId,
      alarmRules: settings.alarmRules,
    });
  }

  private publishAlarm(
    settings: AlarmSubject,
    rt: AlarmHolder,
    open: OpenAlarm,
    endTime: number | null,
    handleStatus: number,
  ): void {
    const alarm: LiveAlarm = {
      guid: open.guid,
      vehicleId: rt.vehicleId,
      plate: settings.plate,
      departmentId: settings.departmentId,
      alarmClass: open.alarmClass,
      firstType: open.firstType,
      secondType: open.secondType,
      level: open.level,
      beginTime: open.beginTime,
      endTime,
      handleStatus,
      lon: open.lon,
      lat: open.lat,
    };
    this.bus.publish({
      type: 'alarm',
      companyId: settings.companyId,
      departmentPath: settings.departmentPath,
      alarm,
    });
  }

  private publishException(
    settings: VehicleSettings,
    rt: VehicleRuntime,
    guid: string,
    type: number,
    beginTime: number,
    endTime: number | null,
  ): void {
    this.bus.publish({
      type: 'exception',
      companyId: settings.companyId,
      departmentPath: settings.departmentPath,
      exception: {
        guid,
        vehicleId: rt.vehicleId,
        plate: settings.plate,
        departmentId: settings.departmentId,
        type,
        beginTime,
        endTime,
      },
    });
  }
}
