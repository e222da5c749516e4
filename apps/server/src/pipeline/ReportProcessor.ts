import {
  ACC_STATUS,
  CLOCK_TOLERANCE,
  DEVICE_EXCEPTION_TYPE,
  ONLINE_STATUS,
  SUSPECT_REPORT_REASON,
  type SuspectReportReason,
} from '@roadwatch/core';
import {
  timestampMs,
  type AlarmIdentification,
  type DriverIdentity,
  type LocationReport,
} from '@roadwatch/jt808';
import type { EventLedger } from './EventLedger';
import type { PipelineLogger } from './pipelineLogger';
import type { PipelineRules } from './pipelineRules';
import type { PipelineWriter } from './PipelineWriter';
import { emptyFacts, positionOf, readFactsInto, type ReportFacts } from './reportFacts';
import { applyActiveSafety } from './rules/activeSafetyRule';
import { applyContinuousDriving, endDrivingStretch, restMsOf } from './rules/continuousDrivingRule';
import { applyDeviceAlarms } from './rules/deviceAlarmRule';
import { applyReportExceptions, resetReportTimers } from './rules/exceptionRules';
import { exceptionWaitMs } from './rules/exceptionWaits';
import { applyOverspeed } from './rules/overspeedRule';
import { checkOverduePhotos, photosArrived } from './rules/photoUploadRule';
import { applyTemperatures, type TemperatureDeps } from './rules/temperatureRule';
import { applySwitches } from './rules/switchRule';
import { applyZoneAlarms } from './rules/zoneAlarmRule';
import type { VehicleRuntime } from './vehicleRuntime';
import type { VehicleSettings } from './vehicleSettings';
import type { ZoneRuleBook } from './zones/ZoneRuleBook';

/**
 * Turns location reports of one vehicle into track rows, its latest state and the effects of every rule. Runs
 * synchronously on the gateway's call: no queries, only memory and the writer's queues. This is the hot path.
 */
export class ReportProcessor {
  private readonly temperatureDeps: TemperatureDeps;
  /** One ReportFacts for every report: processing is synchronous and the rules keep nothing of it. */
  private readonly facts = emptyFacts();

  constructor(
    private readonly writer: PipelineWriter,
    private readonly ledger: EventLedger,
    private readonly rules: PipelineRules,
    logger: PipelineLogger,
    private readonly zoneRules: ZoneRuleBook,
  ) {
    this.temperatureDeps = { ledger, writer, rules, logger };
  }

  /** The terminal said something (a report or its authentication): it is online. */
  seen(rt: VehicleRuntime, settings: VehicleSettings, at: number): void {
    if (at > rt.lastSeenAt) rt.lastSeenAt = at;
    if (rt.online) return;
    rt.online = true;
    rt.offlineExceptionPending = false;
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
    for (const report of reports) this.report(rt, settings, readFactsInto(this.facts, report, receivedAt));
  }

  /** Reports of a vehicle missing from the vehicles table: its track is kept, nothing is derived. */
  trackOnly(rt: VehicleRuntime, reports: readonly LocationReport[], receivedAt: number): void {
    for (const report of reports) {
      const facts = readFactsInto(this.facts, report, receivedAt);
      if (suspectReason(facts) === null) this.addTrack(rt, facts);
    }
  }

  /**
   * Silent for `offlineAfterMs`: offline since the last data, with an offline exception — at once, or once the
   * company's offline wait (counted from the last data) is over.
   */
  goOffline(rt: VehicleRuntime, settings: VehicleSettings, at: number): void {
    if (!rt.online) return;
    rt.online = false;
    rt.state.online = ONLINE_STATUS.offline;
    resetReportTimers(rt);
    rt.offlineExceptionPending = true;
    this.offlineException(rt, settings, at);
    this.persistState(rt, at);
    this.ledger.publishVehicle(rt, settings);
  }

  /** The timer's check of a vehicle gone offline whose company waits longer before it is an exception. */
  offlineException(rt: VehicleRuntime, settings: VehicleSettings, at: number): void {
    if (!rt.offlineExceptionPending) return;
    if (at - rt.lastSeenAt < exceptionWaitMs(settings, DEVICE_EXCEPTION_TYPE.offline, 0)) return;
    rt.offlineExceptionPending = false;
    this.ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.offline, {
      at: rt.lastSeenAt,
      lon: rt.state.lon,
      lat: rt.state.lat,
      speedKmh: rt.state.speedKmh,
    });
  }

  /** 0x0702: a card insert or pluck for the record tab, at the terminal's time where the vehicle last was. */
  driverCard(rt: VehicleRuntime, card: DriverIdentity, receivedAt: number): void {
    this.writer.addCardEvent({
      vehicle_id: rt.vehicleId,
      time: timestampMs(card.time) ?? receivedAt,
      state: card.state,
      read_result: card.readResult,
      driver_name: card.driverName ?? '',
      certificate_code: card.certificateCode ?? '',
      lon: rt.state.lon,
      lat: rt.state.lat,
      received_at: receivedAt,
    });
  }

  /** 0x1210: the attachments of an active-safety alarm are being uploaded. */
  alarmAttachments(rt: VehicleRuntime, settings: VehicleSettings, id: AlarmIdentification, at: number): void {
    photosArrived(rt, settings, this.ledger, id, at);
  }

  /** The timer's per-vehicle checks that depend on time passing rather than on a report. */
  overdue(rt: VehicleRuntime, settings: VehicleSettings, now: number): void {
    checkOverduePhotos(rt, settings, this.ledger, this.rules, now);
  }

  /** A driving stretch also ends when the terminal has been silent for a rest's length. */
  silence(rt: VehicleRuntime, settings: VehicleSettings, now: number): void {
    if (rt.drivingSince !== null && rt.lastGpsTime !== null && now - rt.lastSeenAt >= restMsOf(settings)) {
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
      facts.fuelL,
      facts.loadKg,
      facts.trailerNo,
    );
  }

  private report(rt: VehicleRuntime, settings: VehicleSettings, facts: ReportFacts): void {
    const suspect = suspectReason(facts);
    if (suspect !== null) {
      this.suspect(rt, settings, facts, suspect);
      return;
    }
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
    applyOverspeed(rt, settings, this.ledger, facts, position);
    applyContinuousDriving(rt, settings, this.ledger, this.rules, facts, position);
    applyZoneAlarms(rt, settings, this.ledger, this.zoneRules, this.rules, facts, position);
    applyReportExceptions(rt, settings, this.ledger, this.rules, facts, position);
    applySwitches(rt, this.writer, facts);
    // A plausible current report: the terminal's clock is right again.
    this.ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.clock, position);
    this.updateState(rt, facts);
    this.persistState(rt, facts.receivedAt);
    this.ledger.publishVehicle(rt, settings);
  }

  /**
   * A report whose terminal time cannot be right: kept apart with the reason and counted, never a track point, the
   * vehicle's state or a rule's clock (a 2099 time would otherwise pin the position and make every later report
   * look old). The terminal is there and its alarm bits are real, so an SOS still raises its alarm (at the
   * server's time, where the vehicle last was) when the clock is ahead; an implausibly old report is history.
   */
  private suspect(
    rt: VehicleRuntime,
    settings: VehicleSettings,
    facts: ReportFacts,
    reason: SuspectReportReason,
  ): void {
    const r = facts.report;
    rt.suspectReports += 1;
    this.writer.addSuspect({
      vehicle_id: rt.vehicleId,
      gps_time: facts.gpsTime ?? facts.receivedAt,
      received_at: facts.receivedAt,
      reason,
      lon: facts.fixed ? r.longitude : null,
      lat: facts.fixed ? r.latitude : null,
      speed_kmh: r.speedKmh,
      alarm_bits: r.alarmFlags,
    });
    const here = { at: facts.receivedAt, lon: rt.state.lon, lat: rt.state.lat, speedKmh: rt.state.speedKmh };
    this.ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.clock, here);
    if (reason === SUSPECT_REPORT_REASON.future)
      applyDeviceAlarms(rt, settings, this.ledger, r.alarmFlags, here);
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

  /**
   * Queues the vehicle's state row. The row array is the vehicle's own and reused: the writer keeps only the latest
   * per vehicle and flattens it when it writes, so a newer state overwriting it meanwhile is what we want anyway.
   */
  private persistState(rt: VehicleRuntime, at: number): void {
    const s = rt.state;
    const row = (rt.stateRow ??= [rt.vehicleId, 0, 0, null, null, 0, 0, 0, null, 0]);
    row[1] = s.online;
    row[2] = s.acc === ACC_STATUS.on ? 1 : 0;
    row[3] = s.lon;
    row[4] = s.lat;
    row[5] = s.speedKmh;
    row[6] = s.direction;
    row[7] = s.mileageKm;
    row[8] = s.gpsTime;
    row[9] = at;
    this.writer.setState(row);
  }
}

/** Why a report's terminal time cannot be a real position now, or null when it can (see CLOCK_TOLERANCE). */
export function suspectReason(facts: ReportFacts): SuspectReportReason | null {
  const { gpsTime, receivedAt } = facts;
  if (gpsTime === null) return null;
  if (gpsTime - receivedAt > CLOCK_TOLERANCE.aheadMs) return SUSPECT_REPORT_REASON.future;
  if (receivedAt - gpsTime > CLOCK_TOLERANCE.behindMs) return SUSPECT_REPORT_REASON.stale;
  return null;
}
