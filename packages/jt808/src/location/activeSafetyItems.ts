import type { ByteReader } from '../bytes/ByteReader';
import type { ByteWriter } from '../bytes/ByteWriter';
import {
  layoutForLength,
  readAlarmIdentification,
  writeAlarmIdentification,
  type AlarmIdentification,
} from './alarmIdentification';

// Additional items 0x64–0x67 of the active-safety extension (JSATL12 §4.5.3 and the Guangdong equivalent).

export const ADAS_EVENTS: Readonly<Record<number, string>> = {
  0x01: 'forwardCollision',
  0x02: 'laneDeparture',
  0x03: 'followingTooClose',
  0x04: 'pedestrianCollision',
  0x05: 'frequentLaneChange',
  0x06: 'roadSignOverLimit',
  0x07: 'obstacle',
  0x10: 'roadSignRecognised',
  0x11: 'activeCapture',
};

export const DSM_EVENTS: Readonly<Record<number, string>> = {
  0x01: 'fatigueDriving',
  0x02: 'phoneCall',
  0x03: 'smoking',
  0x04: 'distractedDriving',
  0x05: 'driverAbnormal',
  0x10: 'autoCapture',
  0x11: 'driverChange',
};

export const BLIND_SPOT_EVENTS: Readonly<Record<number, string>> = {
  0x01: 'rearApproach',
  0x02: 'leftRearApproach',
  0x03: 'rightRearApproach',
};

/** The alarm type bits of a tyre event (item 0x66), bit 0 first. */
export const TYRE_ALARM_BITS = [
  'pressureHigh',
  'pressureLow',
  'temperatureHigh',
  'sensorFault',
  'pressureUnbalanced',
  'slowLeak',
  'batteryLow',
] as const;

export const FLAG_STATES = ['none', 'start', 'end'] as const;

const SAFETY_VEHICLE_BITS = [
  ['acc', 0],
  ['leftTurn', 1],
  ['rightTurn', 2],
  ['wiper', 3],
  ['braking', 4],
  ['cardInserted', 5],
  ['positioned', 10],
] as const;

export type SafetyVehicleState = Record<(typeof SAFETY_VEHICLE_BITS)[number][0], boolean>;

/** The position block every active-safety item carries: where and when the event was detected. */
export interface SafetyEventCommon {
  alarmId: number;
  /** 0 not applicable, 1 start, 2 end (FLAG_STATES). */
  flagStatus: number;
  speedKmh: number;
  altitudeM: number;
  latitude: number;
  longitude: number;
  time: string;
  /** Bits named by safetyVehicleState. */
  vehicleStatusFlags: number;
  alarmIdentification: AlarmIdentification;
}

export interface AdasItem extends SafetyEventCommon {
  itemId: 0x64;
  type: 'adas';
  eventType: number;
  level: number;
  frontVehicleSpeedKmh: number;
  /** Headway to the vehicle or pedestrian ahead, in seconds (0.1 s units on the wire). */
  headwayS: number;
  /** 1 left, 2 right (lane departure). */
  deviationType: number;
  roadSignType: number;
  roadSignValue: number;
}

export interface DsmItem extends SafetyEventCommon {
  itemId: 0x65;
  type: 'dsm';
  eventType: number;
  level: number;
  /** 1–10, higher is more tired. */
  fatigueLevel: number;
  reservedHex: string;
}

export interface TyreEvent {
  /** Counted from the front left, 0-based. */
  tyrePosition: number;
  /** Bits named by tyreAlarmNames. */
  alarmTypeFlags: number;
  pressureKpa: number;
  temperatureC: number;
  batteryPercent: number;
}

export interface TyrePressureItem extends SafetyEventCommon {
  itemId: 0x66;
  type: 'tyrePressureMonitor';
  events: TyreEvent[];
}

export interface BlindSpotItem extends SafetyEventCommon {
  itemId: 0x67;
  type: 'blindSpot';
  eventType: number;
}

export type ActiveSafetyItem = AdasItem | DsmItem | TyrePressureItem | BlindSpotItem;

export function safetyVehicleState(flags: number): SafetyVehicleState {
  const state = {} as SafetyVehicleState;
  for (const [name, bit] of SAFETY_VEHICLE_BITS) state[name] = ((flags >> bit) & 1) === 1;
  return state;
}

export type TyreAlarmName = (typeof TYRE_ALARM_BITS)[number];

export function tyreAlarmNames(flags: number): TyreAlarmName[] {
  return TYRE_ALARM_BITS.filter((_, bit) => ((flags >> bit) & 1) === 1);
}

/** The alarm type word of a tyre event with the named alarms set. */
export function tyreAlarmFlags(names: readonly TyreAlarmName[]): number {
  return names.reduce((flags, name) => flags | (1 << TYRE_ALARM_BITS.indexOf(name)), 0);
}

/** Bytes of each item excluding the alarm identification (and the tyre list). */
const FIXED_LENGTH = { 0x64: 31, 0x65: 31, 0x66: 24, 0x67: 25 } as const;
const TYRE_EVENT_LENGTH = 9;

type PositionBlock = Omit<SafetyEventCommon, 'alarmId' | 'flagStatus' | 'alarmIdentification'>;

function readPosition(r: ByteReader): PositionBlock {
  const speedKmh = r.u8('speed');
  const altitudeM = r.u16('altitude');
  const latitude = r.u32('latitude') / 1e6;
  const longitude = r.u32('longitude') / 1e6;
  const time = r.bcdTime('time');
  const vehicleStatusFlags = r.u16('vehicle status');
  return { speedKmh, altitudeM, latitude, longitude, time, vehicleStatusFlags };
}

function writePosition(w: ByteWriter, item: SafetyEventCommon): void {
  w.u8(item.speedKmh, 'speed')
    .u16(item.altitudeM, 'altitude')
    .u32(Math.round(item.latitude * 1e6), 'latitude')
    .u32(Math.round(item.longitude * 1e6), 'longitude')
    .bcdTime(item.time)
    .u16(item.vehicleStatusFlags, 'vehicle status');
}

function head(r: ByteReader): Pick<SafetyEventCommon, 'alarmId' | 'flagStatus'> {
  return { alarmId: r.u32('alarm id'), flagStatus: r.u8('flag status') };
}

/**
 * Decodes 0x64–0x67 when the item length fits the Jiangsu or Guangdong layout; returns null otherwise so the
 * caller keeps the item raw.
 */
export function decodeActiveSafetyItem(itemId: number, r: ByteReader): ActiveSafetyItem | null {
  const length = r.remaining;
  switch (itemId) {
    case 0x64: {
      const layout = layoutForLength(length, FIXED_LENGTH[0x64]);
      if (!layout) return null;
      const h = head(r);
      const eventType = r.u8('event type');
      const level = r.u8('level');
      const frontVehicleSpeedKmh = r.u8('front vehicle speed');
      const headwayS = r.u8('headway') / 10;
      const deviationType = r.u8('deviation type');
      const roadSignType = r.u8('road sign type');
      const roadSignValue = r.u8('road sign value');
      const position = readPosition(r);
      const alarmIdentification = readAlarmIdentification(r, layout);
      return {
        itemId: 0x64,
        type: 'adas',
        ...h,
        eventType,
        level,
        frontVehicleSpeedKmh,
        headwayS,
        deviationType,
        roadSignType,
        roadSignValue,
        ...position,
        alarmIdentification,
      };
    }
    case 0x65: {
      const layout = layoutForLength(length, FIXED_LENGTH[0x65]);
      if (!layout) return null;
      const h = head(r);
      const eventType = r.u8('event type');
      const level = r.u8('level');
      const fatigueLevel = r.u8('fatigue level');
      const reservedHex = r.hex(4, 'reserved');
      const position = readPosition(r);
      const alarmIdentification = readAlarmIdentification(r, layout);
      return {
        itemId: 0x65,
        type: 'dsm',
        ...h,
        eventType,
        level,
        fatigueLevel,
        reservedHex,
        ...position,
        alarmIdentification,
      };
    }
    case 0x66: {
      // One more byte: the tyre event count, then 9 bytes per event.
      const layout = layoutForLength(length, FIXED_LENGTH[0x66] + 1, TYRE_EVENT_LENGTH);
      if (!layout) return null;
      const h = head(r);
      const position = readPosition(r);
      const alarmIdentification = readAlarmIdentification(r, layout);
      const count = r.u8('tyre event count');
      if (r.remaining !== count * TYRE_EVENT_LENGTH) return null;
      const events: TyreEvent[] = [];
      for (let i = 0; i < count; i += 1) {
        events.push({
          tyrePosition: r.u8('tyre position'),
          alarmTypeFlags: r.u16('tyre alarm type'),
          pressureKpa: r.u16('tyre pressure'),
          temperatureC: r.u16('tyre temperature'),
          batteryPercent: r.u16('tyre battery'),
        });
      }
      return { itemId: 0x66, type: 'tyrePressureMonitor', ...h, ...position, alarmIdentification, events };
    }
    case 0x67: {
      const layout = layoutForLength(length, FIXED_LENGTH[0x67]);
      if (!layout) return null;
      const h = head(r);
      const eventType = r.u8('event type');
      const position = readPosition(r);
      const alarmIdentification = readAlarmIdentification(r, layout);
      return {
        itemId: 0x67,
        type: 'blindSpot',
        ...h,
        eventType,
        ...position,
        alarmIdentification,
      };
    }
    default:
      return null;
  }
}

export function encodeActiveSafetyItem(w: ByteWriter, item: ActiveSafetyItem): void {
  w.u32(item.alarmId, 'alarm id').u8(item.flagStatus, 'flag status');
  switch (item.type) {
    case 'adas':
      w.u8(item.eventType, 'event type')
        .u8(item.level, 'level')
        .u8(item.frontVehicleSpeedKmh, 'front vehicle speed')
        .u8(Math.round(item.headwayS * 10), 'headway')
        .u8(item.deviationType, 'deviation type')
        .u8(item.roadSignType, 'road sign type')
        .u8(item.roadSignValue, 'road sign value');
      writePosition(w, item);
      writeAlarmIdentification(w, item.alarmIdentification);
      return;
    case 'dsm':
      w.u8(item.eventType, 'event type')
        .u8(item.level, 'level')
        .u8(item.fatigueLevel, 'fatigue level')
        .hex(item.reservedHex, 4, 'DSM reserved');
      writePosition(w, item);
      writeAlarmIdentification(w, item.alarmIdentification);
      return;
    case 'tyrePressureMonitor':
      writePosition(w, item);
      writeAlarmIdentification(w, item.alarmIdentification);
      w.u8(item.events.length, 'tyre event count');
      for (const e of item.events) {
        w.u8(e.tyrePosition, 'tyre position')
          .u16(e.alarmTypeFlags, 'tyre alarm type')
          .u16(e.pressureKpa, 'tyre pressure')
          .u16(e.temperatureC, 'tyre temperature')
          .u16(e.batteryPercent, 'tyre battery');
      }
      return;
    case 'blindSpot':
      w.u8(item.eventType, 'event type');
      writePosition(w, item);
      writeAlarmIdentification(w, item.alarmIdentification);
      return;
  }
}
