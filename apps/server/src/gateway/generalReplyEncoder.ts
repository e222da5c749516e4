import { ESCAPE_BYTE, FRAME_FLAG, type Edition } from '@roadwatch/jt808';

const GENERAL_REPLY_ID = 0x8001;
const BODY_LENGTH = 5;
const VERSION_BIT = 1 << 14;

/**
 * Encodes 0x8001 platform general replies for one terminal, byte for byte what `encodeMessage` produces (the unit
 * test compares them). Every location report is answered with one, so this is the gateway's hottest encoder:
 * the header prefix (id, properties, version, BCD phone) is built once per terminal, and a reply costs one
 * allocation instead of a writer, a codec lookup and three copies.
 */
export class GeneralReplyEncoder {
  private readonly payload: Uint8Array;
  private readonly serialAt: number;

  constructor(
    readonly edition: Edition,
    readonly phone: string,
    readonly protocolVersion: number | null,
  ) {
    const phoneLength = edition === 2019 ? 10 : 6;
    const headerLength = edition === 2019 ? 17 : 12;
    this.payload = new Uint8Array(headerLength + BODY_LENGTH);
    const p = this.payload;
    p[0] = GENERAL_REPLY_ID >> 8;
    p[1] = GENERAL_REPLY_ID & 0xff;
    const properties = BODY_LENGTH | (edition === 2019 ? VERSION_BIT : 0);
    p[2] = properties >> 8;
    p[3] = properties & 0xff;
    let at = 4;
    if (edition === 2019) p[at++] = protocolVersion ?? 1;
    const digits = phone.padStart(phoneLength * 2, '0').slice(-phoneLength * 2);
    for (let i = 0; i < phoneLength; i += 1) {
      p[at++] = ((digits.charCodeAt(2 * i) - 48) << 4) | (digits.charCodeAt(2 * i + 1) - 48);
    }
    this.serialAt = at;
  }

  /** True when this encoder writes the header a reply to `edition`/`phone` needs. */
  fits(edition: Edition, phone: string, protocolVersion: number | null): boolean {
    return (
      edition === this.edition &&
      phone === this.phone &&
      (edition === 2013 || (protocolVersion ?? 1) === (this.protocolVersion ?? 1))
    );
  }

  encode(serial: number, replySerial: number, replyMessageId: number, result: number): Uint8Array {
    const p = this.payload;
    let at = this.serialAt;
    p[at++] = (serial >> 8) & 0xff;
    p[at++] = serial & 0xff;
    p[at++] = (replySerial >> 8) & 0xff;
    p[at++] = replySerial & 0xff;
    p[at++] = (replyMessageId >> 8) & 0xff;
    p[at++] = replyMessageId & 0xff;
    p[at] = result & 0xff;
    let check = 0;
    let escapes = 0;
    for (let i = 0; i < p.length; i += 1) {
      const b = p[i]!;
      check ^= b;
      if (b === FRAME_FLAG || b === ESCAPE_BYTE) escapes += 1;
    }
    if (check === FRAME_FLAG || check === ESCAPE_BYTE) escapes += 1;
    const frame = new Uint8Array(p.length + escapes + 3);
    frame[0] = FRAME_FLAG;
    let o = 1;
    for (let i = 0; i <= p.length; i += 1) {
      const b = i === p.length ? check : p[i]!;
      if (b === FRAME_FLAG || b === ESCAPE_BYTE) {
        frame[o++] = ESCAPE_BYTE;
        frame[o++] = b === FRAME_FLAG ? 0x02 : 0x01;
      } else {
        frame[o++] = b;
      }
    }
    frame[o] = FRAME_FLAG;
    return frame;
  }
}
