import { ByteReader } from '../bytes/ByteReader';
import type { ByteWriter } from '../bytes/ByteWriter';
import { DecodeFailure } from '../errors';
import {
  ALARM_ID_LENGTH,
  readAlarmIdentification,
  writeAlarmIdentification,
  type AlarmIdentification,
  type AlarmIdLayout,
} from '../location/alarmIdentification';
import { defineCodec } from './bodyCodec';

// Active-safety attachment exchange (JSATL12 §4.5.3–4.5.6): the platform asks for the photos/videos of an alarm,
// the terminal lists and uploads them to an attachment server.

const ALARM_NUMBER_LENGTH = 32;
const RESERVED_LENGTH = 16;

/** 0x9208 request to upload an alarm's attachments to an attachment server. */
export interface AlarmAttachmentUploadRequest {
  kind: 'alarmAttachmentUploadRequest';
  serverIp: string;
  tcpPort: number;
  udpPort: number;
  alarmIdentification: AlarmIdentification;
  /** The platform's unique number for the alarm (32 characters). */
  alarmNumber: string;
  reservedHex: string;
}

export const alarmAttachmentUploadRequestCodec = defineCodec<AlarmAttachmentUploadRequest>({
  messageId: 0x9208,
  kind: 'alarmAttachmentUploadRequest',
  decode: (r) => {
    const serverIp = r.gbk(r.u8('server address length'), 'server address');
    const tcpPort = r.u16('TCP port');
    const udpPort = r.u16('UDP port');
    const tail = ALARM_NUMBER_LENGTH + RESERVED_LENGTH;
    const layout = (['jiangsu', 'guangdong'] as const).find((l) => r.remaining === ALARM_ID_LENGTH[l] + tail);
    if (!layout) {
      throw new DecodeFailure('badBody', `${r.remaining} bytes after the ports fit neither alarm id layout`);
    }
    return {
      kind: 'alarmAttachmentUploadRequest',
      serverIp,
      tcpPort,
      udpPort,
      alarmIdentification: readAlarmIdentification(r, layout),
      alarmNumber: r.gbkFixed(ALARM_NUMBER_LENGTH, 'alarm number'),
      reservedHex: r.hex(RESERVED_LENGTH, 'reserved'),
    };
  },
  encode: (w, body) => {
    w.gbkWithLength(body.serverIp, 'server address')
      .u16(body.tcpPort, 'TCP port')
      .u16(body.udpPort, 'UDP port');
    writeAlarmIdentification(w, body.alarmIdentification);
    w.gbkFixed(body.alarmNumber, ALARM_NUMBER_LENGTH, 'alarm number').hex(
      body.reservedHex,
      RESERVED_LENGTH,
      'reserved',
    );
  },
});

export interface AttachmentFile {
  name: string;
  sizeBytes: number;
}

/** 0x1210 the terminal lists the attachments of an alarm. infoType 0 normal, 1 supplementary. */
export interface AlarmAttachmentInfo {
  kind: 'alarmAttachmentInfo';
  terminalId: string;
  alarmIdentification: AlarmIdentification;
  alarmNumber: string;
  infoType: number;
  files: AttachmentFile[];
}

const TERMINAL_ID_LENGTH: Readonly<Record<AlarmIdLayout, number>> = { jiangsu: 7, guangdong: 30 };

function readAttachmentInfo(bytes: Uint8Array, layout: AlarmIdLayout): AlarmAttachmentInfo {
  const r = new ByteReader(bytes);
  const terminalId = r.gbkFixed(TERMINAL_ID_LENGTH[layout], 'terminal id');
  const alarmIdentification = readAlarmIdentification(r, layout);
  const alarmNumber = r.gbkFixed(ALARM_NUMBER_LENGTH, 'alarm number');
  const infoType = r.u8('info type');
  const count = r.u8('file count');
  const files: AttachmentFile[] = [];
  for (let i = 0; i < count; i += 1) {
    files.push({ name: r.gbk(r.u8('file name length'), 'file name'), sizeBytes: r.u32('file size') });
  }
  r.expectEnd('the attachment list');
  return { kind: 'alarmAttachmentInfo', terminalId, alarmIdentification, alarmNumber, infoType, files };
}

export const alarmAttachmentInfoCodec = defineCodec<AlarmAttachmentInfo>({
  messageId: 0x1210,
  kind: 'alarmAttachmentInfo',
  decode: (r) => {
    // The file list makes the length variable, so the layout is the one that parses the body exactly.
    const bytes = r.rest();
    try {
      return readAttachmentInfo(bytes, 'jiangsu');
    } catch (jiangsuFailure) {
      try {
        return readAttachmentInfo(bytes, 'guangdong');
      } catch {
        throw jiangsuFailure;
      }
    }
  },
  encode: (w, body) => {
    w.gbkFixed(body.terminalId, TERMINAL_ID_LENGTH[body.alarmIdentification.layout], 'terminal id');
    writeAlarmIdentification(w, body.alarmIdentification);
    w.gbkFixed(body.alarmNumber, ALARM_NUMBER_LENGTH, 'alarm number')
      .u8(body.infoType, 'info type')
      .u8(body.files.length, 'file count');
    for (const file of body.files) w.gbkWithLength(file.name, 'file name').u32(file.sizeBytes, 'file size');
  },
});

/** 0x1211 (file about to be uploaded) and 0x1212 (file upload finished). fileType 0 picture, 1 audio, 2 video, 3 text, 4 other. */
export interface AttachmentFileMessage {
  kind: 'attachmentFileInfo' | 'attachmentUploadFinished';
  name: string;
  fileType: number;
  sizeBytes: number;
}

function fileMessageCodec<K extends AttachmentFileMessage['kind']>(messageId: number, kind: K) {
  return defineCodec<AttachmentFileMessage & { kind: K }>({
    messageId,
    kind,
    decode: (r) => ({
      kind,
      name: r.gbk(r.u8('file name length'), 'file name'),
      fileType: r.u8('file type'),
      sizeBytes: r.u32('file size'),
    }),
    encode: (w, body) => {
      w.gbkWithLength(body.name, 'file name').u8(body.fileType, 'file type').u32(body.sizeBytes, 'file size');
    },
  });
}

export const attachmentFileInfoCodec = fileMessageCodec(0x1211, 'attachmentFileInfo');
export const attachmentUploadFinishedCodec = fileMessageCodec(0x1212, 'attachmentUploadFinished');

/** 0x9212 platform's answer to 0x1212. result 0 complete, 1 resend the listed ranges. */
export interface AttachmentUploadReply {
  kind: 'attachmentUploadReply';
  name: string;
  fileType: number;
  result: number;
  resends: { offset: number; length: number }[];
}

export const attachmentUploadReplyCodec = defineCodec<AttachmentUploadReply>({
  messageId: 0x9212,
  kind: 'attachmentUploadReply',
  decode: (r) => {
    const name = r.gbk(r.u8('file name length'), 'file name');
    const fileType = r.u8('file type');
    const result = r.u8('result');
    const count = r.u8('resend count');
    const resends: AttachmentUploadReply['resends'] = [];
    for (let i = 0; i < count; i += 1)
      resends.push({ offset: r.u32('resend offset'), length: r.u32('resend length') });
    return { kind: 'attachmentUploadReply', name, fileType, result, resends };
  },
  encode: (w: ByteWriter, body) => {
    w.gbkWithLength(body.name, 'file name')
      .u8(body.fileType, 'file type')
      .u8(body.result, 'result')
      .u8(body.resends.length, 'resend count');
    for (const range of body.resends) w.u32(range.offset, 'resend offset').u32(range.length, 'resend length');
  },
});
