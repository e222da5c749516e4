import type { AlarmRuleSettings } from '../alarmRules';

/** The over-temperature setting's parts a review log records: on or off, the bounds and how long it must last. */
export interface OverTempThresholds {
  enabled: boolean;
  /** Null: each temperature point keeps its own lower bound. */
  minC: number | null;
  /** Null: each temperature point keeps its own upper bound. */
  maxC: number | null;
  sustainS: number;
}

export function overTempThresholdsOf(settings: AlarmRuleSettings<'overTemperature'>): OverTempThresholds {
  return {
    enabled: settings.enabled,
    minC: settings.minC,
    maxC: settings.maxC,
    sustainS: settings.sustainS,
  };
}

/** Review log query span and recheck window, remark length. */
export const OVER_TEMP_LIMITS = {
  /** A review log query covers at most this many days. */
  logRangeMaxDays: 92,
  /** A recheck looks at most this many days of readings. */
  recheckRangeMaxDays: 7,
  /** Readings before and after an alarm's span that a recheck also shows. */
  recheckMarginMs: 30 * 60_000,
  remarkMax: 200,
} as const;

export const OVER_TEMP_RECHECK_RESULTS = ['confirmed', 'falseAlarm'] as const;
export type OverTempRecheckResult = (typeof OVER_TEMP_RECHECK_RESULTS)[number];
