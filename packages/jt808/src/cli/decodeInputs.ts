import { fromHex, toHex } from '../bytes/hex';
import { decodeFrame } from '../decodeFrame';
import { describeMediaPacket, describeMessage } from '../describe';
import { FrameSplitter } from '../framing/FrameSplitter';
import { decodeMediaPacket } from '../jt1078/mediaPacket';
import { SubpackageAssembler } from '../subpackage/SubpackageAssembler';

export type DecodedView = Record<string, unknown> & { ok: boolean };

const MEDIA_PREFIX = '30316364';

function decodeMediaStream(bytes: Uint8Array): DecodedView[] {
  const views: DecodedView[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const result = decodeMediaPacket(rest);
    if (!result.ok) {
      views.push({ ok: false, protocol: 'JT/T 1078', input: toHex(rest), error: result.error });
      break;
    }
    views.push({
      ok: true,
      protocol: 'JT/T 1078',
      input: toHex(rest, 0, result.consumed),
      ...describeMediaPacket(result.packet),
    });
    rest = rest.subarray(result.consumed);
  }
  return views;
}

/**
 * What the field-engineer command prints for each hex input: one view per JT/T 808 frame (an input may hold several,
 * e.g. a captured stream) or JT/T 1078 packet, a view for every message reassembled from subpackages, and an error
 * view for anything that does not decode. Pure: the command only parses arguments and prints.
 */
export function decodeInputs(inputs: readonly string[]): DecodedView[] {
  const views: DecodedView[] = [];
  const assembler = new SubpackageAssembler();
  for (const input of inputs) {
    const text = input.trim().replace(/^0x/i, '');
    const bytes = fromHex(text);
    if (!bytes || bytes.length === 0) {
      views.push({
        ok: false,
        input,
        error: { code: 'badHex', detail: 'input is not an even number of hex digits' },
      });
      continue;
    }
    if (text.toLowerCase().startsWith(MEDIA_PREFIX)) {
      views.push(...decodeMediaStream(bytes));
      continue;
    }
    const splitter = new FrameSplitter({ maxFrameBytes: 1 << 16 });
    // A frame pasted without its flags is still a frame.
    const { frames } = splitter.push(bytes[0] === 0x7e ? bytes : new Uint8Array([0x7e, ...bytes, 0x7e]));
    frames.push(...splitter.push(Uint8Array.of(0x7e)).frames);
    // Only flags (e.g. "7e7e"): let the decoder say what is wrong with it.
    if (frames.length === 0) frames.push(bytes);
    for (const frame of frames) {
      const result = decodeFrame(frame);
      const frameHex = toHex(frame);
      if (!result.ok) {
        views.push({ ok: false, input: frameHex, error: result.error });
        continue;
      }
      views.push({ ok: true, input: frameHex, ...describeMessage(result.message) });
      if (result.message.header.subpackage) {
        const assembled = assembler.add(result.message, 0);
        if (assembled.status === 'complete') {
          views.push({
            ok: true,
            assembledFromPackets: assembled.packets,
            ...describeMessage(assembled.message),
          });
        } else if (assembled.status === 'invalid') {
          views.push({
            ok: false,
            assembledFromPackets: assembled.header.subpackage,
            error: assembled.error,
          });
        }
      }
    }
  }
  return views;
}
