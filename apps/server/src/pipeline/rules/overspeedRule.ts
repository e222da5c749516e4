import { ALARM_FIRST_TYPE, HAZARD_LEVEL, SPEED_ALARM, type HazardLevel } from '@roadwatch/core';
import type { EventLedger, Position } from '../EventLedger';
import type { PipelineRules } from '../pipelineRules';
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
 * Overspeed against the vehicle's configured limit (vehicles.speed_limit_kmh): the speed must stay above the limit
 * for `overspeedSustainMs` of terminal time before the alarm opens, so a single noisy fix raises nothing; the alarm
 * begins where the excursion began and ends at the first report at or under the limit. Reports without a fix
 * neither start nor end an excursion.
 */
export function applyOverspeed(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  rules: PipelineRules,
  facts: ReportFacts,
  position: Position,
): void {
  const limit = settings.speedLimitKmh;
  if (!facts.fixed || limit <= 0) return;
  const speed = facts.report.speedKmh;
  if (speed <= limit) {
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
  if (!rt.alarms.has(OVERSPEED_KEY) && position.at - rt.overspeedSince >= rules.overspeedSustainMs) {
    ledger.openAlarm(rt, settings, {
      key: OVERSPEED_KEY,
      firstType: ALARM_FIRST_TYPE.speed,
      secondType: SPEED_ALARM.overspeed,
      level: overspeedLevel(rt.overspeedTopKmh, limit),
      beginTime: rt.overspeedSince,
      lon: rt.overspeedLon,
      lat: rt.overspeedLat,
      speedKmh: rt.overspeedStartKmh,
      speedLimitKmh: limit,
    });
  }
}
