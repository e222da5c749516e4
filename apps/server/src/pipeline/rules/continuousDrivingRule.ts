import { ALARM_FIRST_TYPE, HAZARD_LEVEL, alarmIconTypeOf } from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { PipelineRules } from '../pipelineRules';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';

export const DRIVING_KEY = 'driving';

/** A qualifying rest began at `at`: the driving stretch is over and so is its time-out alarm. */
export function endDrivingStretch(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  at: number,
): void {
  rt.drivingSince = null;
  rt.stoppedSince = null;
  ledger.endAlarm(rt, settings, DRIVING_KEY, { at, lon: rt.state.lon, lat: rt.state.lat, speedKmh: 0 });
}

/**
 * Continuous-driving time-out, in terminal time: a stretch starts at the first moving report and lasts until a
 * rest of `restMs` — a stop that long, or a gap in the data that long (a terminal that is switched off sends
 * nothing). A stretch longer than `continuousDrivingLimitMs` opens the alarm at the moment the limit was passed;
 * the rest that ends the stretch ends the alarm at the time the vehicle stopped. Short stops do not reset it.
 */
export function applyContinuousDriving(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  rules: PipelineRules,
  facts: ReportFacts,
  position: Position,
): void {
  const t = facts.gpsTime;
  if (t === null) return;
  if (rt.lastGpsTime !== null && rt.drivingSince !== null && t - rt.lastGpsTime >= rules.restMs) {
    endDrivingStretch(rt, settings, ledger, rt.stoppedSince ?? rt.lastGpsTime);
  }
  if (rt.lastGpsTime === null || t > rt.lastGpsTime) rt.lastGpsTime = t;
  const moving = facts.fixed && facts.report.speedKmh >= rules.movingKmh;
  if (moving) {
    rt.stoppedSince = null;
    rt.drivingSince ??= t;
    if (!rt.alarms.has(DRIVING_KEY) && t - rt.drivingSince >= rules.continuousDrivingLimitMs) {
      ledger.openAlarm(rt, settings, {
        key: DRIVING_KEY,
        firstType: ALARM_FIRST_TYPE.activeSafety,
        secondType: alarmIconTypeOf('continuousDrivingTimeout'),
        level: HAZARD_LEVEL.medium,
        beginTime: rt.drivingSince + rules.continuousDrivingLimitMs,
        lon: position.lon,
        lat: position.lat,
        speedKmh: position.speedKmh,
      });
    }
    return;
  }
  if (rt.drivingSince === null) return;
  rt.stoppedSince ??= t;
  if (t - rt.stoppedSince >= rules.restMs) endDrivingStretch(rt, settings, ledger, rt.stoppedSince);
}
