import { defineCodec, emptyCodec } from './bodyCodec';

// Replies, heartbeats and resend requests: the small messages every session exchanges.

/** 0x0001 terminal general reply. result: 0 success, 1 failure, 2 bad message, 3 unsupported. */
export interface TerminalGeneralReply {
  kind: 'terminalGeneralReply';
  replySerial: number;
  replyMessageId: number;
  result: number;
}

/** 0x8001 platform general reply. result: 0 success, 1 failure, 2 bad message, 3 unsupported, 4 alarm confirmed. */
export interface PlatformGeneralReply {
  kind: 'platformGeneralReply';
  replySerial: number;
  replyMessageId: number;
  result: number;
}

export const GENERAL_REPLY_RESULTS = [
  'success',
  'failure',
  'badMessage',
  'unsupported',
  'alarmConfirmed',
] as const;

function generalReplyCodec<K extends 'terminalGeneralReply' | 'platformGeneralReply'>(
  messageId: number,
  kind: K,
) {
  return defineCodec<{ kind: K; replySerial: number; replyMessageId: number; result: number }>({
    messageId,
    kind,
    decode: (r) => ({
      kind,
      replySerial: r.u16('reply serial'),
      replyMessageId: r.u16('reply message id'),
      result: r.u8('result'),
    }),
    encode: (w, body) => {
      w.u16(body.replySerial, 'reply serial')
        .u16(body.replyMessageId, 'reply message id')
        .u8(body.result, 'result');
    },
  });
}

export const terminalGeneralReplyCodec = generalReplyCodec(0x0001, 'terminalGeneralReply');
export const platformGeneralReplyCodec = generalReplyCodec(0x8001, 'platformGeneralReply');

export const heartbeatCodec = emptyCodec(0x0002, 'heartbeat');
export const unregisterCodec = emptyCodec(0x0003, 'unregister');
export const locationQueryCodec = emptyCodec(0x8201, 'locationQuery');
export const avAttributesQueryCodec = emptyCodec(0x9003, 'avAttributesQuery');

/**
 * 0x8003 (platform asks the terminal) and 0x0005 (2019: terminal asks the platform) to resend subpackages.
 * originalSerial is the serial of the first packet; packetIndexes are 1-based packet indexes. The count is a BYTE
 * in 2013 and a WORD in 2019.
 */
export interface ResendRequest {
  kind: 'resendRequest' | 'terminalResendRequest';
  originalSerial: number;
  packetIndexes: number[];
}

function resendCodec<K extends ResendRequest['kind']>(messageId: number, kind: K) {
  return defineCodec<ResendRequest & { kind: K }>({
    messageId,
    kind,
    decode: (r, edition) => {
      const originalSerial = r.u16('original serial');
      const count = edition === 2019 ? r.u16('packet count') : r.u8('packet count');
      const packetIndexes: number[] = [];
      for (let i = 0; i < count; i += 1) packetIndexes.push(r.u16('packet index'));
      return { kind, originalSerial, packetIndexes };
    },
    encode: (w, body, edition) => {
      w.u16(body.originalSerial, 'original serial');
      if (edition === 2019) w.u16(body.packetIndexes.length, 'packet count');
      else w.u8(body.packetIndexes.length, 'packet count');
      for (const index of body.packetIndexes) w.u16(index, 'packet index');
    },
  });
}

export const resendRequestCodec = resendCodec(0x8003, 'resendRequest');
export const terminalResendRequestCodec = resendCodec(0x0005, 'terminalResendRequest');

/** 0x8203 manual alarm confirmation: alarmFlags names the alarm bits the operator confirmed. */
export interface AlarmConfirmation {
  kind: 'alarmConfirmation';
  replySerial: number;
  alarmFlags: number;
}

export const alarmConfirmationCodec = defineCodec<AlarmConfirmation>({
  messageId: 0x8203,
  kind: 'alarmConfirmation',
  decode: (r) => ({
    kind: 'alarmConfirmation',
    replySerial: r.u16('alarm serial'),
    alarmFlags: r.u32('alarm flags'),
  }),
  encode: (w, body) => {
    w.u16(body.replySerial, 'alarm serial').u32(body.alarmFlags, 'alarm flags');
  },
});

/**
 * 0x0104 reply to a parameter query; values stay hex because their types depend on the parameter id. Terminals
 * are seen padding this body past the declared parameter count, so any bytes after the list are kept in
 * `trailingHex` (usually empty) instead of failing the whole reply.
 */
export interface ParameterQueryReply {
  kind: 'parameterQueryReply';
  replySerial: number;
  parameters: { parameterId: number; hex: string }[];
  trailingHex: string;
}

export const parameterQueryReplyCodec = defineCodec<ParameterQueryReply>({
  messageId: 0x0104,
  kind: 'parameterQueryReply',
  decode: (r) => {
    const replySerial = r.u16('reply serial');
    const count = r.u8('parameter count');
    const parameters: ParameterQueryReply['parameters'] = [];
    for (let i = 0; i < count; i += 1) {
      const parameterId = r.u32('parameter id');
      parameters.push({ parameterId, hex: r.hex(r.u8('parameter length'), 'parameter value') });
    }
    return { kind: 'parameterQueryReply', replySerial, parameters, trailingHex: r.restHex() };
  },
  encode: (w, body) => {
    w.u16(body.replySerial, 'reply serial').u8(body.parameters.length, 'parameter count');
    for (const p of body.parameters) {
      const value = Buffer.from(p.hex, 'hex');
      w.u32(p.parameterId, 'parameter id').u8(value.length, 'parameter length').bytes(value);
    }
    w.hex(body.trailingHex);
  },
});
