import { digitsToBcd, readPhone } from './bytes/bcd';
import type { ByteWriter } from './bytes/ByteWriter';
import { DecodeFailure } from './errors';

export type Edition = 2013 | 2019;

export interface Subpackage {
  /** Total number of packets, 1-based. */
  total: number;
  /** This packet's index, 1..total. */
  index: number;
}

export interface MessageHeader {
  messageId: number;
  /** 2019 when bit 14 of the body properties (the version flag) is set; 2011/2013 terminals look the same. */
  edition: Edition;
  /** The 2019 header's protocol version byte (1 for JT/T 808-2019); null in 2013 frames. */
  protocolVersion: number | null;
  /** BCD terminal phone as its digits: 12 in 2013 frames, 20 in 2019 frames (left-padded with zeros). */
  phone: string;
  serial: number;
  /** Bits 10–12 of the body properties; 0 = plain, 1 = RSA. */
  encryption: number;
  /** Bit 15 of the body properties, reserved; kept so a frame re-encodes bit for bit. */
  reservedBit: boolean;
  subpackage: Subpackage | null;
  /** The body length the header declares (bits 0–9); encoding recomputes it. */
  bodyLength: number;
}

/** What encoding needs: the decoded header fits, and builders may leave out the rest. */
export type HeaderInput = Pick<MessageHeader, 'messageId' | 'edition' | 'phone' | 'serial'> &
  Partial<Pick<MessageHeader, 'protocolVersion' | 'encryption' | 'reservedBit' | 'subpackage'>>;

export const MAX_BODY_LENGTH = 0x3ff;
const SUBPACKAGE_BIT = 1 << 13;
const VERSION_BIT = 1 << 14;
const RESERVED_BIT = 1 << 15;

export function phoneBytes(edition: Edition): number {
  return edition === 2019 ? 10 : 6;
}

/** Header length in bytes for an edition, with or without the subpackage fields. */
export function headerLength(edition: Edition, subpackaged: boolean): number {
  return (edition === 2019 ? 17 : 12) + (subpackaged ? 4 : 0);
}

/**
 * The same SIM is 12 digits in a 2013 header and 20 in a 2019 one; without leading zeros both name one terminal.
 */
export function canonicalPhone(phone: string): string {
  let zeros = 0;
  while (zeros < phone.length - 1 && phone.charCodeAt(zeros) === 48) zeros += 1;
  // Only zeros followed by a digit go (what /^0+(?=\d)/ removes); anything else is returned unchanged.
  if (zeros === 0) return phone;
  const next = phone.charCodeAt(zeros);
  return next >= 48 && next <= 57 ? phone.slice(zeros) : phone;
}

/** Reads the header from an unescaped frame without its check code. Throws DecodeFailure. */
export function decodeHeader(bytes: Uint8Array): { header: MessageHeader; bodyOffset: number } {
  if (bytes.length < 4)
    throw new DecodeFailure('truncatedHeader', `frame has ${bytes.length} byte(s) before the check code`);
  const messageId = (bytes[0]! << 8) | bytes[1]!;
  const properties = (bytes[2]! << 8) | bytes[3]!;
  const edition: Edition = properties & VERSION_BIT ? 2019 : 2013;
  const subpackaged = (properties & SUBPACKAGE_BIT) !== 0;
  const length = headerLength(edition, subpackaged);
  if (bytes.length < length) {
    throw new DecodeFailure(
      'truncatedHeader',
      `a ${edition}${subpackaged ? ' subpackaged' : ''} header needs ${length} bytes, the frame has ${bytes.length}`,
    );
  }
  let at = 4;
  let protocolVersion: number | null = null;
  if (edition === 2019) protocolVersion = bytes[at++]!;
  const phoneLength = phoneBytes(edition);
  const phone = readPhone(bytes, at, at + phoneLength);
  at += phoneLength;
  const serial = (bytes[at]! << 8) | bytes[at + 1]!;
  at += 2;
  let subpackage: Subpackage | null = null;
  if (subpackaged) {
    const total = (bytes[at]! << 8) | bytes[at + 1]!;
    const index = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (total < 1 || index < 1 || index > total) {
      throw new DecodeFailure(
        'badSubpackage',
        `packet ${index} of ${total} is not a valid subpackage position`,
      );
    }
    subpackage = { total, index };
    at += 4;
  }
  return {
    header: {
      messageId,
      edition,
      protocolVersion,
      phone,
      serial,
      encryption: (properties >> 10) & 0b111,
      reservedBit: (properties & RESERVED_BIT) !== 0,
      subpackage,
      bodyLength: properties & MAX_BODY_LENGTH,
    },
    bodyOffset: at,
  };
}

export function encodeHeader(writer: ByteWriter, header: HeaderInput, bodyLength: number): void {
  if (bodyLength > MAX_BODY_LENGTH) {
    throw new RangeError(
      `body of ${bodyLength} bytes exceeds ${MAX_BODY_LENGTH}; split it with encodeSubpackages`,
    );
  }
  const encryption = header.encryption ?? 0;
  if (!Number.isInteger(encryption) || encryption < 0 || encryption > 7) {
    throw new RangeError(`encryption must be 0–7, got ${encryption}`);
  }
  const subpackage = header.subpackage ?? null;
  const properties =
    bodyLength |
    (encryption << 10) |
    (subpackage ? SUBPACKAGE_BIT : 0) |
    (header.edition === 2019 ? VERSION_BIT : 0) |
    (header.reservedBit ? RESERVED_BIT : 0);
  writer.u16(header.messageId, 'message id').u16(properties, 'body properties');
  if (header.edition === 2019) writer.u8(header.protocolVersion ?? 1, 'protocol version');
  writer.bytes(digitsToBcd(header.phone, phoneBytes(header.edition)));
  writer.u16(header.serial, 'serial');
  if (subpackage) {
    if (subpackage.index < 1 || subpackage.index > subpackage.total) {
      throw new RangeError(
        `packet ${subpackage.index} of ${subpackage.total} is not a valid subpackage position`,
      );
    }
    writer.u16(subpackage.total, 'subpackage total').u16(subpackage.index, 'subpackage index');
  }
}
