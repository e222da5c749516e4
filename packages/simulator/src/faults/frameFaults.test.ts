import { decodeFrame, encodeMessage, findItem, FrameSplitter } from '@roadwatch/jt808';
import { describe, expect, it } from 'vitest';
import type { Sample } from '../behaviour/Sample';
import { buildReport } from '../terminal/buildReport';
import { Random } from '../world';
import { createFaults } from './faults';
import { corruptCheck, ESCAPE_HEAVY_SERIAL, escapeHeavyCoordinate, splitIntoChunks } from './frameFaults';

const heartbeat = encodeMessage({
  header: { messageId: 0x0002, edition: 2019, phone: '014512345678', serial: 42 },
  body: { kind: 'heartbeat' },
});

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('frame faults', () => {
  it('a corrupted check code fails the gateway check and nothing else', () => {
    expect(decodeFrame(heartbeat).ok).toBe(true);
    const bad = corruptCheck(heartbeat);
    expect(bad[0]).toBe(0x7e);
    expect(bad[bad.length - 1]).toBe(0x7e);
    const result = decodeFrame(bad);
    expect(result.ok ? null : result.error.code).toBe('badCheck');
  });

  it('split chunks put back together are the frame, and the splitter reassembles them', () => {
    const rng = new Random(3);
    for (let i = 0; i < 200; i += 1) {
      const chunks = splitIntoChunks(heartbeat, rng);
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      expect(hex(Buffer.concat(chunks))).toBe(hex(heartbeat));
      const splitter = new FrameSplitter();
      const frames = chunks.flatMap((c) => splitter.push(c).frames);
      expect(frames.map(hex)).toEqual([hex(heartbeat)]);
    }
  });

  it('escape-heavy values force 0x7d escapes yet decode to the intended position within 15 m', () => {
    const lat = escapeHeavyCoordinate(31.230416);
    const lon = escapeHeavyCoordinate(121.473701);
    expect([0x7d, 0x7e]).toContain(Math.round(lat * 1e6) & 0xff);
    expect(Math.abs(lat - 31.230416)).toBeLessThanOrEqual(0.000129);
    expect(Math.abs(lon - 121.473701)).toBeLessThanOrEqual(0.000129);
    const sample: Sample = {
      time: Date.parse('2026-05-20T10:15:42+08:00'),
      lon: 121.473701,
      lat: 31.230416,
      altitudeM: 12,
      speedKmh: 50,
      directionDeg: 90,
      acc: true,
      positioned: true,
      mileageKm: 100,
      fuelL: null,
      alarms: [],
      doorOpen: false,
      loaded: false,
      loadKg: null,
      trailerNo: null,
      temperatures: null,
      cooler: null,
      io: null,
      safety: [],
      tyres: [],
      driverCard: null,
      signalStrength: 20,
      satellites: 10,
      link: 'online',
    };
    const report = buildReport(sample, {
      edition: 2013,
      terminalModel: 'AS-8013',
      terminalId: '1234567',
      nextAlarmId: () => 1,
      escapeHeavy: true,
    });
    const frame = encodeMessage({
      header: { messageId: 0x0200, edition: 2013, phone: '014512345678', serial: ESCAPE_HEAVY_SERIAL },
      body: { kind: 'locationReport', ...report },
    });
    // Serial, coordinates and the extra item all need escaping.
    const escapes = hex(frame).match(/7d0[12]/g) ?? [];
    expect(escapes.length).toBeGreaterThanOrEqual(8);
    const decoded = decodeFrame(frame);
    if (!decoded.ok || decoded.message.body.kind !== 'locationReport') throw new Error('did not decode');
    expect(decoded.message.header.serial).toBe(ESCAPE_HEAVY_SERIAL);
    expect(decoded.message.body.latitude).toBe(lat);
    expect(decoded.message.body.items.find((i) => i.itemId === 0xee)).toMatchObject({ hex: '7e7d7e7d7e' });
    expect(findItem(decoded.message.body, 'mileage')?.mileageKm).toBe(100);
  });

  it('rejects rates outside 0–1', () => {
    expect(() => createFaults({ badChecksumRate: 1.5 })).toThrow(RangeError);
    expect(createFaults({ disconnectRate: 0.01 }).disconnectRate).toBe(0.01);
  });
});
