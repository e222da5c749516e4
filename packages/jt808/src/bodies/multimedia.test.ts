import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes/hex';
import { decodeFrame } from '../decodeFrame';
import { describeMessage } from '../describe';
import { encodeMessage, encodeSubpackages } from '../encodeMessage';
import type { Edition } from '../header';
import { createLocationReport } from '../location/locationReport';
import type { Message, MessageBody } from '../messages';
import { mediaUploadReplyFor, SubpackageAssembler } from '../subpackage/SubpackageAssembler';
import type { MediaUpload } from './multimedia';

const PHONE = '13912345678';

function frameOf(messageId: number, body: MessageBody, edition: Edition, serial = 42): Uint8Array {
  return encodeMessage({ header: { messageId, edition, phone: PHONE, serial }, body });
}

function decoded(frame: Uint8Array): Message {
  const result = decodeFrame(frame);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.message;
}

const shoot: MessageBody = {
  kind: 'cameraShoot',
  channel: 2,
  command: 3,
  intervalS: 5,
  saveFlag: 0,
  resolution: 2,
  quality: 4,
  brightness: 127,
  contrast: 64,
  saturation: 65,
  chroma: 128,
};

function upload(edition: Edition, data: Uint8Array): MediaUpload {
  const location = createLocationReport({
    edition,
    status: { acc: true, positioned: true },
    latitude: 22.543096,
    longitude: 114.057865,
    speedKmh: 60.5,
    directionDeg: 90,
    time: '2026-11-27T10:00:05+08:00',
  });
  return {
    kind: 'mediaUpload',
    mediaId: 77,
    mediaType: 0,
    format: 0,
    eventCode: 0,
    channel: 1,
    location,
    data,
  };
}

describe.each([2013, 2019] as Edition[])('multimedia bodies in the %i edition', (edition) => {
  it.each([
    [0x8801, shoot],
    [0x0805, { kind: 'cameraShootReply', replySerial: 9, result: 0, mediaIds: [1, 0xfffffffe, 3] }],
    [0x0805, { kind: 'cameraShootReply', replySerial: 9, result: 2, mediaIds: null }],
    [0x0805, { kind: 'cameraShootReply', replySerial: 9, result: 1, mediaIds: [] }],
    [0x0800, { kind: 'mediaEvent', mediaId: 5, mediaType: 2, format: 4, eventCode: 1, channel: 3 }],
    [0x8800, { kind: 'mediaUploadReply', mediaId: 5, packetIndexes: [] }],
    [0x8800, { kind: 'mediaUploadReply', mediaId: 5, packetIndexes: [3, 17, 40] }],
  ] as [number, MessageBody][])('0x%s survives encoding', (messageId, body) => {
    const frame = frameOf(messageId, body, edition);
    expect(decoded(frame).body).toEqual(body);
    expect(encodeMessage(decoded(frame))).toEqual(frame);
  });

  it('a 40 KB 0x0801 in 1 KB packets reassembles to the same picture, in any packet order', () => {
    const data = Uint8Array.from({ length: 40_000 }, (_, i) => (i * 131 + (i >> 8)) & 0xff);
    const body = upload(edition, data);
    const frames = encodeSubpackages(
      { header: { messageId: 0x0801, edition, phone: PHONE, serial: 65_500 }, body },
      1000,
    );
    expect(frames.length).toBe(41);
    const assembler = new SubpackageAssembler({ maxBodyBytes: 2 * 1024 * 1024 });
    const order = frames.map((_, i) => i).reverse();
    let complete: Message | null = null;
    for (const i of order) {
      const result = assembler.add(decoded(frames[i]!), 0);
      if (result.status === 'complete') complete = result.message;
    }
    expect(complete?.header.messageId).toBe(0x0801);
    const got = complete!.body as MediaUpload;
    expect(got.mediaId).toBe(77);
    expect(got.data).toEqual(data);
    expect(got.location).toEqual(body.location);
  });

  it('an incomplete upload is answered with 0x8800 naming its media id and missing packets', () => {
    const body = upload(edition, new Uint8Array(5000).fill(0xaa));
    const frames = encodeSubpackages(
      { header: { messageId: 0x0801, edition, phone: PHONE, serial: 10 }, body },
      1000,
    );
    const assembler = new SubpackageAssembler({ resendAfterMs: 1000 });
    frames.forEach((frame, i) => {
      if (i !== 2 && i !== 4) assembler.add(decoded(frame), 0);
    });
    const { resend } = assembler.sweep(1000);
    expect(resend).toHaveLength(1);
    expect(mediaUploadReplyFor(resend[0]!, null)).toEqual({
      kind: 'mediaUploadReply',
      mediaId: 77,
      packetIndexes: [3, 5],
    });
  });
});

describe('multimedia frames built by hand', () => {
  it('0x8801 is channel, WORD command, WORD interval, then eight BYTEs', () => {
    const frame = fromHex(
      '7e880100 0c 013912345678 002a 01 0001 0000 00 01 05 80 40 40 80 00 7e'.replace(/ /g, ''),
    )!;
    // Fix the check code: XOR of everything between the flags.
    let check = 0;
    for (let i = 1; i < frame.length - 2; i += 1) check ^= frame[i]!;
    frame[frame.length - 2] = check;
    expect(decoded(frame).body).toEqual({
      kind: 'cameraShoot',
      channel: 1,
      command: 1,
      intervalS: 0,
      saveFlag: 0,
      resolution: 1,
      quality: 5,
      brightness: 0x80,
      contrast: 0x40,
      saturation: 0x40,
      chroma: 0x80,
    });
  });

  it('0x0805 whose count disagrees with its ids is a bad body, not an exception', () => {
    const body = toHex(Uint8Array.of(0, 9, 0, 0, 2, 0, 0, 0, 1));
    const frame = fromHex(`7e08050009013912345678002a${body}007e`)!;
    let check = 0;
    for (let i = 1; i < frame.length - 2; i += 1) check ^= frame[i]!;
    frame[frame.length - 2] = check;
    const result = decodeFrame(frame);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('badBody');
  });

  it('describes an upload by its size and first bytes, not its data', () => {
    const message = decoded(frameOf(0x0801, upload(2013, Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 1, 2)), 2013));
    const view = describeMessage(message).body as Record<string, unknown>;
    expect(view).toMatchObject({
      dataBytes: 6,
      dataHead: 'ffd8ffe0',
      formatName: 'jpeg',
      eventName: 'platformCommand',
    });
    expect(view).not.toHaveProperty('data');
  });
});
