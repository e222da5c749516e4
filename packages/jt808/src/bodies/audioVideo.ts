import { defineCodec } from './bodyCodec';

// JT/T 1078 signalling carried in JT/T 808 frames.

/** 0x9101 real-time audio/video request: where the terminal should stream, and what. */
export interface AvRequest {
  kind: 'avRequest';
  serverIp: string;
  tcpPort: number;
  udpPort: number;
  channel: number;
  /** AV_DATA_TYPES: 0 audio+video, 1 video, 2 two-way intercom, 3 listening, 4 centre broadcast, 5 transparent. */
  dataType: number;
  /** 0 main stream, 1 sub stream. */
  streamType: number;
}

export const AV_DATA_TYPES = [
  'audioVideo',
  'video',
  'twoWayIntercom',
  'listening',
  'centreBroadcast',
  'transparent',
] as const;

export const STREAM_TYPES = ['main', 'sub'] as const;

export const avRequestCodec = defineCodec<AvRequest>({
  messageId: 0x9101,
  kind: 'avRequest',
  decode: (r) => ({
    kind: 'avRequest',
    serverIp: r.gbk(r.u8('server address length'), 'server address'),
    tcpPort: r.u16('TCP port'),
    udpPort: r.u16('UDP port'),
    channel: r.u8('channel'),
    dataType: r.u8('data type'),
    streamType: r.u8('stream type'),
  }),
  encode: (w, body) => {
    w.gbkWithLength(body.serverIp, 'server address')
      .u16(body.tcpPort, 'TCP port')
      .u16(body.udpPort, 'UDP port')
      .u8(body.channel, 'channel')
      .u8(body.dataType, 'data type')
      .u8(body.streamType, 'stream type');
  },
});

/** 0x9102 control of a running audio/video transmission. */
export interface AvControl {
  kind: 'avControl';
  channel: number;
  /** AV_CONTROL_COMMANDS: 0 close, 1 switch stream, 2 pause, 3 resume, 4 close two-way intercom. */
  command: number;
  /** 0 close audio and video, 1 close audio only, 2 close video only. */
  closeType: number;
  /** 0 main stream, 1 sub stream (for the switch command). */
  switchStreamType: number;
}

export const AV_CONTROL_COMMANDS = ['close', 'switchStream', 'pause', 'resume', 'closeIntercom'] as const;
export const AV_CLOSE_TYPES = ['audioAndVideo', 'audioOnly', 'videoOnly'] as const;

export const avControlCodec = defineCodec<AvControl>({
  messageId: 0x9102,
  kind: 'avControl',
  decode: (r) => ({
    kind: 'avControl',
    channel: r.u8('channel'),
    command: r.u8('command'),
    closeType: r.u8('close type'),
    switchStreamType: r.u8('stream type'),
  }),
  encode: (w, body) => {
    w.u8(body.channel, 'channel')
      .u8(body.command, 'command')
      .u8(body.closeType, 'close type')
      .u8(body.switchStreamType, 'stream type');
  },
});

/** 0x1003 the terminal's audio/video capabilities (reply to 0x9003); codes per JT/T 1078 tables 12 and 13. */
export interface AvAttributes {
  kind: 'avAttributes';
  audioEncoding: number;
  audioChannels: number;
  /** 0 8 kHz, 1 22.05 kHz, 2 44.1 kHz, 3 48 kHz. */
  audioSampleRateCode: number;
  /** 0 8-bit, 1 16-bit, 2 32-bit. */
  audioSampleBitsCode: number;
  audioFrameLength: number;
  /** 0 no, 1 yes. */
  audioOutput: number;
  videoEncoding: number;
  maxAudioChannels: number;
  maxVideoChannels: number;
}

export const avAttributesCodec = defineCodec<AvAttributes>({
  messageId: 0x1003,
  kind: 'avAttributes',
  decode: (r) => ({
    kind: 'avAttributes',
    audioEncoding: r.u8('audio encoding'),
    audioChannels: r.u8('audio channels'),
    audioSampleRateCode: r.u8('sample rate'),
    audioSampleBitsCode: r.u8('sample bits'),
    audioFrameLength: r.u16('audio frame length'),
    audioOutput: r.u8('audio output'),
    videoEncoding: r.u8('video encoding'),
    maxAudioChannels: r.u8('max audio channels'),
    maxVideoChannels: r.u8('max video channels'),
  }),
  encode: (w, body) => {
    w.u8(body.audioEncoding)
      .u8(body.audioChannels)
      .u8(body.audioSampleRateCode)
      .u8(body.audioSampleBitsCode)
      .u16(body.audioFrameLength)
      .u8(body.audioOutput)
      .u8(body.videoEncoding)
      .u8(body.maxAudioChannels)
      .u8(body.maxVideoChannels);
  },
});
