import type { Edition } from '../header';
import { defineCodec } from './bodyCodec';

/**
 * 0x8300 text message. `flags` is the raw flag byte; `textType` (2019 only) is 1 notice, 2 service.
 * Bit 3 asks the terminal to read the text aloud (TTS) in both editions.
 */
export interface TextMessage {
  kind: 'textMessage';
  flags: number;
  textType: number | null;
  text: string;
}

export const TEXT_FLAG_DISPLAY = 1 << 2;
export const TEXT_FLAG_TTS = 1 << 3;

const FLAG_BITS_2013 = [
  ['emergency', 0],
  ['display', 2],
  ['tts', 3],
  ['advertisingScreen', 4],
  ['canFaultCode', 5],
] as const;

const FLAG_BITS_2019 = [
  ['display', 2],
  ['tts', 3],
  ['canFaultCode', 5],
] as const;

/** 2019 replaced the emergency bit with a two-bit priority in bits 0–1. */
const PRIORITIES_2019 = [null, 'service', 'emergency', 'notice'] as const;

export function textFlagNames(flags: number, edition: Edition): string[] {
  const bits = edition === 2019 ? FLAG_BITS_2019 : FLAG_BITS_2013;
  const names: string[] = bits.filter(([, bit]) => ((flags >> bit) & 1) === 1).map(([name]) => name);
  if (edition === 2019) {
    const priority = PRIORITIES_2019[flags & 0b11];
    if (priority) names.unshift(priority);
  }
  return names;
}

export interface TextFlagOptions {
  tts?: boolean;
  display?: boolean;
  /** 2013: the emergency bit; 2019: priority "emergency". */
  emergency?: boolean;
}

export function textFlags(options: TextFlagOptions, edition: Edition): number {
  let flags = 0;
  if (options.display) flags |= TEXT_FLAG_DISPLAY;
  if (options.tts) flags |= TEXT_FLAG_TTS;
  if (options.emergency) flags |= edition === 2019 ? 0b10 : 0b01;
  return flags;
}

export const textMessageCodec = defineCodec<TextMessage>({
  messageId: 0x8300,
  kind: 'textMessage',
  decode: (r, edition) => {
    const flags = r.u8('flags');
    const textType = edition === 2019 ? r.u8('text type') : null;
    return { kind: 'textMessage', flags, textType, text: r.gbkRest() };
  },
  encode: (w, body, edition) => {
    w.u8(body.flags, 'flags');
    if (edition === 2019) w.u8(body.textType ?? 1, 'text type');
    w.gbk(body.text);
  },
});
