/**
 * The alarm catalogue: what the numbers in alarms.alarm_class, first_type and second_type mean, and how the codes
 * a JT/T 808 terminal sends map onto them. The gateway, the pipeline, the demo seed and the screens all read
 * these; human names are in the `alarm` i18n namespace, keyed by the keys and names used here
 * (e.g. `alarm.alarmIconType.fatigue`, `alarm.deviceAlarmKind.sos`).
 */
import type { ACTIVE_SAFETY_EVENT_KIND } from './types/activeSafety';
import type { ValueOf } from './types/scalars';

// ── Alarm classes and first types ─────────────────────────────────────────────────────────────────────────────

/** alarms.alarm_class: decides which ignore call applies (seed 000 §7). */
export const ALARM_CLASS = { vehicle: 1, store: 2, storage: 3 } as const;
export type AlarmClass = ValueOf<typeof ALARM_CLASS>;

/** alarms.first_type: the family whose numbering second_type uses. */
export const ALARM_FIRST_TYPE = {
  device: 1,
  activeSafety: 2,
  temperature: 3,
  speed: 4,
  zone: 5,
  line: 6,
} as const;
export type AlarmFirstType = ValueOf<typeof ALARM_FIRST_TYPE>;

// ── Alarm icon types 1–30: second_type of an active-safety alarm ──────────────────────────────────────────────

/** Family of an alarm icon: driver monitoring (DSM), driver assistance (ADAS), blind spot (BSD), driving behaviour. */
export type AlarmIconKind = 'dsm' | 'adas' | 'bsd' | 'behaviour' | 'device';

/**
 * Which of the seven driver-risk kinds of the security control center (seed 001 §1) an icon type counts as on the
 * safety boards; 'other' for the rest. The seven are the names of ACTIVE_SAFETY_EVENT_KIND, so
 * `ACTIVE_SAFETY_EVENT_KIND[riskKind]` is the event's type.
 */
export type DriverRiskKind = keyof typeof ACTIVE_SAFETY_EVENT_KIND | 'other';

/**
 * Alarm icon types 1–30 (seed 000 §3). `key` is language neutral: screens translate it and pick the icon file by it.
 * The seed names the kinds (fatigue, phone, smoking, distraction, lane departure, seat belt, camera shelter, yawn,
 * collision, blind area, continuous-driving timeout) but not their numbers; the numbering here is the contract.
 */
export const ALARM_ICON_TYPES = {
  1: { key: 'fatigue', kind: 'dsm', riskKind: 'fatigue' },
  2: { key: 'phone', kind: 'dsm', riskKind: 'phoneUse' },
  3: { key: 'smoking', kind: 'dsm', riskKind: 'other' },
  4: { key: 'distraction', kind: 'dsm', riskKind: 'distraction' },
  5: { key: 'driverAbsent', kind: 'dsm', riskKind: 'other' },
  // Yawning is a fatigue sign; an occluded camera or hands off the wheel hide or take attention from the road.
  6: { key: 'yawn', kind: 'dsm', riskKind: 'fatigue' },
  7: { key: 'cameraShelter', kind: 'dsm', riskKind: 'cameraOcclusion' },
  8: { key: 'seatBelt', kind: 'dsm', riskKind: 'seatBelt' },
  9: { key: 'drivingPositionDeviation', kind: 'dsm', riskKind: 'drivingPositionDeviation' },
  10: { key: 'handsOffWheel', kind: 'dsm', riskKind: 'distraction' },
  11: { key: 'driverIdentityMismatch', kind: 'dsm', riskKind: 'other' },
  12: { key: 'forwardCollision', kind: 'adas', riskKind: 'other' },
  13: { key: 'laneDeparture', kind: 'adas', riskKind: 'other' },
  14: { key: 'closeFollowing', kind: 'adas', riskKind: 'closeFollowing' },
  15: { key: 'pedestrianCollision', kind: 'adas', riskKind: 'other' },
  16: { key: 'frequentLaneChange', kind: 'adas', riskKind: 'other' },
  17: { key: 'roadSignOverspeed', kind: 'adas', riskKind: 'other' },
  18: { key: 'obstacle', kind: 'adas', riskKind: 'other' },
  19: { key: 'blindAreaRear', kind: 'bsd', riskKind: 'other' },
  20: { key: 'blindAreaLeft', kind: 'bsd', riskKind: 'other' },
  21: { key: 'blindAreaRight', kind: 'bsd', riskKind: 'other' },
  // Driving four hours without a break is what the regulations call fatigue driving.
  22: { key: 'continuousDrivingTimeout', kind: 'behaviour', riskKind: 'fatigue' },
  23: { key: 'overspeed', kind: 'behaviour', riskKind: 'other' },
  24: { key: 'harshAcceleration', kind: 'behaviour', riskKind: 'other' },
  25: { key: 'harshBraking', kind: 'behaviour', riskKind: 'other' },
  26: { key: 'sharpTurn', kind: 'behaviour', riskKind: 'other' },
  27: { key: 'nightDriving', kind: 'behaviour', riskKind: 'other' },
  28: { key: 'rollover', kind: 'behaviour', riskKind: 'other' },
  29: { key: 'tirePressure', kind: 'device', riskKind: 'other' },
  30: { key: 'emergency', kind: 'device', riskKind: 'other' },
} as const satisfies Record<number, { key: string; kind: AlarmIconKind; riskKind: DriverRiskKind }>;
export type AlarmIconType = keyof typeof ALARM_ICON_TYPES;
export type AlarmIconKey = (typeof ALARM_ICON_TYPES)[AlarmIconType]['key'];

export function isAlarmIconType(value: unknown): value is AlarmIconType {
  return typeof value === 'number' && Object.hasOwn(ALARM_ICON_TYPES, value);
}

const ICON_TYPE_BY_KEY = new Map(
  Object.entries(ALARM_ICON_TYPES).map(([type, { key }]) => [key, Number(type) as AlarmIconType]),
);

/** The icon type of a key: `alarmIconTypeOf('continuousDrivingTimeout')` → 22. */
export function alarmIconTypeOf(key: AlarmIconKey): AlarmIconType {
  return ICON_TYPE_BY_KEY.get(key) as AlarmIconType;
}

// ── JT/T 808 active-safety events → icon types ────────────────────────────────────────────────────────────────

/** Additional-item ids of the active-safety extension in a 0x0200 location report (JSATL12 §4.5.3). */
export const ACTIVE_SAFETY_ITEM_ID = { adas: 0x64, dsm: 0x65, tyrePressure: 0x66, blindSpot: 0x67 } as const;

// Event types missing here (ADAS 0x10 road sign recognised, 0x11 active capture; DSM 0x10 automatic capture,
// 0x11 driver change) are records, not alarms.
const ADAS_EVENT_ICON: Readonly<Record<number, AlarmIconType>> = {
  1: alarmIconTypeOf('forwardCollision'),
  2: alarmIconTypeOf('laneDeparture'),
  3: alarmIconTypeOf('closeFollowing'),
  4: alarmIconTypeOf('pedestrianCollision'),
  5: alarmIconTypeOf('frequentLaneChange'),
  6: alarmIconTypeOf('roadSignOverspeed'),
  7: alarmIconTypeOf('obstacle'),
};
const DSM_EVENT_ICON: Readonly<Record<number, AlarmIconType>> = {
  1: alarmIconTypeOf('fatigue'),
  2: alarmIconTypeOf('phone'),
  3: alarmIconTypeOf('smoking'),
  4: alarmIconTypeOf('distraction'),
  5: alarmIconTypeOf('driverAbsent'),
};
const BSD_EVENT_ICON: Readonly<Record<number, AlarmIconType>> = {
  1: alarmIconTypeOf('blindAreaRear'),
  2: alarmIconTypeOf('blindAreaLeft'),
  3: alarmIconTypeOf('blindAreaRight'),
};

/** Icon type of an ADAS (item 0x64) event type; undefined when the event is not an alarm or unknown. */
export function adasEventIconType(eventType: number): AlarmIconType | undefined {
  return ADAS_EVENT_ICON[eventType];
}

/** Icon type of a DSM (item 0x65) event type; undefined when the event is not an alarm or unknown. */
export function dsmEventIconType(eventType: number): AlarmIconType | undefined {
  return DSM_EVENT_ICON[eventType];
}

/** Icon type of a blind-spot (item 0x67) event type; undefined when unknown. */
export function bsdEventIconType(eventType: number): AlarmIconType | undefined {
  return BSD_EVENT_ICON[eventType];
}

/**
 * Icon type of any active-safety item. The tyre-pressure item (0x66) carries a list of tyre events instead of an
 * event type, so every one is the tyre-pressure icon.
 */
export function activeSafetyIconType(itemId: number, eventType: number): AlarmIconType | undefined {
  switch (itemId) {
    case ACTIVE_SAFETY_ITEM_ID.adas:
      return adasEventIconType(eventType);
    case ACTIVE_SAFETY_ITEM_ID.dsm:
      return dsmEventIconType(eventType);
    case ACTIVE_SAFETY_ITEM_ID.tyrePressure:
      return alarmIconTypeOf('tirePressure');
    case ACTIVE_SAFETY_ITEM_ID.blindSpot:
      return bsdEventIconType(eventType);
    default:
      return undefined;
  }
}

// ── Device alarms: second_type = JT/T 808 alarm bit + 1 ───────────────────────────────────────────────────────

/**
 * second_type of a device alarm, by name: the 0x0200 alarm bit plus one, so that 0 never names a kind. Names are
 * those of packages/jt808 alarmFlags (2013 edition; bits 15–17, reserved in 2013, as the 2019 edition defines them).
 */
export const DEVICE_ALARM_KIND = {
  sos: 1,
  overspeed: 2,
  fatigueDriving: 3,
  dangerWarning: 4,
  gnssModuleFault: 5,
  gnssAntennaDisconnected: 6,
  gnssAntennaShortCircuit: 7,
  mainPowerUndervoltage: 8,
  mainPowerOff: 9,
  displayFault: 10,
  ttsModuleFault: 11,
  cameraFault: 12,
  icCardModuleFault: 13,
  overspeedWarning: 14,
  fatigueDrivingWarning: 15,
  illegalDriving: 16,
  tyrePressureWarning: 17,
  rightTurnBlindSpot: 18,
  dailyDrivingTimeout: 19,
  parkingTimeout: 20,
  areaEntryExit: 21,
  routeEntryExit: 22,
  routeDrivingTimeAbnormal: 23,
  routeDeviation: 24,
  vssFault: 25,
  fuelAbnormal: 26,
  vehicleStolen: 27,
  illegalIgnition: 28,
  illegalMovement: 29,
  collisionWarning: 30,
  rolloverWarning: 31,
  illegalDoorOpen: 32,
} as const;
export type DeviceAlarmKind = ValueOf<typeof DEVICE_ALARM_KIND>;
export type DeviceAlarmKindName = keyof typeof DEVICE_ALARM_KIND;

/** The device alarm kind (second_type) of a 0x0200 alarm bit 0–31. */
export function deviceAlarmKindOfBit(bit: number): DeviceAlarmKind | undefined {
  return Number.isInteger(bit) && bit >= 0 && bit < 32 ? ((bit + 1) as DeviceAlarmKind) : undefined;
}

/** The 0x0200 alarm bit of a device alarm kind. */
export function alarmBitOfDeviceAlarmKind(kind: DeviceAlarmKind): number {
  return kind - 1;
}

// ── Speed and temperature alarms ──────────────────────────────────────────────────────────────────────────────

/** second_type of a speed alarm (seed 000 §4). */
export const SPEED_ALARM = { overspeed: 11, underspeed: 12 } as const;
export type SpeedAlarm = ValueOf<typeof SPEED_ALARM>;

/** The sign the alarm dialog shows before the speed limit (seed 000 §4): '>' for overspeed, '<' for underspeed. */
export const SPEED_LIMIT_SIGN: Readonly<Record<number, '<' | '>'>> = {
  [SPEED_ALARM.overspeed]: '>',
  [SPEED_ALARM.underspeed]: '<',
};

/**
 * second_type of a zone alarm (a company's zone alarm rule on one of its areas): entering, leaving, stopping in
 * it longer than the rule allows, overspeed inside it, a door opened inside it, dumping inside it.
 */
export const ZONE_ALARM = {
  entry: 1,
  exit: 2,
  stop: 3,
  overspeed: 4,
  doorOpen: 5,
  ashDump: 6,
  preWarning: 7,
} as const;
export type ZoneAlarmType = ValueOf<typeof ZONE_ALARM>;

/** second_type of a line alarm: off the line's corridor by more than the rule's offset, overspeed on the line. */
export const LINE_ALARM = { deviation: 1, overspeed: 2 } as const;
export type LineAlarmType = ValueOf<typeof LINE_ALARM>;

/** second_type of a temperature alarm: above the point's maximum or below its minimum. */
export const TEMPERATURE_ALARM = { high: 1, low: 2 } as const;
export type TemperatureAlarm = ValueOf<typeof TEMPERATURE_ALARM>;

// ── Abnormal (device exception) handling ──────────────────────────────────────────────────────────────────────

/**
 * The abnormal-handling dialog's preset remarks, in button order (seed 000 §5: six presets, the first is the
 * default remark); texts in `alarm.abnormalPreset`.
 */
export const ABNORMAL_PRESETS = [
  'driverCheckingDevice',
  'repairScheduled',
  'vehicleOutOfService',
  'signalRecovered',
  'backToNormal',
  'otherReason',
] as const;
export type AbnormalPreset = (typeof ABNORMAL_PRESETS)[number];
