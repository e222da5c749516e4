/**
 * Thresholds of the derived exceptions and timings of the pipeline. Defaults follow common platform practice; tests
 * shorten them. Alarm thresholds a company can change live in the vehicle's `alarmRules` (core `ALARM_RULES`).
 */
export interface PipelineRules {
  /** At or above this speed with a fix the vehicle counts as driving. */
  movingKmh: number;
  /** No fix this long while reporting opens a positioning exception. */
  positioningAfterMs: number;
  /** A refrigerated vehicle's reports without temperatures this long open a temperature-not-uploaded exception. */
  temperatureMissingAfterMs: number;
  /** A vehicle that has reported fuel and stops doing so this long opens a fuel-not-uploaded exception. */
  fuelMissingAfterMs: number;
  /** Signal strength (item 0x30, CSQ-like 0–31) at or below this is very low. */
  lowSignalMax: number;
  /** Very low signal this long opens a signal exception. */
  lowSignalForMs: number;
  /**
   * An active-safety alarm that announces attachments (alarm identification's attachment count) whose 0x1210
   * attachment list has not arrived this long opens a photo-not-uploaded exception.
   */
  photoUploadWindowMs: number;
  /** Vehicle settings (speed limit, temperature points, department) are re-read this often. */
  settingsTtlMs: number;
  /**
   * How often the alarm-settings change feed is polled: a saved alarm setting reaches the rules this soon. The
   * thresholds themselves (overspeed, fatigue …) are the effective alarm settings of each vehicle.
   */
  alarmRulesPollMs: number;
  /** At most one stored temperature reading per point per interval (a state change is always stored). */
  readingIntervalMs: number;
  /** How often zone and line rules are checked for changes (a change applies within this plus one load). */
  zoneRulesRefreshMs: number;
}

export const DEFAULT_RULES: PipelineRules = {
  movingKmh: 5,
  positioningAfterMs: 10 * 60_000,
  temperatureMissingAfterMs: 10 * 60_000,
  fuelMissingAfterMs: 10 * 60_000,
  lowSignalMax: 5,
  lowSignalForMs: 5 * 60_000,
  photoUploadWindowMs: 5 * 60_000,
  settingsTtlMs: 5 * 60_000,
  alarmRulesPollMs: 1_000,
  readingIntervalMs: 60_000,
  zoneRulesRefreshMs: 2_000,
};
