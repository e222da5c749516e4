import { ByteWriter } from './bytes/ByteWriter';
import { formatMessageId } from './bytes/hex';
import { wrapFrame } from './framing/escape';
import { encodeHeader, headerLength, MAX_BODY_LENGTH, type HeaderInput } from './header';
import { BODY_CODECS, type MessageBody, type MessageInput } from './messages';

/**
 * The body bytes of a message. Encoding works on values our own code built, so a body that does not match its
 * message id, or a value out of range, is a programming error and throws.
 */
export function encodeBody(
  header: Pick<HeaderInput, 'messageId' | 'edition'>,
  body: MessageBody,
): Uint8Array {
  const w = new ByteWriter(128);
  if (body.kind === 'raw') {
    w.hex(body.hex);
    return w.toBytes();
  }
  const codec = BODY_CODECS.get(header.messageId);
  if (!codec || codec.kind !== body.kind) {
    throw new TypeError(`a ${body.kind} body cannot be sent as message ${formatMessageId(header.messageId)}`);
  }
  codec.encode(w, body, header.edition);
  return w.toBytes();
}

function frameFor(header: HeaderInput, body: Uint8Array): Uint8Array {
  const w = new ByteWriter(headerLength(header.edition, header.subpackage != null) + body.length);
  encodeHeader(w, header, body.length);
  w.bytes(body);
  return wrapFrame(w.toBytes());
}

/** The escaped frame, 0x7e flags and check code included, ready to write to the socket. */
export function encodeMessage(message: MessageInput): Uint8Array {
  return frameFor(message.header, encodeBody(message.header, message.body));
}

/**
 * Splits a body longer than a frame allows into subpackages. Packet i (1-based) uses serial `header.serial + i - 1`
 * (mod 65536), the numbering SubpackageAssembler expects; a body that fits goes out as one plain frame.
 */
export function encodeSubpackages(message: MessageInput, maxBodyBytes = MAX_BODY_LENGTH): Uint8Array[] {
  if (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1 || maxBodyBytes > MAX_BODY_LENGTH) {
    throw new RangeError(`maxBodyBytes must be 1–${MAX_BODY_LENGTH}`);
  }
  const body = encodeBody(message.header, message.body);
  if (body.length <= maxBodyBytes) return [frameFor({ ...message.header, subpackage: null }, body)];
  const total = Math.ceil(body.length / maxBodyBytes);
  if (total > 0xffff) throw new RangeError(`body of ${body.length} bytes needs more than 65535 packets`);
  const frames: Uint8Array[] = [];
  for (let index = 1; index <= total; index += 1) {
    const chunk = body.subarray((index - 1) * maxBodyBytes, index * maxBodyBytes);
    const header = {
      ...message.header,
      serial: (message.header.serial + index - 1) & 0xffff,
      subpackage: { total, index },
    };
    frames.push(frameFor(header, chunk));
  }
  return frames;
}
