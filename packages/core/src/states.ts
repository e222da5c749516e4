/**
 * State enums of seed 000 §4 and seed 001 §4, as const maps `name → value`.
 * Names are camelCase so a screen can translate them as `<group>.<name>` (e.g. `temperaturePointState.outOfRange`).
 * Where a seed gives numbers they are kept; where it gives labels only, values are chosen here and are the
 * contract from now on (database columns and API fields carry the value, never the label).
 */
import { HANDLE_STATUS, type HandleStatus } from './constants';
import type { ValueOf } from './types/scalars';

/** Alarm and exception handling status (defined once in constants.ts; re-exported here for discovery). */
export { HANDLE_STATUS, type HandleStatus };

/** The name of a value in a state map, for i18n keys: `stateName(TEMPERATURE_POINT_STATE, 4)` → 'outOfRange'. */
export function stateName<M extends Record<string, string | number>>(
  map: M,
  value: unknown,
): keyof M | undefined {
  return (Object.keys(map) as (keyof M)[]).find((k) => map[k] === value);
}

/** Whether a value belongs to a state map (for parsing database or request values). */
export function isStateValue<M extends Record<string, string | number>>(
  map: M,
  value: unknown,
): value is ValueOf<M> {
  return Object.values(map).includes(value as string | number);
}

// ── Alarm handling (seed 000 §2.4, §4) ────────────────────────────────────────────────────────────────────────

/** Handling of a driver-risk event in the security control center (seed 001 §4): same values as HANDLE_STATUS. */
export const EVENT_HANDLE_STATUS = { pending: 0, processed: 1, ignored: 2 } as const;
export type EventHandleStatus = ValueOf<typeof EVENT_HANDLE_STATUS>;

/** Device-exception list filter (seed 001 §3): `all` plus the handling statuses. */
export const HANDLE_STATUS_FILTER = { all: -1, ...HANDLE_STATUS } as const;
export type HandleStatusFilter = ValueOf<typeof HANDLE_STATUS_FILTER>;

/** Whether an alarm (or a device exception) has ended. */
export const ALARM_ENDED = { notEnded: 0, ended: 1 } as const;
export type AlarmEnded = ValueOf<typeof ALARM_ENDED>;

/** The alarm-status radio of the handling area: 1 processed, 0 not (seed 000 §4). Hidden when alarmStatusValue is 1. */
export const ALARM_STATUS_CHOICE = { notProcessed: 0, processed: 1 } as const;
export type AlarmStatusChoice = ValueOf<typeof ALARM_STATUS_CHOICE>;

/** Handling actions (solution tags) 1–4 (seed 000 §2.4, §7); the event "processing method" of seed 001 §3 uses the same values. */
export const HANDLE_TYPE = { opinion: 1, tts: 2, intercom: 3, familyVoice: 4 } as const;
export type HandleType = ValueOf<typeof HANDLE_TYPE>;

/** The handling setting value decides the dialog mode (seed 000 §2.4): 1 handle, 2 edit or add with history, else read-only. */
export const HANDLE_SETTING_MODE = { readOnly: 0, handle: 1, editWithHistory: 2 } as const;
export type HandleSettingMode = ValueOf<typeof HANDLE_SETTING_MODE>;

/** Alarm-dialog tabs; shot only when media exist (seed 000 §2.4, §4). */
export const ALARM_DIALOG_TAB = {
  shot: 'shot',
  trajectory: 'trajectory',
  record: 'record',
  notices: 'notices',
} as const;
export type AlarmDialogTab = ValueOf<typeof ALARM_DIALOG_TAB>;

/** Speed colour band 0–3 (seed 000 §4; thresholds in TRACK_DEFAULTS.speedBands). */
export const SPEED_BAND = { band0: 0, band1: 1, band2: 2, band3: 3 } as const;
export type SpeedBand = ValueOf<typeof SPEED_BAND>;

/** Band of a speed: up to the first threshold is 0, …, above the last is 3. */
export function speedBand(speed: number, thresholds: readonly number[]): SpeedBand {
  const index = thresholds.findIndex((t) => speed <= t);
  return Math.min(index === -1 ? thresholds.length : index, 3) as SpeedBand;
}

// ── Chat, intercom and listening (seed 000 §4, seed 001 §4) ───────────────────────────────────────────────────

/** static → lining (connecting) on start → chatting once the audio socket opens; closing returns to static. */
export const CHAT_STATE = { static: 'static', lining: 'lining', chatting: 'chatting' } as const;
export type ChatState = ValueOf<typeof CHAT_STATE>;

/** The two kinds of voice session; they cannot run together. */
export const CHAT_KIND = { listen: 'listen', intercom: 'intercom' } as const;
export type ChatKind = ValueOf<typeof CHAT_KIND>;

/** Live video and audio sessions: open, get URL, renew heartbeat, close. */
export const MEDIA_SESSION_STATE = {
  closed: 'closed',
  opening: 'opening',
  live: 'live',
  retrying: 'retrying',
} as const;
export type MediaSessionState = ValueOf<typeof MEDIA_SESSION_STATE>;

/** Security customer-service presence; changeCustomerStatus switches it. */
export const CUSTOMER_PRESENCE = { online: 1, away: 2, offline: 3 } as const;
export type CustomerPresence = ValueOf<typeof CUSTOMER_PRESENCE>;

// ── Vehicles and devices ──────────────────────────────────────────────────────────────────────────────────────

/** onlineStatus: 1 is online (seed 000 §3). */
export const ONLINE_STATUS = { offline: 0, online: 1 } as const;
export type OnlineStatus = ValueOf<typeof ONLINE_STATUS>;

/** accStatus: 2 is ACC on (seed 000 §3); the seed gives no other value, 1 is used for off. */
export const ACC_STATUS = { off: 1, on: 2 } as const;
export type AccStatus = ValueOf<typeof ACC_STATUS>;

/** Vehicle operation state (seed 001 §4). */
export const VEHICLE_OPERATION_STATE = {
  running: 1,
  stopped: 2,
  offline: 3,
  abnormal: 4,
  dangerous: 5,
  alarm: 6,
} as const;
export type VehicleOperationState = ValueOf<typeof VEHICLE_OPERATION_STATE>;

/** Temperature point state 0–4. */
export const TEMPERATURE_POINT_STATE = {
  normal: 0,
  warning: 1,
  alarm: 2,
  offline: 3,
  outOfRange: 4,
} as const;
export type TemperaturePointState = ValueOf<typeof TEMPERATURE_POINT_STATE>;

/** Beyond the point's configured range by at most this much is a warning; further is an alarm. */
export const TEMP_WARNING_MARGIN_C = 2;
/** What a cold-chain probe can measure; a value outside is a fault report, not a temperature. */
export const PROBE_RANGE_C = { min: -50, max: 80 } as const;
/** The fault values probes report (85 °C and −127 °C are the DS18B20 codes); both lie outside PROBE_RANGE_C. */
export const PROBE_FAULT_CODES = [85, -127] as const;

/** State of a reading of a point configured for [minC, maxC]; null is a probe that did not report. */
export function deriveTempState(value: number | null, minC: number, maxC: number): TemperaturePointState {
  if (value === null) return TEMPERATURE_POINT_STATE.offline;
  if (value < PROBE_RANGE_C.min || value > PROBE_RANGE_C.max) return TEMPERATURE_POINT_STATE.outOfRange;
  const beyond = value > maxC ? value - maxC : value < minC ? minC - value : 0;
  if (beyond === 0) return TEMPERATURE_POINT_STATE.normal;
  return beyond <= TEMP_WARNING_MARGIN_C ? TEMPERATURE_POINT_STATE.warning : TEMPERATURE_POINT_STATE.alarm;
}

/**
 * Device exception types: 1–8 from the seed, and 9 for a terminal whose clock cannot be right (it reports positions
 * far in the future or implausibly old; those are kept apart as suspect reports, see SUSPECT_REPORT_REASON).
 */
export const DEVICE_EXCEPTION_TYPE = {
  offline: 1,
  power: 2,
  antenna: 3,
  temperatureNotUploaded: 4,
  fuelNotUploaded: 5,
  positioning: 6,
  photoNotUploaded: 7,
  signal: 8,
  clock: 9,
} as const;
export type DeviceExceptionType = ValueOf<typeof DEVICE_EXCEPTION_TYPE>;

/**
 * Why a location report was kept apart as suspect (suspect_reports.reason): its terminal time is more than
 * CLOCK_TOLERANCE.aheadMs after the server's, or more than CLOCK_TOLERANCE.behindMs before it.
 */
export const SUSPECT_REPORT_REASON = { future: 'future', stale: 'stale' } as const;
export type SuspectReportReason = ValueOf<typeof SUSPECT_REPORT_REASON>;

/**
 * How far a report's terminal time may differ from the server's receive time and still count as a real position:
 * a few minutes ahead covers clock drift; older than a month is no blind-area upload but a reset clock.
 */
export const CLOCK_TOLERANCE = { aheadMs: 5 * 60_000, behindMs: 30 * 24 * 3_600_000 } as const;

/** Highest alarm level per family (seed 001 §4); level n needs level n-1 switched on. */
export const ALARM_LEVEL_MAX = { device: 3, fatigue: 4, overspeed: 4 } as const;

// ── Active safety ─────────────────────────────────────────────────────────────────────────────────────────────

/** Hazard level of events and alarms (seed 001 §3; alarms.level): higher is more severe. */
export const HAZARD_LEVEL = { low: 1, medium: 2, high: 3 } as const;
export type HazardLevel = ValueOf<typeof HAZARD_LEVEL>;

/** Where an event was handled (seed 001 §3). */
export const EVENT_SOURCE = { securityControlCenter: 1, safetyButler: 2 } as const;
export type EventSource = ValueOf<typeof EVENT_SOURCE>;

/** Video evidence extraction; a failed one may be extracted again. */
export const VIDEO_EXTRACTION_STATE = { extracting: 1, succeeded: 2, failed: 3 } as const;
export type VideoExtractionState = ValueOf<typeof VIDEO_EXTRACTION_STATE>;

/** Repair request origin. */
export const REPAIR_KIND = { manual: 1, automatic: 2 } as const;
export type RepairKind = ValueOf<typeof REPAIR_KIND>;

// ── Reports, subscriptions and sharing ────────────────────────────────────────────────────────────────────────

// Report subscriptions: reports/reportSubscription.ts (kinds, states, schedules).

/** An invalid (disabled) share link cannot be opened again. */
export const SHARE_LINK_STATE = { valid: 1, invalid: 0 } as const;
export type ShareLinkState = ValueOf<typeof SHARE_LINK_STATE>;

// Vehicle sharing and partner relationships: partnerShare/ (states and their transition tables).

// ── TMS: maintenance, fees, tyres, fuel cards ─────────────────────────────────────────────────────────────────

/** Maintenance status, derived from expiry dates; planned/underRepair/completed belong to repair work. */
export const MAINTENANCE_STATE = {
  available: 1,
  underMaintenance: 2,
  aboutToExpire: 3,
  expired: 4,
  history: 5,
  planned: 6,
  underRepair: 7,
  completed: 8,
} as const;
export type MaintenanceState = ValueOf<typeof MAINTENANCE_STATE>;

/** Insurance, certificate and fee status, derived from expiry (near expiry = 30 days). */
export const FEE_STATE = { normal: 1, earlyWarning: 2, aboutToExpire: 3, expired: 4, historical: 5 } as const;
export type FeeState = ValueOf<typeof FEE_STATE>;

/** A tyre gets a change reminder when its remaining mileage reaches the threshold. */
export const TIRE_STATE = { normal: 1, changeReminder: 2, discarded: 3 } as const;
export type TireState = ValueOf<typeof TIRE_STATE>;

/** A refuelling card can be stopped (normal → disabled). */
export const FUEL_CARD_STATE = { normal: 1, disabled: 0 } as const;
export type FuelCardState = ValueOf<typeof FUEL_CARD_STATE>;

export const FUEL_TYPE = { fullTank: 1, regular: 2 } as const;
export type FuelType = ValueOf<typeof FUEL_TYPE>;

// ── Tracking orders ───────────────────────────────────────────────────────────────────────────────────────────

export const TRACKING_ORDER_STATE = {
  normal: 1,
  toBeBound: 2,
  toBeTransported: 3,
  inTransit: 4,
  completed: 5,
  offTrack: 6,
  notArrived: 7,
  endedManually: 8,
} as const;
export type TrackingOrderState = ValueOf<typeof TRACKING_ORDER_STATE>;
/** transport_orders.state is a text column and stores the name. */
export type TrackingOrderStateName = keyof typeof TRACKING_ORDER_STATE;

export const DISPATCH_STATE = { pendingScheduling: 1, newlyAssigned: 2, ended: 3 } as const;
export type DispatchState = ValueOf<typeof DISPATCH_STATE>;

export const TRACKER_BINDING = { idle: 0, bound: 1 } as const;
export type TrackerBinding = ValueOf<typeof TRACKER_BINDING>;

// ── Players ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Track playback; `finished` shows the finished message. */
export const PLAYBACK_STATE = {
  stopped: 'stopped',
  playing: 'playing',
  paused: 'paused',
  finished: 'finished',
} as const;
export type PlaybackState = ValueOf<typeof PLAYBACK_STATE>;

/** Live monitoring: start, pause, stop. */
export const MONITORING_STATE = { stopped: 'stopped', running: 'running', paused: 'paused' } as const;
export type MonitoringState = ValueOf<typeof MONITORING_STATE>;

// ── Passwords ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Password strength names for the levels of validators/password.ts (0 one class, 1 two, 2 three). */
export const PASSWORD_STRENGTH = { weak: 0, medium: 1, strong: 2 } as const;
