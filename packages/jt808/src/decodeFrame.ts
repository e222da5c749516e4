import { ByteReader } from './bytes/ByteReader';
import { toHex } from './bytes/hex';
import { DecodeFailure, toDecodeError, type DecodeError } from './errors';
import { FRAME_FLAG, unescapeRange, xorCheck } from './framing/escape';
import { decodeHeader, type MessageHeader } from './header';
import { BODY_CODECS, type Message, type MessageBody } from './messages';

export type FrameDecode = { ok: true; message: Message } | { ok: false; error: DecodeError };

const hex2 = (n: number) => `0x${n.toString(16).padStart(2, '0')}`;

/** Decodes a complete (not subpackaged, not encrypted) body; throws DecodeFailure. */
export function decodeBodyBytes(header: MessageHeader, body: Uint8Array): MessageBody {
  if (header.encryption !== 0) return { kind: 'raw', reason: 'encrypted', hex: toHex(body) };
  const codec = BODY_CODECS.get(header.messageId);
  if (!codec) return { kind: 'raw', reason: 'unsupportedMessage', hex: toHex(body) };
  const reader = new ByteReader(body);
  const decoded = codec.decode(reader, header.edition);
  reader.expectEnd(`the ${codec.kind} body`);
  return decoded;
}

/** Decodes a reassembled body for the header of its first packet. Never throws. */
export function decodeMessageBody(
  header: MessageHeader,
  body: Uint8Array,
): { ok: true; body: MessageBody } | { ok: false; error: DecodeError } {
  try {
    return { ok: true, body: decodeBodyBytes(header, body) };
  } catch (thrown) {
    return { ok: false, error: toDecodeError(thrown) };
  }
}

function decodeUnsafe(bytes: Uint8Array): Message {
  let start = 0;
  let end = bytes.length;
  if (bytes[start] === FRAME_FLAG) start += 1;
  if (end > start && bytes[end - 1] === FRAME_FLAG) end -= 1;
  if (end <= start) throw new DecodeFailure('emptyFrame', 'no bytes between the 0x7e flags');
  const frame = unescapeRange(bytes, start, end);
  if (frame.length < 2) throw new DecodeFailure('truncatedHeader', `frame has only ${frame.length} byte(s)`);
  const checkAt = frame.length - 1;
  const expected = xorCheck(frame, 0, checkAt);
  if (expected !== frame[checkAt]) {
    throw new DecodeFailure(
      'badCheck',
      `check code is ${hex2(frame[checkAt]!)} but the XOR of header and body is ${hex2(expected)}`,
    );
  }
  const content = frame.subarray(0, checkAt);
  const { header, bodyOffset } = decodeHeader(content);
  const actual = content.length - bodyOffset;
  if (actual < header.bodyLength) {
    throw new DecodeFailure(
      'truncatedBody',
      `header declares a ${header.bodyLength}-byte body, frame carries ${actual}`,
    );
  }
  if (actual > header.bodyLength) {
    throw new DecodeFailure(
      'lengthMismatch',
      `header declares a ${header.bodyLength}-byte body, frame carries ${actual}`,
    );
  }
  const body = content.subarray(bodyOffset);
  if (header.subpackage) return { header, body: { kind: 'raw', reason: 'fragment', hex: toHex(body) } };
  return { header, body: decodeBodyBytes(header, body) };
}

/**
 * Decodes one frame (with or without its 0x7e flags). Never throws: a malformed frame comes back as
 * `{ ok: false, error: { code, detail } }`. Message ids this package does not decode, encrypted bodies and single
 * packets of a subpackaged message decode successfully with a `raw` body.
 */
export function decodeFrame(bytes: Uint8Array): FrameDecode {
  try {
    return { ok: true, message: decodeUnsafe(bytes) };
  } catch (thrown) {
    return { ok: false, error: toDecodeError(thrown) };
  }
}
