import { ALARM_FIRST_TYPE, HAZARD_LEVEL, alarmIconTypeOf, inAlarmPeriods } from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { PipelineRules } from '../pipelineRules';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';

export const DRIVING_KEY = 'driving';

/** A stop (or a gap in the data) at least this long is a rest: the vehicle's fatigue setting's rest minutes. */
export function restMsOf(settings: VehicleSettings): number {
  return settings.alarmRules.fatigue.restMinutes * 60_000;
}

/** Driving this long without a rest opens the time-out: level 1 of the fatigue setting; null when off. */
function drivingLimitMsOf(settings: VehicleSettings): number | null {
  const rule = settings.alarmRules.fatigue;
  const first = rule.levels[0];
  return rule.enabled && first?.enabled ? first.drivingMinutes * 60_000 : null;
}

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
 * rest (`restMsOf`) — a stop that long, or a gap in the data that long (a terminal that is switched off sends
 * nothing). A stretch longer than level 1 of the fatigue setting opens the alarm at the moment the limit was passed;
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
  const restMs = restMsOf(settings);
  const limitMs = drivingLimitMsOf(settings);
  if (rt.lastGpsTime !== null && rt.drivingSince !== null && t - rt.lastGpsTime >= restMs) {
    endDrivingStretch(rt, settings, ledger, rt.stoppedSince ?? rt.lastGpsTime);
  }
  if (rt.lastGpsTime === null || t > rt.lastGpsTime) rt.lastGpsTime = t;
  const moving = facts.fixed && facts.report.speedKmh >= rules.movingKmh;
  if (moving) {
    rt.stoppedSince = null;
    rt.drivingSince ??= t;
    if (limitMs === null) {
      ledger.endAlarm(rt, settings, DRIVING_KEY, position);
    } else if (
      !rt.alarms.has(DRIVING_KEY) &&
      t - rt.drivingSince >= limitMs &&
      inAlarmPeriods(settings.alarmRules.fatigue.periods, t)
    ) {
      ledger.openAlarm(rt, settings, {
        key: DRIVING_KEY,
        firstType: ALARM_FIRST_TYPE.activeSafety,
        secondType: alarmIconTypeOf('continuousDrivingTimeout'),
        level: HAZARD_LEVEL.medium,
        beginTime: rt.drivingSince + limitMs,
        lon: position.lon,
        lat: position.lat,
        speedKmh: position.speedKmh,
      });
    }
    return;
  }
  if (rt.drivingSince === null) return;
  rt.stoppedSince ??= t;
  if (t - rt.stoppedSince >= restMs) endDrivingStretch(rt, settings, ledger, rt.stoppedSince);
}
