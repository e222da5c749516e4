import { describe, expect, it } from 'vitest';
import { timestampMs } from '../bytes/bcd';
import { decodeFrame } from '../decodeFrame';
import { encodeMessage } from '../encodeMessage';
import type { Edition } from '../header';
import { frameWithBody } from '../testing/buildFrame';
import type { AdditionalItem } from './additionalItems';
import { alarmFlagsFromNames, alarmNames } from './alarmFlags';
import { createLocationReport, findItem, type LocationReport } from './locationReport';
import { decodeStatus, statusFlagsFrom } from './statusFlags';

function roundTrip(report: LocationReport, edition: Edition = 2013): LocationReport {
  const frame = encodeMessage({
    header: { messageId: 0x0200, edition, phone: '13800138000', serial: 9 },
    body: { kind: 'locationReport', ...report },
  });
  const result = decodeFrame(frame);
  if (!result.ok || result.message.body.kind !== 'locationReport') throw new Error(JSON.stringify(result));
  const { kind: _kind, ...decoded } = result.message.body;
  return decoded;
}

const BASE = '00000000' + '00000003' + '01ba7f0e' + '07e4f11c' + '0028' + '003c' + '005a' + '240229235959';

describe('alarm flags', () => {
  it('are named per bit', () => {
    expect(alarmNames(0b111, 2013)).toEqual(['sos', 'overspeed', 'fatigueDriving']);
    expect(alarmNames(2 ** 31, 2013)).toEqual(['illegalDoorOpen']);
  });

  it('differ between editions where 2019 renamed or defined bits', () => {
    const flags = (1 << 3) | (1 << 15) | (1 << 16) | (1 << 17) | (1 << 29);
    expect(alarmNames(flags, 2013)).toEqual([
      'dangerWarning',
      'reservedBit15',
      'reservedBit16',
      'reservedBit17',
      'collisionWarning',
    ]);
    expect(alarmNames(flags, 2019)).toEqual([
      'dangerousDriving',
      'illegalDriving',
      'tyrePressureWarning',
      'rightTurnBlindSpot',
      'collisionRollover',
    ]);
  });

  it('build the DWORD from names and refuse a name the edition lacks', () => {
    expect(alarmFlagsFromNames(['sos', 'illegalDoorOpen'], 2019)).toBe(1 + 2 ** 31);
    expect(() => alarmFlagsFromNames(['tyrePressureWarning'], 2013)).toThrow(RangeError);
  });
});

describe('status flags', () => {
  it('name ACC, fix, hemispheres, load, circuits, doors and satellite systems', () => {
    const status = decodeStatus(0b1111 | (0b11 << 8) | (1 << 10) | (1 << 13) | (1 << 19));
    expect(status).toMatchObject({ acc: true, positioned: true, southLatitude: true, westLongitude: true });
    expect(status).toMatchObject({
      load: 'full',
      oilCircuitCut: true,
      door1Open: true,
      beidou: true,
      gps: false,
    });
  });

  it('encode back to the same bits', () => {
    const flags = 0b11 | (1 << 8) | (1 << 12) | (1 << 18) | (1 << 21);
    expect(statusFlagsFrom(decodeStatus(flags))).toBe(flags);
  });
});

describe('location report', () => {
  it('takes the hemisphere from the status bits', () => {
    const south = BASE.replace('00000003', '0000000f');
    const result = decodeFrame(frameWithBody(0x0200, south));
    expect(result).toMatchObject({
      ok: true,
      message: { body: { latitude: -28.999438, longitude: -132.444444 } },
    });
  });

  it('reads speed in 0.1 km/h, direction, altitude and a GMT+8 time', () => {
    const result = decodeFrame(frameWithBody(0x0200, BASE));
    if (!result.ok || result.message.body.kind !== 'locationReport') throw new Error('decode failed');
    const body = result.message.body;
    expect(body).toMatchObject({
      speedKmh: 6,
      directionDeg: 90,
      altitudeM: 40,
      time: '2024-02-29T23:59:59+08:00',
    });
    expect(timestampMs(body.time)).toBe(Date.UTC(2024, 1, 29, 15, 59, 59));
  });

  it('keeps an invalid BCD time as raw digits that re-encode unchanged', () => {
    const zeroTime = BASE.replace('240229235959', '000000000000');
    const frame = frameWithBody(0x0200, zeroTime);
    const result = decodeFrame(frame);
    if (!result.ok || result.message.body.kind !== 'locationReport') throw new Error('decode failed');
    expect(result.message.body.time).toBe('000000000000');
    expect(timestampMs(result.message.body.time)).toBeNull();
    expect(encodeMessage(result.message)).toEqual(frame);
  });

  it('reads a below-sea-level altitude', () => {
    const turpan = BASE.replace('0028003c', 'ff6a003c');
    expect(decodeFrame(frameWithBody(0x0200, turpan))).toMatchObject({
      message: { body: { altitudeM: -150 } },
    });
  });

  it('is built from names and survives encoding with every standard item', () => {
    const items: AdditionalItem[] = [
      { itemId: 0x01, type: 'mileage', mileageKm: 123456.7 },
      { itemId: 0x02, type: 'fuel', fuelL: 88.8 },
      { itemId: 0x03, type: 'recorderSpeed', recorderSpeedKmh: 61.5 },
      { itemId: 0x04, type: 'alarmEventId', alarmEventId: 7 },
      {
        itemId: 0x05,
        type: 'tyrePressure',
        tyrePressuresRaw: Array.from({ length: 30 }, (_, i) => (i < 6 ? 90 : 255)),
      },
      { itemId: 0x06, type: 'carriageTemperature', carriageTemperatureC: -18 },
      { itemId: 0x11, type: 'overspeedLocation', locationType: 0, areaId: null },
      { itemId: 0x11, type: 'overspeedLocation', locationType: 1, areaId: 42 },
      { itemId: 0x12, type: 'areaRouteCrossing', locationType: 2, areaId: 9, direction: 1 },
      { itemId: 0x13, type: 'routeDrivingTime', routeId: 3, drivingTimeS: 600, result: 1 },
      { itemId: 0x25, type: 'vehicleSignals', signalFlags: 0b10001 },
      { itemId: 0x2a, type: 'ioStatus', ioFlags: 2 },
      { itemId: 0x2b, type: 'analogInputs', analog0: 1200, analog1: 3300 },
      { itemId: 0x30, type: 'signalStrength', signalStrength: 25 },
      { itemId: 0x31, type: 'satellites', satellites: 14 },
      { itemId: 0xe3, type: 'loadWeight', loadKg: 18_250.5 },
      { itemId: 0xe4, type: 'trailerCoupling', trailerNo: 'TR-0042' },
      { itemId: 0xf3, type: 'raw', hex: '0102030405' },
    ];
    const report = createLocationReport({
      edition: 2019,
      alarms: ['overspeed', 'tyrePressureWarning'],
      status: { acc: true, positioned: true, beidou: true },
      latitude: -33.865143,
      longitude: 151.2099,
      altitudeM: 58,
      speedKmh: 72.3,
      directionDeg: 271,
      time: '2026-01-31T16:00:00Z',
      items,
    });
    expect(report.time).toBe('2026-02-01T00:00:00+08:00');
    expect(report.status).toMatchObject({ acc: true, southLatitude: true, westLongitude: false });
    const back = roundTrip(report, 2019);
    expect(back).toEqual(report);
    expect(findItem(back, 'mileage')?.mileageKm).toBe(123456.7);
  });

  it('keeps a standard item with an unexpected length raw', () => {
    const result = decodeFrame(frameWithBody(0x0200, BASE + '01020064'));
    expect(result).toMatchObject({
      ok: true,
      message: {
        body: { items: [{ itemId: 1, type: 'raw', hex: '0064', note: 'expected 4 byte(s), got 2' }] },
      },
    });
  });

  it('fails on a stray byte after the last item', () => {
    expect(decodeFrame(frameWithBody(0x0200, BASE + '300119' + 'ff'))).toMatchObject({
      ok: false,
      error: { code: 'badBody' },
    });
  });

  it('fails on a body shorter than the 28-byte basic block', () => {
    expect(decodeFrame(frameWithBody(0x0200, BASE.slice(0, 50)))).toMatchObject({
      ok: false,
      error: { code: 'truncatedBody' },
    });
  });
});
