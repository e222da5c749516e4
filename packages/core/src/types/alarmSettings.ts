/**
 * Alarm and device-exception settings (seed 001 §2 "Alarm and exception settings", §3, §5).
 * The seed gives labels only; field names are chosen here in camelCase.
 */
import type { ClockText, EpochMs, IdsRequest } from './scalars';

export type AlarmScope = 'global' | 'vehicle';
export type NotifyMethod = 'sms' | 'email' | 'wechat';

/** A valid time period of a setting, e.g. 08:00–18:00. */
export interface TimePeriod {
  start: ClockText;
  end: ClockText;
}

/** Flash capture on alarm: a photo or a 30 s / 60 s video. */
export interface FlashCapture {
  mode: 'photo' | 'video30' | 'video60';
  channels: number[];
  /** Photos per trigger. */
  count: number;
  /** Minutes between captures (3 to 30). */
  interval: number;
}

/** One level of an alarm (1 to 3 for devices, 1 to 4 for fatigue and overspeed); level n needs n-1 on. */
export interface AlarmLevelSetting {
  level: number;
  enabled: boolean;
  /** The type's threshold at this level (speed km/h, minutes, °C, …). */
  threshold: number | null;
  /** How long the threshold must hold, seconds. */
  duration: number | null;
}

/** An alarm setting (per type, for all vehicles or for chosen ones). */
export interface AlarmSetting {
  id: number;
  scope: AlarmScope;
  /** Vehicles (scope vehicle). */
  vehicleIds: number[];
  /** Devices, for device alarms. */
  deviceIds: number[];
  /** Alarm type key, e.g. overspeed, fatigue, openDoor, overheat, abnormalOil, lowPower. */
  alarmType: string;
  levels: AlarmLevelSetting[];
  /** Contacts to notify, at most 10. */
  contactIds: number[];
  notifyMethods: NotifyMethod[];
  terminalNotify: boolean;
  platformDisplay: boolean;
  alarmSound: boolean;
  flashCapture: FlashCapture | null;
  validPeriods: TimePeriod[];
  operatorName: string;
  modifiedTime: EpochMs;
}

// Zone and line alarm rules are resources: resources/zoneAlarm (zoneAlarmResource, lineAlarmResource).

// Terminal reminders: terminalReminders/terminalReminder.ts (terminalReminderSchema, TerminalReminderRow).

/** Vehicle import dialog: one spreadsheet row (xls or xlsx). */
export interface ImportVehicleRow {
  rowNumber: number;
  customLicensePlate: string;
  selected: boolean;
}

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface GetAlarmSettingsRequest {
  alarmType: string;
  vehicleId?: number;
}
export type GetAlarmSettingsResponse = AlarmSetting[];
export type SaveAlarmSettingRequest = Omit<AlarmSetting, 'id' | 'operatorName' | 'modifiedTime'> & {
  id?: number;
};
export type DeleteAlarmSettingsRequest = IdsRequest;
