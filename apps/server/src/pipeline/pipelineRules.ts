/** Thresholds of the derived alarms and exceptions. Defaults follow common platform practice; tests shorten them. */
export interface PipelineRules {
  /** Speed above the vehicle's limit this long (terminal time) before an overspeed alarm opens. */
  overspeedSustainMs: number;
  /** Driving this long without a qualifying rest opens a continuous-driving time-out. */
  continuousDrivingLimitMs: number;
  /** A stop (or a gap in the data) at least this long is a rest: it ends the stretch and its alarm. */
  restMs: number;
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
  /** At most one stored temperature reading per point per interval (a state change is always stored). */
  readingIntervalMs: number;
}

export const DEFAULT_RULES: PipelineRules = {
  overspeedSustainMs: 10_000,
  continuousDrivingLimitMs: 4 * 3_600_000,
  restMs: 20 * 60_000,
  movingKmh: 5,
  positioningAfterMs: 10 * 60_000,
  temperatureMissingAfterMs: 10 * 60_000,
  fuelMissingAfterMs: 10 * 60_000,
  lowSignalMax: 5,
  lowSignalForMs: 5 * 60_000,
  photoUploadWindowMs: 5 * 60_000,
  settingsTtlMs: 5 * 60_000,
  readingIntervalMs: 60_000,
};
