import {
  createLocationReport,
  decodeFrame,
  encodeSubpackages,
  SubpackageAssembler,
  type Message,
  type MessageBody,
} from '@roadwatch/jt808';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { ALARM_PICTURE_EVENT, TerminalCamera, type CameraLink } from './TerminalCamera';

const PHONE = '013912345678';

/** A link that records what the camera sends, as decoded messages and raw frames. */
function recordingLink() {
  const sent: { messageId: number; body: MessageBody }[] = [];
  const frames: Uint8Array[] = [];
  const resent: Uint8Array[] = [];
  let serial = 0;
  const link: CameraLink = {
    plate: '沪A12345',
    send: (messageId, body) => {
      sent.push({ messageId, body });
      return serial++;
    },
    sendSubpackaged: (messageId, body, maxBodyBytes) => {
      const out = encodeSubpackages(
        { header: { messageId, edition: 2013, phone: PHONE, serial }, body },
        maxBodyBytes,
      );
      serial += out.length;
      frames.push(...out);
      return out;
    },
    resend: (again) => resent.push(...again),
    location: () =>
      createLocationReport({
        edition: 2013,
        latitude: 31.23,
        longitude: 121.47,
        speedKmh: 30,
        directionDeg: 0,
        time: 0,
      }),
    timeText: () => '2026-11-27 10:00:05',
  };
  return { link, sent, frames, resent };
}

const decoded = (frame: Uint8Array): Message => {
  const result = decodeFrame(frame);
  if (!result.ok) throw new Error(result.error.detail);
  return result.message;
};

const shoot = (command: number) => ({
  kind: 'cameraShoot' as const,
  channel: 2,
  command,
  intervalS: 0,
  saveFlag: 0,
  resolution: 2,
  quality: 5,
  brightness: 128,
  contrast: 64,
  saturation: 64,
  chroma: 128,
});

describe('a simulated terminal camera', { timeout: 30_000 }, () => {
  it('answers 0x8801 with the media ids, then announces and uploads each photo as a real JPEG', () => {
    const { link, sent, frames } = recordingLink();
    const camera = new TerminalCamera(link);
    camera.onShoot(7, shoot(2));
    expect(sent[0]).toEqual({
      messageId: 0x0805,
      body: { kind: 'cameraShootReply', replySerial: 7, result: 0, mediaIds: [1, 2] },
    });
    expect(sent.slice(1).map((s) => s.body)).toMatchObject([
      { kind: 'mediaEvent', mediaId: 1, channel: 2, eventCode: 0 },
      { kind: 'mediaEvent', mediaId: 2, channel: 2, eventCode: 0 },
    ]);
    const assembler = new SubpackageAssembler();
    const uploads = frames.flatMap((frame) => {
      const result = assembler.add(decoded(frame), 0);
      return result.status === 'complete' && result.message.body.kind === 'mediaUpload'
        ? [result.message.body]
        : [];
    });
    expect(uploads.map((u) => u.mediaId)).toEqual([1, 2]);
    for (const upload of uploads) {
      const image = decode(upload.data, { useTArray: true });
      expect([image.width, image.height]).toEqual([320, 180]);
    }
    expect(camera.unconfirmedCount).toBe(2);
  });

  it('sends again exactly the packets 0x8800 lists, and forgets an upload it confirms', () => {
    const { link, frames, resent } = recordingLink();
    const camera = new TerminalCamera(link);
    camera.onShoot(1, shoot(1));
    camera.onUploadReply({ kind: 'mediaUploadReply', mediaId: 1, packetIndexes: [2, 4] });
    expect(resent).toEqual([frames[1], frames[3]]);
    camera.onUploadReply({ kind: 'mediaUploadReply', mediaId: 1, packetIndexes: [] });
    expect(camera.unconfirmedCount).toBe(0);
  });

  it('refuses to record video and uploads alarm pictures with the alarm event code', () => {
    const { link, sent } = recordingLink();
    const camera = new TerminalCamera(link);
    camera.onShoot(3, shoot(0xffff));
    expect(sent[0]?.body).toMatchObject({ kind: 'cameraShootReply', result: 1 });
    camera.uploadAlarmPicture(1);
    expect(sent[1]?.body).toMatchObject({ kind: 'mediaEvent', eventCode: ALARM_PICTURE_EVENT, channel: 1 });
  });
});
