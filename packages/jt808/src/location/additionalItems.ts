import { ByteReader } from '../bytes/ByteReader';
import { ByteWriter } from '../bytes/ByteWriter';
import { DecodeFailure } from '../errors';
import { decodeActiveSafetyItem, encodeActiveSafetyItem, type ActiveSafetyItem } from './activeSafetyItems';
import { LOAD_WEIGHT_ITEM_ID, loadWeightKg, loadWeightWord } from './loadWeight';
import {
  TRAILER_COUPLING_ITEM_ID,
  TRAILER_NO_MAX_BYTES,
  trailerNoBytes,
  trailerNoOf,
} from './trailerCoupling';

/** Extended vehicle signal bits of additional item 0x25 (JT/T 808-2013 table 28). */
const VEHICLE_SIGNAL_BITS = [
  'lowBeam',
  'highBeam',
  'rightTurnSignal',
  'leftTurnSignal',
  'braking',
  'reversing',
  'fogLamp',
  'clearanceLamps',
  'horn',
  'airConditioning',
  'neutral',
  'retarder',
  'abs',
  'heater',
  'clutch',
] as const;

export type VehicleSignalName = (typeof VEHICLE_SIGNAL_BITS)[number];

/**
 * The refrigeration unit's run signal. JT/T 808 has no reefer item of its own; refrigerated-truck terminals wire the
 * unit's compressor signal to the extended vehicle signal input for air conditioning (item 0x25, bit 9), so a
 * report carrying item 0x25 says whether the unit runs, and one without it says nothing.
 */
export const REFRIGERATION_UNIT_SIGNAL_BIT = VEHICLE_SIGNAL_BITS.indexOf('airConditioning');

export function vehicleSignalNames(flags: number): VehicleSignalName[] {
  return VEHICLE_SIGNAL_BITS.filter((_, bit) => ((flags >>> bit) & 1) === 1);
}

export type AdditionalItem =
  | { itemId: 0x01; type: 'mileage'; mileageKm: number }
  | { itemId: 0x02; type: 'fuel'; fuelL: number }
  | { itemId: 0x03; type: 'recorderSpeed'; recorderSpeedKmh: number }
  | { itemId: 0x04; type: 'alarmEventId'; alarmEventId: number }
  /** 2019: one byte per tyre from the front left; 0xff means no data. */
  | { itemId: 0x05; type: 'tyrePressure'; tyrePressuresRaw: number[] }
  /** 2019: carriage temperature, sign-magnitude WORD in °C. */
  | { itemId: 0x06; type: 'carriageTemperature'; carriageTemperatureC: number }
  /** locationType 0 none, 1 circle, 2 rectangle, 3 polygon, 4 route; areaId only when locationType ≠ 0. */
  | { itemId: 0x11; type: 'overspeedLocation'; locationType: number; areaId: number | null }
  /** direction 0 entering, 1 leaving. */
  | { itemId: 0x12; type: 'areaRouteCrossing'; locationType: number; areaId: number; direction: number }
  /** result 0 too short, 1 too long. */
  | { itemId: 0x13; type: 'routeDrivingTime'; routeId: number; drivingTimeS: number; result: number }
  /** Bits named by vehicleSignalNames. */
  | { itemId: 0x25; type: 'vehicleSignals'; signalFlags: number }
  /** Bit 0 deep sleep, bit 1 sleep. */
  | { itemId: 0x2a; type: 'ioStatus'; ioFlags: number }
  | { itemId: 0x2b; type: 'analogInputs'; analog0: number; analog1: number }
  | { itemId: 0x30; type: 'signalStrength'; signalStrength: number }
  | { itemId: 0x31; type: 'satellites'; satellites: number }
  /** Roadwatch profile 0xE3 (`loadWeight.ts`): the load sensor's weighing in kg, null when it has none. */
  | { itemId: typeof LOAD_WEIGHT_ITEM_ID; type: 'loadWeight'; loadKg: number | null }
  /** Roadwatch profile 0xE4 (`trailerCoupling.ts`): the coupled trailer's device number, null when none is. */
  | { itemId: typeof TRAILER_COUPLING_ITEM_ID; type: 'trailerCoupling'; trailerNo: string | null }
  | ActiveSafetyItem
  | RawItem;

/** An item we do not interpret (manufacturer-specific, or a standard id with an unexpected length). */
export interface RawItem {
  itemId: number;
  type: 'raw';
  hex: string;
  note?: string;
}

/** Fixed lengths of the standard items; an item with another length is kept raw rather than misread. */
const FIXED_LENGTHS: Readonly<Record<number, number>> = {
  0x01: 4,
  0x02: 2,
  0x03: 2,
  0x04: 2,
  0x05: 30,
  0x06: 2,
  0x12: 6,
  0x13: 7,
  0x25: 4,
  0x2a: 2,
  0x2b: 4,
  0x30: 1,
  0x31: 1,
  [LOAD_WEIGHT_ITEM_ID]: 4,
};

function raw(itemId: number, r: ByteReader, note?: string): RawItem {
  const hex = r.restHex();
  return note ? { itemId, type: 'raw', hex, note } : { itemId, type: 'raw', hex };
}

function decodeOne(itemId: number, bytes: Uint8Array): AdditionalItem {
  const r = new ByteReader(bytes);
  const fixed = FIXED_LENGTHS[itemId];
  if (fixed !== undefined && bytes.length !== fixed) {
    return raw(itemId, r, `expected ${fixed} byte(s), got ${bytes.length}`);
  }
  switch (itemId) {
    case 0x01:
      return { itemId, type: 'mileage', mileageKm: r.u32('mileage') / 10 };
    case 0x02:
      return { itemId, type: 'fuel', fuelL: r.u16('fuel') / 10 };
    case 0x03:
      return { itemId, type: 'recorderSpeed', recorderSpeedKmh: r.u16('recorder speed') / 10 };
    case 0x04:
      return { itemId, type: 'alarmEventId', alarmEventId: r.u16('alarm event id') };
    case 0x05:
      return { itemId, type: 'tyrePressure', tyrePressuresRaw: Array.from(bytes) };
    case 0x06: {
      const word = r.u16('carriage temperature');
      // 0x8000 would be "minus zero", which would not re-encode to the same bytes.
      if (word === 0x8000) return raw(itemId, new ByteReader(bytes), 'negative zero temperature');
      return {
        itemId,
        type: 'carriageTemperature',
        carriageTemperatureC: word & 0x8000 ? -(word & 0x7fff) : word,
      };
    }
    case 0x11: {
      if (bytes.length !== 1 && bytes.length !== 5)
        return raw(itemId, r, `expected 1 or 5 bytes, got ${bytes.length}`);
      const locationType = r.u8('location type');
      return {
        itemId,
        type: 'overspeedLocation',
        locationType,
        areaId: bytes.length === 5 ? r.u32('area id') : null,
      };
    }
    case 0x12:
      return {
        itemId,
        type: 'areaRouteCrossing',
        locationType: r.u8('location type'),
        areaId: r.u32('area id'),
        direction: r.u8('direction'),
      };
    case 0x13:
      return {
        itemId,
        type: 'routeDrivingTime',
        routeId: r.u32('route id'),
        drivingTimeS: r.u16('driving time'),
        result: r.u8('result'),
      };
    case 0x25:
      return { itemId, type: 'vehicleSignals', signalFlags: r.u32('vehicle signals') };
    case 0x2a:
      return { itemId, type: 'ioStatus', ioFlags: r.u16('IO status') };
    case 0x2b: {
      const value = r.u32('analog');
      return { itemId, type: 'analogInputs', analog0: value & 0xffff, analog1: Math.floor(value / 0x10000) };
    }
    case 0x30:
      return { itemId, type: 'signalStrength', signalStrength: r.u8('signal strength') };
    case 0x31:
      return { itemId, type: 'satellites', satellites: r.u8('satellites') };
    case LOAD_WEIGHT_ITEM_ID:
      return { itemId, type: 'loadWeight', loadKg: loadWeightKg(r.u32('load weight')) };
    case TRAILER_COUPLING_ITEM_ID:
      if (bytes.length > TRAILER_NO_MAX_BYTES)
        return raw(itemId, r, `trailer number of ${bytes.length} bytes, at most ${TRAILER_NO_MAX_BYTES}`);
      return { itemId, type: 'trailerCoupling', trailerNo: trailerNoOf(bytes) };
    case 0x64:
    case 0x65:
    case 0x66:
    case 0x67:
      return (
        decodeActiveSafetyItem(itemId, r) ??
        raw(itemId, new ByteReader(bytes), 'length fits neither the Jiangsu nor the Guangdong layout')
      );
    default:
      return raw(itemId, r);
  }
}

/** Reads id/length/value items until the body ends; an item longer than what is left fails the frame. */
export function decodeAdditionalItems(r: ByteReader): AdditionalItem[] {
  const items: AdditionalItem[] = [];
  while (r.remaining > 0) {
    if (r.remaining < 2) {
      throw new DecodeFailure(
        'badBody',
        `${r.remaining} stray byte(s) where an additional item header should be`,
      );
    }
    const itemId = r.u8('item id');
    const length = r.u8('item length');
    if (length > r.remaining) {
      throw new DecodeFailure(
        'badBody',
        `additional item 0x${itemId.toString(16).padStart(2, '0')} declares ${length} bytes, ${r.remaining} left`,
      );
    }
    items.push(decodeOne(itemId, r.slice(length, 'item value')));
  }
  return items;
}

function encodeValue(w: ByteWriter, item: AdditionalItem): void {
  switch (item.type) {
    case 'mileage':
      w.u32(Math.round(item.mileageKm * 10), 'mileage');
      return;
    case 'fuel':
      w.u16(Math.round(item.fuelL * 10), 'fuel');
      return;
    case 'recorderSpeed':
      w.u16(Math.round(item.recorderSpeedKmh * 10), 'recorder speed');
      return;
    case 'alarmEventId':
      w.u16(item.alarmEventId, 'alarm event id');
      return;
    case 'tyrePressure':
      if (item.tyrePressuresRaw.length !== 30) throw new RangeError('tyre pressure item needs 30 values');
      for (const p of item.tyrePressuresRaw) w.u8(p, 'tyre pressure');
      return;
    case 'carriageTemperature': {
      const c = Math.round(item.carriageTemperatureC);
      if (Math.abs(c) > 0x7fff) throw new RangeError(`carriage temperature ${c} out of range`);
      w.u16(c < 0 ? 0x8000 | -c : c, 'carriage temperature');
      return;
    }
    case 'overspeedLocation':
      w.u8(item.locationType, 'location type');
      if (item.areaId !== null) w.u32(item.areaId, 'area id');
      return;
    case 'areaRouteCrossing':
      w.u8(item.locationType, 'location type').u32(item.areaId, 'area id').u8(item.direction, 'direction');
      return;
    case 'routeDrivingTime':
      w.u32(item.routeId, 'route id').u16(item.drivingTimeS, 'driving time').u8(item.result, 'result');
      return;
    case 'vehicleSignals':
      w.u32(item.signalFlags, 'vehicle signals');
      return;
    case 'ioStatus':
      w.u16(item.ioFlags, 'IO status');
      return;
    case 'analogInputs':
      w.u16(item.analog1, 'analog 1').u16(item.analog0, 'analog 0');
      return;
    case 'signalStrength':
      w.u8(item.signalStrength, 'signal strength');
      return;
    case 'satellites':
      w.u8(item.satellites, 'satellites');
      return;
    case 'loadWeight':
      w.u32(loadWeightWord(item.loadKg), 'load weight');
      return;
    case 'trailerCoupling':
      w.bytes(trailerNoBytes(item.trailerNo));
      return;
    case 'adas':
    case 'dsm':
    case 'tyrePressureMonitor':
    case 'blindSpot':
      encodeActiveSafetyItem(w, item);
      return;
    case 'raw':
      w.hex(item.hex);
      return;
  }
}

export function encodeAdditionalItems(w: ByteWriter, items: readonly AdditionalItem[]): void {
  for (const item of items) {
    const value = new ByteWriter(64);
    encodeValue(value, item);
    w.u8(item.itemId, 'item id')
      .u8(value.size, `length of item 0x${item.itemId.toString(16)}`)
      .bytes(value.toBytes());
  }
}
