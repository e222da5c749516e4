import { LIMITS } from '../constants';
import type { AudioFrameHeader } from '../types/chat';

/**
 * The chat WebSocket's frame (seed 000 §7): a 27-byte header, then the body.
 *
 * | bytes  | field                                                                  |
 * | ------ | ---------------------------------------------------------------------- |
 * | 0–3    | sequence, uint32 big-endian (wraps)                                     |
 * | 4–23   | terminal id, ASCII digits, left-padded with '0' to 20                   |
 * | 24     | audio channel (1-based logical channel)                                 |
 * | 25     | body kind: 1 = 16-bit little-endian PCM at 8 kHz, 2 = UTF-16LE text     |
 * | 26     | reserved, 0                                                             |
 */
export const AUDIO_FRAME_KIND = { pcm16: 1, text: 2 } as const;
export const AUDIO_FRAME_HEADER_BYTES = LIMITS.audioFrameHeaderBytes;
const TERMINAL_ID_BYTES = 20;

export type DecodedAudioFrame =
  | { kind: 'pcm16'; header: AudioFrameHeader; samples: Int16Array }
  | { kind: 'text'; header: AudioFrameHeader; text: string };

function writeHeader(view: DataView, bytes: Uint8Array, header: AudioFrameHeader, kind: number): void {
  view.setUint32(0, header.sequence >>> 0, false);
  const id = header.terminalId.replace(/\D/g, '').slice(-TERMINAL_ID_BYTES).padStart(TERMINAL_ID_BYTES, '0');
  for (let i = 0; i < TERMINAL_ID_BYTES; i++) bytes[4 + i] = id.charCodeAt(i);
  bytes[24] = header.channel & 0xff;
  bytes[25] = kind;
  bytes[26] = 0;
}

/** A frame of 16-bit samples. */
export function encodeAudioFrame(header: AudioFrameHeader, samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(AUDIO_FRAME_HEADER_BYTES + samples.length * 2);
  const view = new DataView(bytes.buffer);
  writeHeader(view, bytes, header, AUDIO_FRAME_KIND.pcm16);
  for (let i = 0; i < samples.length; i++) view.setInt16(AUDIO_FRAME_HEADER_BYTES + i * 2, samples[i]!, true);
  return bytes;
}

/** A text packet: the body is UTF-16 (little-endian code units). */
export function encodeTextFrame(header: AudioFrameHeader, text: string): Uint8Array {
  const bytes = new Uint8Array(AUDIO_FRAME_HEADER_BYTES + text.length * 2);
  const view = new DataView(bytes.buffer);
  writeHeader(view, bytes, header, AUDIO_FRAME_KIND.text);
  for (let i = 0; i < text.length; i++)
    view.setUint16(AUDIO_FRAME_HEADER_BYTES + i * 2, text.charCodeAt(i), true);
  return bytes;
}

/** null when the bytes are not a frame (too short, odd body, unknown kind). */
export function decodeAudioFrame(data: Uint8Array): DecodedAudioFrame | null {
  if (data.length < AUDIO_FRAME_HEADER_BYTES || (data.length - AUDIO_FRAME_HEADER_BYTES) % 2 !== 0)
    return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let terminalId = '';
  for (let i = 0; i < TERMINAL_ID_BYTES; i++) terminalId += String.fromCharCode(data[4 + i]!);
  if (!/^\d{20}$/.test(terminalId)) return null;
  const header: AudioFrameHeader = {
    sequence: view.getUint32(0, false),
    // A 12-digit (2013) id was padded with 8 zeros; a 20-digit (2019) id is kept whole.
    terminalId: terminalId.startsWith('00000000') ? terminalId.slice(8) : terminalId,
    channel: data[24]!,
  };
  const count = (data.length - AUDIO_FRAME_HEADER_BYTES) / 2;
  if (data[25] === AUDIO_FRAME_KIND.pcm16) {
    const samples = new Int16Array(count);
    for (let i = 0; i < count; i++) samples[i] = view.getInt16(AUDIO_FRAME_HEADER_BYTES + i * 2, true);
    return { kind: 'pcm16', header, samples };
  }
  if (data[25] === AUDIO_FRAME_KIND.text) {
    let text = '';
    for (let i = 0; i < count; i++)
      text += String.fromCharCode(view.getUint16(AUDIO_FRAME_HEADER_BYTES + i * 2, true));
    return { kind: 'text', header, text };
  }
  return null;
}
