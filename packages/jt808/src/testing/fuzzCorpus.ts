import { fromHex } from '../bytes/hex';
import { encodeMessage, encodeSubpackages } from '../encodeMessage';
import { unescapeRange } from '../framing/escape';
import { createLocationReport } from '../location/locationReport';
import { encodeTemperatureItem } from '../location/temperature';
import type { MessageInput } from '../messages';
import { loadVectors } from './loadVectors';

/** Deterministic xorshift32, so a failing fuzz case can be replayed from its seed. */
export function makeRandom(seed: number): { int(maxExclusive: number): number; byte(): number } {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return { int: (max) => next() % max, byte: () => next() & 0xff };
}

function payloadOf(frame: Uint8Array): Uint8Array {
  // Unescaped header + body, without flags and check code: what mutations work on before re-framing.
  return unescapeRange(frame, 1, frame.length - 1).slice(0, -1);
}

/** Valid frames to mutate: every published vector plus messages that reach the deeper decoders. */
export function fuzzSeedPayloads(): Uint8Array[] {
  const frames = loadVectors()
    .filter((v) => v.hex.startsWith('7e') && !v.parsed.includes('framing example only'))
    .map((v) => fromHex(v.hex)!);
  const location = (edition: 2013 | 2019) =>
    createLocationReport({
      edition,
      alarms: ['sos', 'overspeed'],
      status: { acc: true, positioned: true },
      latitude: 22.543096,
      longitude: 114.057865,
      speedKmh: 45.5,
      directionDeg: 180,
      time: '2026-04-01T09:00:00+08:00',
      items: [
        { itemId: 0x01, type: 'mileage', mileageKm: 1234.5 },
        encodeTemperatureItem('RW-SIM-REEFER', [{ probe: 1, temperatureC: -18 }]),
        encodeTemperatureItem('RW-SIM-REEFER-EB', [{ probe: 2, temperatureC: 3.5 }]),
      ],
    });
  const messages: MessageInput[] = [
    {
      header: { messageId: 0x0200, edition: 2013, phone: '13800138000', serial: 1 },
      body: { kind: 'locationReport', ...location(2013) },
    },
    {
      header: { messageId: 0x0201, edition: 2019, phone: '13800138000', serial: 2 },
      body: { kind: 'locationQueryReply', replySerial: 5, location: location(2019) },
    },
    {
      header: { messageId: 0x8003, edition: 2019, phone: '13800138000', serial: 3 },
      body: { kind: 'resendRequest', originalSerial: 9, packetIndexes: [1, 2, 3] },
    },
    {
      header: { messageId: 0x8801, edition: 2013, phone: '13800138000', serial: 4 },
      body: {
        kind: 'cameraShoot',
        channel: 1,
        command: 2,
        intervalS: 1,
        saveFlag: 0,
        resolution: 2,
        quality: 5,
        brightness: 128,
        contrast: 64,
        saturation: 64,
        chroma: 128,
      },
    },
    {
      header: { messageId: 0x0805, edition: 2019, phone: '13800138000', serial: 5 },
      body: { kind: 'cameraShootReply', replySerial: 4, result: 0, mediaIds: [7, 8] },
    },
    {
      header: { messageId: 0x0800, edition: 2013, phone: '13800138000', serial: 6 },
      body: { kind: 'mediaEvent', mediaId: 7, mediaType: 0, format: 0, eventCode: 0, channel: 1 },
    },
    {
      header: { messageId: 0x8800, edition: 2019, phone: '13800138000', serial: 7 },
      body: { kind: 'mediaUploadReply', mediaId: 7, packetIndexes: [2, 5] },
    },
  ];
  const basic = { ...location(2013), items: [] };
  const mediaUpload = encodeSubpackages(
    {
      header: { messageId: 0x0801, edition: 2013, phone: '13800138000', serial: 30 },
      body: {
        kind: 'mediaUpload',
        mediaId: 7,
        mediaType: 0,
        format: 0,
        eventCode: 0,
        channel: 1,
        location: basic,
        data: Uint8Array.from({ length: 600 }, (_, i) => (i * 37) & 0xff),
      },
    },
    200,
  );
  const subpackaged = encodeSubpackages(
    {
      header: { messageId: 0x0704, edition: 2013, phone: '13800138000', serial: 10 },
      body: {
        kind: 'locationBatch',
        batchType: 1,
        locations: Array.from({ length: 12 }, () => location(2013)),
      },
    },
    200,
  );
  return [...frames, ...messages.map(encodeMessage), ...subpackaged, ...mediaUpload].map(payloadOf);
}
