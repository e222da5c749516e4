import {
  SHOOT_STOP,
  SHOOT_VIDEO,
  type CameraShoot,
  type LocationReport,
  type MediaUpload,
  type MediaUploadReply,
  type MessageBody,
} from '@roadwatch/jt808';
import { encodeCameraFrame } from './cameraFrame';

/** Bytes of picture per 0x0801 packet (a JPEG of 20–60 KB goes in a few dozen packets). */
export const MEDIA_PACKET_BYTES = 1000;
/** Photos one command may ask for (the console's largest choice is 50). */
const MAX_PHOTOS = 50;
/** Uploads kept for retransmission until the platform's 0x8800 says they arrived. */
const MAX_UNCONFIRMED = 16;
/** 0x0805 results. */
const SHOOT = { success: 0, failure: 1 } as const;
/** Event code of pictures the terminal takes on its own when it raises an alarm (outside the standard's 0–7). */
export const ALARM_PICTURE_EVENT = 0x10;

export interface CameraLink {
  plate: string;
  /** Sends one message; returns its serial. */
  send(messageId: number, body: MessageBody): number;
  /** Sends a message as subpackages (fresh serials) and returns the frames, for retransmission. */
  sendSubpackaged(messageId: number, body: MessageBody, maxBodyBytes: number): Uint8Array[];
  /** Writes frames again as they were (same serials). */
  resend(frames: readonly Uint8Array[]): void;
  /** Where the vehicle is now: the basic location block of the upload. */
  location(): LocationReport;
  /** GMT+8 wall-clock text for the burnt-in timestamp. */
  timeText(): string;
}

/**
 * A terminal's cameras: 0x8801 is answered with 0x0805 (the ids of the photos taken), then every photo is announced
 * (0x0800) and uploaded (0x0801, subpackaged) — a JPEG drawn and encoded only now. Packets the platform lists in
 * 0x8800 are sent again; an empty list confirms the upload. Videos are not recorded (0x0805 result 1).
 */
export class TerminalCamera {
  private nextMediaId = 1;
  private readonly unconfirmed = new Map<number, Uint8Array[]>();
  photosTaken = 0;
  retransmittedPackets = 0;

  constructor(
    private readonly link: CameraLink,
    private readonly frameSize: { width: number; height: number } = { width: 320, height: 180 },
  ) {}

  onShoot(serial: number, body: CameraShoot): void {
    if (body.command === SHOOT_STOP) {
      this.link.send(0x0805, {
        kind: 'cameraShootReply',
        replySerial: serial,
        result: SHOOT.success,
        mediaIds: [],
      });
      return;
    }
    if (body.command === SHOOT_VIDEO) {
      this.link.send(0x0805, {
        kind: 'cameraShootReply',
        replySerial: serial,
        result: SHOOT.failure,
        mediaIds: [],
      });
      return;
    }
    const count = Math.min(body.command, MAX_PHOTOS);
    const mediaIds = Array.from({ length: count }, () => this.takeMediaId());
    this.link.send(0x0805, {
      kind: 'cameraShootReply',
      replySerial: serial,
      result: SHOOT.success,
      mediaIds,
    });
    for (const mediaId of mediaIds) this.upload(mediaId, body.channel, 0);
  }

  /** A picture the terminal takes on its own for an alarm it raised. */
  uploadAlarmPicture(channel: number): void {
    this.upload(this.takeMediaId(), channel, ALARM_PICTURE_EVENT);
  }

  onUploadReply(body: MediaUploadReply): void {
    const frames = this.unconfirmed.get(body.mediaId);
    if (!frames) return;
    if (body.packetIndexes.length === 0) {
      this.unconfirmed.delete(body.mediaId);
      return;
    }
    const again = body.packetIndexes
      .map((index) => frames[index - 1])
      .filter((f): f is Uint8Array => f !== undefined);
    this.retransmittedPackets += again.length;
    this.link.resend(again);
  }

  get unconfirmedCount(): number {
    return this.unconfirmed.size;
  }

  private takeMediaId(): number {
    const id = this.nextMediaId;
    this.nextMediaId = (this.nextMediaId % 0xffffffff) + 1;
    return id;
  }

  private upload(mediaId: number, channel: number, eventCode: number): void {
    const data = encodeCameraFrame({
      ...this.frameSize,
      plate: this.link.plate,
      timeText: this.link.timeText(),
      channel,
      seed: mediaId,
    });
    this.photosTaken += 1;
    const descriptor = { mediaId, mediaType: 0, format: 0, eventCode, channel };
    this.link.send(0x0800, { kind: 'mediaEvent', ...descriptor });
    const body: MediaUpload = {
      kind: 'mediaUpload',
      ...descriptor,
      location: { ...this.link.location(), items: [] },
      data,
    };
    const frames = this.link.sendSubpackaged(0x0801, body, MEDIA_PACKET_BYTES);
    if (this.unconfirmed.size >= MAX_UNCONFIRMED) {
      const oldest = this.unconfirmed.keys().next().value;
      if (oldest !== undefined) this.unconfirmed.delete(oldest);
    }
    this.unconfirmed.set(mediaId, frames);
  }
}
