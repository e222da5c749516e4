import { describe, expect, it } from 'vitest';
import { ByteReader } from '../bytes/ByteReader';
import { ByteWriter } from '../bytes/ByteWriter';
import { toHex } from '../bytes/hex';
import { decodeAdditionalItems, encodeAdditionalItems, type AdditionalItem } from './additionalItems';
import type { AlarmIdentification } from './alarmIdentification';
import type { ActiveSafetyItem } from './activeSafetyItems';

const jiangsuId: AlarmIdentification = {
  layout: 'jiangsu',
  terminalId: 'RW00001',
  time: '2026-03-01T08:30:00+08:00',
  serial: 0,
  attachmentCount: 2,
  reserved: 0,
};
const guangdongId: AlarmIdentification = {
  ...jiangsuId,
  layout: 'guangdong',
  terminalId: 'RW-GD-000000000001',
};

const position = {
  speedKmh: 62,
  altitudeM: 15,
  latitude: 31.230416,
  longitude: 121.473701,
  time: '2026-03-01T08:30:00+08:00',
  vehicleStatusFlags: 0b10001,
};

function itemsBytes(items: AdditionalItem[]): Uint8Array {
  const w = new ByteWriter();
  encodeAdditionalItems(w, items);
  return w.toBytes();
}

function decodeItems(bytes: Uint8Array): AdditionalItem[] {
  return decodeAdditionalItems(new ByteReader(bytes));
}

const adas = (alarmIdentification: AlarmIdentification): ActiveSafetyItem => ({
  itemId: 0x64,
  type: 'adas',
  alarmId: 1001,
  flagStatus: 1,
  eventType: 0x01,
  level: 2,
  frontVehicleSpeedKmh: 55,
  headwayS: 1.2,
  deviationType: 0,
  roadSignType: 0,
  roadSignValue: 0,
  ...position,
  alarmIdentification,
});

describe('active-safety additional items', () => {
  it('write 47 bytes with a Jiangsu id and 71 with a Guangdong id', () => {
    expect(itemsBytes([adas(jiangsuId)])[1]).toBe(47);
    expect(itemsBytes([adas(guangdongId)])[1]).toBe(71);
  });

  it('pick the alarm-id layout from the item length and decode back exactly', () => {
    const dsm: ActiveSafetyItem = {
      itemId: 0x65,
      type: 'dsm',
      alarmId: 1002,
      flagStatus: 0,
      eventType: 0x02,
      level: 1,
      fatigueLevel: 0,
      reservedHex: '00000000',
      ...position,
      alarmIdentification: guangdongId,
    };
    const tyres: ActiveSafetyItem = {
      itemId: 0x66,
      type: 'tyrePressureMonitor',
      alarmId: 1003,
      flagStatus: 0,
      ...position,
      alarmIdentification: jiangsuId,
      events: [
        { tyrePosition: 0, alarmTypeFlags: 0b10, pressureKpa: 520, temperatureC: 41, batteryPercent: 80 },
        { tyrePosition: 3, alarmTypeFlags: 0b100, pressureKpa: 800, temperatureC: 95, batteryPercent: 77 },
      ],
    };
    const blindSpot: ActiveSafetyItem = {
      itemId: 0x67,
      type: 'blindSpot',
      alarmId: 1004,
      flagStatus: 0,
      eventType: 2,
      ...position,
      alarmIdentification: guangdongId,
    };
    const items = [adas(jiangsuId), adas(guangdongId), dsm, tyres, blindSpot];
    expect(decodeItems(itemsBytes(items))).toEqual(items);
  });

  it('keeps an item whose length fits neither layout raw', () => {
    const bytes = itemsBytes([adas(jiangsuId)]);
    const shortened = new Uint8Array([0x64, 46, ...bytes.subarray(2, 48)]);
    const [item] = decodeItems(shortened);
    expect(item).toMatchObject({ itemId: 0x64, type: 'raw', note: expect.stringContaining('neither') });
    expect(item!.type === 'raw' && item!.hex).toBe(toHex(bytes.subarray(2, 48)));
  });

  it('keeps a tyre item whose event count disagrees with its length raw', () => {
    const bytes = itemsBytes([
      {
        itemId: 0x66,
        type: 'tyrePressureMonitor',
        alarmId: 1,
        flagStatus: 0,
        ...position,
        alarmIdentification: jiangsuId,
        events: [{ tyrePosition: 1, alarmTypeFlags: 1, pressureKpa: 1, temperatureC: 1, batteryPercent: 1 }],
      },
    ]);
    bytes[2 + 40] = 2; // claims two events, carries one
    expect(decodeItems(bytes)[0]).toMatchObject({ itemId: 0x66, type: 'raw' });
  });
});
