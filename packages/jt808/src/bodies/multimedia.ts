import { DecodeFailure } from '../errors';
import {
  BASIC_LOCATION_LENGTH,
  decodeLocation,
  encodeLocation,
  type LocationReport,
} from '../location/locationReport';
import { defineCodec } from './bodyCodec';

// Multimedia (JT/T 808 §8.53–8.58): the platform asks a camera to shoot (0x8801), the terminal answers with the
// ids of what it took (0x0805), announces each item (0x0800) and uploads it as a subpackaged 0x0801; the platform
// answers 0x8800 with the packets it still misses (none: received).

/** Media type codes of 0x0800/0x0801. */
export const MEDIA_KINDS = ['image', 'audio', 'video'] as const;
/** Media format codes of 0x0800/0x0801. */
export const MEDIA_FORMATS = ['jpeg', 'tif', 'mp3', 'wav', 'wmv'] as const;
/** Event codes of 0x0800/0x0801: what made the terminal take the item. */
export const MEDIA_EVENTS = [
  'platformCommand',
  'timed',
  'robbery',
  'collisionRollover',
  'doorOpen',
  'doorClose',
  'doorSpeed',
  'distance',
] as const;
/** 0x8801 shoot command: 0 stops, 0xffff records video, anything else is a photo count. */
export const SHOOT_STOP = 0;
export const SHOOT_VIDEO = 0xffff;
/** 0x0805 results. */
export const SHOOT_RESULTS = ['success', 'failure', 'channelUnsupported'] as const;

/** 0x8801 camera shoot immediately. */
export interface CameraShoot {
  kind: 'cameraShoot';
  channel: number;
  /** Photos to take (1–0xfffe), SHOOT_VIDEO to record, SHOOT_STOP to stop. */
  command: number;
  /** Seconds between photos, or the recording's length (0: the shortest interval / until stopped). */
  intervalS: number;
  /** 1 keep on the terminal, 0 upload now. */
  saveFlag: number;
  /** 1 320×240, 2 640×480, 3 800×600, 4 1024×768, 5 176×144, 6 352×288, 7 704×288, 8 704×576. */
  resolution: number;
  /** 1 (best) to 10. */
  quality: number;
  brightness: number;
  contrast: number;
  saturation: number;
  chroma: number;
}

export const cameraShootCodec = defineCodec<CameraShoot>({
  messageId: 0x8801,
  kind: 'cameraShoot',
  decode: (r) => {
    const body: CameraShoot = {
      kind: 'cameraShoot',
      channel: r.u8('channel'),
      command: r.u16('shoot command'),
      intervalS: r.u16('interval'),
      saveFlag: r.u8('save flag'),
      resolution: r.u8('resolution'),
      quality: r.u8('quality'),
      brightness: r.u8('brightness'),
      contrast: r.u8('contrast'),
      saturation: r.u8('saturation'),
      chroma: r.u8('chroma'),
    };
    r.expectEnd('the shoot command');
    return body;
  },
  encode: (w, b) => {
    w.u8(b.channel, 'channel')
      .u16(b.command, 'shoot command')
      .u16(b.intervalS, 'interval')
      .u8(b.saveFlag, 'save flag')
      .u8(b.resolution, 'resolution')
      .u8(b.quality, 'quality')
      .u8(b.brightness, 'brightness')
      .u8(b.contrast, 'contrast')
      .u8(b.saturation, 'saturation')
      .u8(b.chroma, 'chroma');
  },
});

/** 0x0805 camera shoot reply. `mediaIds` is null when the terminal sent no count (some do on failure). */
export interface CameraShootReply {
  kind: 'cameraShootReply';
  replySerial: number;
  result: number;
  mediaIds: number[] | null;
}

export const cameraShootReplyCodec = defineCodec<CameraShootReply>({
  messageId: 0x0805,
  kind: 'cameraShootReply',
  decode: (r) => {
    const replySerial = r.u16('reply serial');
    const result = r.u8('result');
    if (r.remaining === 0) return { kind: 'cameraShootReply', replySerial, result, mediaIds: null };
    const count = r.u16('media id count');
    if (r.remaining !== count * 4) {
      throw new DecodeFailure('badBody', `${count} media ids need ${count * 4} bytes, ${r.remaining} left`);
    }
    const mediaIds: number[] = [];
    for (let i = 0; i < count; i += 1) mediaIds.push(r.u32('media id'));
    return { kind: 'cameraShootReply', replySerial, result, mediaIds };
  },
  encode: (w, b) => {
    w.u16(b.replySerial, 'reply serial').u8(b.result, 'result');
    if (b.mediaIds === null) return;
    w.u16(b.mediaIds.length, 'media id count');
    for (const id of b.mediaIds) w.u32(id, 'media id');
  },
});

/** What 0x0800 and 0x0801 both start with. */
export interface MediaDescriptor {
  mediaId: number;
  /** Index in MEDIA_KINDS (0 image, 1 audio, 2 video). */
  mediaType: number;
  /** Index in MEDIA_FORMATS (0 JPEG). */
  format: number;
  /** Index in MEDIA_EVENTS (0 platform command, …); alarm-triggered captures use the terminal's own codes. */
  eventCode: number;
  channel: number;
}

/** 0x0800 multimedia event: an item is about to be uploaded. */
export interface MediaEvent extends MediaDescriptor {
  kind: 'mediaEvent';
}

export const mediaEventCodec = defineCodec<MediaEvent>({
  messageId: 0x0800,
  kind: 'mediaEvent',
  decode: (r) => {
    const body: MediaEvent = {
      kind: 'mediaEvent',
      mediaId: r.u32('media id'),
      mediaType: r.u8('media type'),
      format: r.u8('media format'),
      eventCode: r.u8('event code'),
      channel: r.u8('channel'),
    };
    r.expectEnd('the media event');
    return body;
  },
  encode: (w, b) => {
    w.u32(b.mediaId, 'media id')
      .u8(b.mediaType, 'media type')
      .u8(b.format, 'media format')
      .u8(b.eventCode, 'event code')
      .u8(b.channel, 'channel');
  },
});

/** 0x0801 multimedia data upload: the item with the 28-byte location block of when it was taken. */
export interface MediaUpload extends MediaDescriptor {
  kind: 'mediaUpload';
  /** The basic location block only (no additional items). */
  location: LocationReport;
  data: Uint8Array;
}

export const mediaUploadCodec = defineCodec<MediaUpload>({
  messageId: 0x0801,
  kind: 'mediaUpload',
  decode: (r, edition) => {
    const mediaId = r.u32('media id');
    const mediaType = r.u8('media type');
    const format = r.u8('media format');
    const eventCode = r.u8('event code');
    const channel = r.u8('channel');
    const location = decodeLocation(r.sub(BASIC_LOCATION_LENGTH, 'location'), edition);
    const data = r.rest().slice();
    return { kind: 'mediaUpload', mediaId, mediaType, format, eventCode, channel, location, data };
  },
  encode: (w, b) => {
    w.u32(b.mediaId, 'media id')
      .u8(b.mediaType, 'media type')
      .u8(b.format, 'media format')
      .u8(b.eventCode, 'event code')
      .u8(b.channel, 'channel');
    if (b.location.items.length > 0) throw new RangeError('0x0801 carries the basic location block only');
    encodeLocation(w, b.location);
    w.bytes(b.data);
  },
});

/** Packet indexes one 0x8800 can list (a BYTE count). */
export const MAX_MEDIA_RETRANSMIT = 255;

/** 0x8800 multimedia upload reply: the 1-based packet indexes to send again; none means all arrived. */
export interface MediaUploadReply {
  kind: 'mediaUploadReply';
  mediaId: number;
  packetIndexes: number[];
}

export const mediaUploadReplyCodec = defineCodec<MediaUploadReply>({
  messageId: 0x8800,
  kind: 'mediaUploadReply',
  decode: (r) => {
    const mediaId = r.u32('media id');
    const count = r.u8('retransmit count');
    const packetIndexes: number[] = [];
    for (let i = 0; i < count; i += 1) packetIndexes.push(r.u16('packet index'));
    r.expectEnd('the retransmit list');
    return { kind: 'mediaUploadReply', mediaId, packetIndexes };
  },
  encode: (w, b) => {
    if (b.packetIndexes.length > MAX_MEDIA_RETRANSMIT) {
      throw new RangeError(`0x8800 lists at most ${MAX_MEDIA_RETRANSMIT} packets`);
    }
    w.u32(b.mediaId, 'media id').u8(b.packetIndexes.length, 'retransmit count');
    for (const index of b.packetIndexes) w.u16(index, 'packet index');
  },
});
