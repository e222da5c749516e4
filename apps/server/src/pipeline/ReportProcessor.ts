import { ACC_STATUS, DEVICE_EXCEPTION_TYPE, ONLINE_STATUS } from '@roadwatch/core';
import type { LocationReport } from '@roadwatch/jt808';
import type { EventLedger } from './EventLedger';
import type { PipelineLogger } from './pipelineLogger';
import type { PipelineRules } from './pipelineRules';
import type { PipelineWriter } from './PipelineWriter';
import { positionOf, readFacts, type ReportFacts } from './reportFacts';
import { applyActiveSafety } from './rules/activeSafetyRule';
import { applyContinuousDriving, endDrivingStretch } from './rules/continuousDrivingRule';
import { applyDeviceAlarms } from './rules/deviceAlarmRule';
import { applyReportExceptions, resetReportTimers } from './rules/exceptionRules';
import { applyOverspeed } from './rules/overspeedRule';
import { applyTemperatures, type TemperatureDeps } from './rules/temperatureRule';
import type { VehicleRuntime } from './vehicleRuntime';
import type { VehicleSettings } from './vehicleSettings';

/**
 * Turns location reports of one vehicle into track rows, its latest state and the effects of every rule. Runs
 * synchronously on the gateway's call: no queries, only memory and the writer's queues. This is the hot path.
 */
export class ReportProcessor {
  private readonly temperatureDeps: TemperatureDeps;

  constructor(
    private readonly writer: PipelineWriter,
    private readonly ledger: EventLedger,
    private readonly rules: PipelineRules,
    logger: PipelineLogger,
  ) {
    this.temperatureDeps = { ledger, writer, rules, logger };
  }

  /** The terminal said something (a report or its authentication): it is online. */
  seen(rt: VehicleRuntime, settings: VehicleSettings, at: number): void {
    if (at > rt.lastSeenAt) rt.lastSeenAt = at;
    if (rt.online) return;
    rt.online = true;
    rt.state.online = ONLINE_STATUS.online;
    this.ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.offline, {
      at,
      lon: rt.state.lon,
      lat: rt.state.lat,
      speedKmh: rt.state.speedKmh,
    });
    this.persistState(rt, at);
    this.ledger.publishVehicle(rt, settings);
  }

  /** Reports of a vehicle whose settings are loaded, in the order received. */
  reports(
    rt: VehicleRuntime,
    settings: VehicleSettings,
    reports: readonly LocationReport[],
    receivedAt: number,
  ): void {
    this.seen(rt, settings, receivedAt);
    for (const report of reports) this.report(rt, settings, readFacts(report, receivedAt));
  }

  /** Reports of a vehicle missing from the vehicles table: its track is kept, nothing is derived. */
  trackOnly(rt: VehicleRuntime, reports: readonly LocationReport[], receivedAt: number): void {
    for (const report of reports) this.addTrack(rt, readFacts(report, receivedAt));
  }

  /** Silent for `offlineAfterMs`: offline since the last data, with an offline exception. */
  goOffline(rt: VehicleRuntime, settings: VehicleSettings, at: number): void {
    if (!rt.online) return;
    rt.online = false;
    rt.state.online = ONLINE_STATUS.offline;
    resetReportTimers(rt);
    this.ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.offline, {
      at: rt.lastSeenAt,
      lon: rt.state.lon,
      lat: rt.state.lat,
      speedKmh: rt.state.speedKmh,
    });
    this.persistState(rt, at);
    this.ledger.publishVehicle(rt, settings);
  }

  /** A driving stretch also ends when the terminal has been silent for a rest's length. */
  silence(rt: VehicleRuntime, settings: VehicleSettings, now: number): void {
    if (rt.drivingSince !== null && rt.lastGpsTime !== null && now - rt.lastSeenAt >= this.rules.restMs) {
      endDrivingStretch(rt, settings, this.ledger, rt.stoppedSince ?? rt.lastGpsTime);
    }
  }

  private addTrack(rt: VehicleRuntime, facts: ReportFacts): void {
    if (!facts.fixed || facts.gpsTime === null) return;
    const r = facts.report;
    this.writer.addTrack(
      rt.vehicleId,
      facts.gpsTime,
      r.longitude,
      r.latitude,
      r.speedKmh,
      r.directionDeg,
      facts.mileageKm ?? rt.state.mileageKm,
      r.status.acc ? 1 : 0,
      r.alarmFlags,
    );
  }

  private report(rt: VehicleRuntime, settings: VehicleSettings, facts: ReportFacts): void {
    this.addTrack(rt, facts);
    const position = positionOf(facts, rt.state);
    // A report older than the latest known fix is a re-upload from the terminal's blind-area store: it belongs
    // in the track and may carry events, but must not roll the live state or the rules back in time.
    const last = rt.state.gpsTime;
    const current = facts.gpsTime === null || last === null || facts.gpsTime >= last;
    if (facts.hasActiveSafety) applyActiveSafety(rt, settings, this.ledger, facts);
    applyTemperatures(rt, settings, this.temperatureDeps, facts, position, current);
    if (!current) return;

    applyDeviceAlarms(rt, settings, this.ledger, facts.report.alarmFlags, position);
    applyOverspeed(rt, settings, this.ledger, this.rules, facts, position);
    applyContinuousDriving(rt, settings, this.ledger, this.rules, facts, position);
    applyReportExceptions(rt, settings, this.ledger, this.rules, facts, position);
    this.updateState(rt, facts);
    this.persistState(rt, facts.receivedAt);
    this.ledger.publishVehicle(rt, settings);
  }

  private updateState(rt: VehicleRuntime, facts: ReportFacts): void {
    const r = facts.report;
    const s = rt.state;
    s.acc = r.status.acc ? ACC_STATUS.on : ACC_STATUS.off;
    s.speedKmh = r.speedKmh;
    s.direction = r.directionDeg;
    if (facts.mileageKm !== null) s.mileageKm = facts.mileageKm;
    if (facts.fixed) {
      s.lon = r.longitude;
      s.lat = r.latitude;
      s.gpsTime = facts.gpsTime;
    }
    // A new array only when the flags change: subscribers may hold on to the previous one.
    if (r.alarmFlags !== rt.stateAlarmBits) {
      rt.stateAlarmBits = r.alarmFlags;
      s.alarmFlags = r.alarms.filter((name) => !name.startsWith('reservedBit'));
    }
  }

  private persistState(rt: VehicleRuntime, at: number): void {
    const s = rt.state;
    this.writer.setState([
      rt.vehicleId,
      s.online,
      s.acc === ACC_STATUS.on ? 1 : 0,
      s.lon,
      s.lat,
      s.speedKmh,
      s.direction,
      s.mileageKm,
      s.gpsTime,
      at,
    ]);
  }
}
