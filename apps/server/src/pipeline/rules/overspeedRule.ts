import {
  ALARM_FIRST_TYPE,
  HAZARD_LEVEL,
  SPEED_ALARM,
  inAlarmPeriods,
  type HazardLevel,
} from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { ReportFacts } from '../reportFacts';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';

export const OVERSPEED_KEY = 'overspeed';

/** More than 20 % over the limit is high, more than 10 % medium, anything less low. */
export function overspeedLevel(topKmh: number, limitKmh: number): HazardLevel {
  const over = (topKmh - limitKmh) / limitKmh;
  return over > 0.2 ? HAZARD_LEVEL.high : over > 0.1 ? HAZARD_LEVEL.medium : HAZARD_LEVEL.low;
}

/**
 * The speed above which an excursion counts, from the vehicle's effective overspeed setting: its limit (the
 * vehicle's own `speed_limit_kmh` unless the setting names one) raised by level 1's per cent; null when the alarm or
 * its level 1 is off.
 */
export function overspeedThreshold(settings: VehicleSettings): { limitKmh: number; aboveKmh: number } | null {
  const rule = settings.alarmRules.overspeed;
  const first = rule.levels[0];
  const limitKmh = rule.speedLimitKmh ?? settings.speedLimitKmh;
  if (!rule.enabled || !first?.enabled || limitKmh <= 0) return null;
  return { limitKmh, aboveKmh: limitKmh * (1 + first.overPercent / 100) };
}

/**
 * Overspeed against the vehicle's effective limit (`overspeedThreshold`): the speed must stay above it for the
 * setting's `sustainS` of terminal time before the alarm opens, so a single noisy fix raises nothing; the alarm
 * begins where the excursion began and ends at the first report at or under the threshold (or when the setting
 * turns the alarm off). It opens only inside the setting's valid periods (none: all day). Reports without a fix
 * neither start nor end an excursion.
 */
export function applyOverspeed(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  facts: ReportFacts,
  position: Position,
): void {
  if (!facts.fixed) return;
  const threshold = overspeedThreshold(settings);
  const speed = facts.report.speedKmh;
  if (threshold === null || speed <= threshold.aboveKmh) {
    rt.overspeedSince = null;
    ledger.endAlarm(rt, settings, OVERSPEED_KEY, position);
    return;
  }
  if (rt.overspeedSince === null) {
    rt.overspeedSince = position.at;
    rt.overspeedLon = position.lon;
    rt.overspeedLat = position.lat;
    rt.overspeedStartKmh = speed;
    rt.overspeedTopKmh = speed;
  } else if (speed > rt.overspeedTopKmh) {
    rt.overspeedTopKmh = speed;
  }
  const rule = settings.alarmRules.overspeed;
  if (
    !rt.alarms.has(OVERSPEED_KEY) &&
    position.at - rt.overspeedSince >= rule.sustainS * 1_000 &&
    inAlarmPeriods(rule.periods, position.at)
  ) {
    ledger.openAlarm(rt, settings, {
      key: OVERSPEED_KEY,
      firstType: ALARM_FIRST_TYPE.speed,
      secondType: SPEED_ALARM.overspeed,
      level: overspeedLevel(rt.overspeedTopKmh, threshold.limitKmh),
      beginTime: rt.overspeedSince,
      lon: rt.overspeedLon,
      lat: rt.overspeedLat,
      speedKmh: rt.overspeedStartKmh,
      speedLimitKmh: threshold.limitKmh,
    });
  }
}
