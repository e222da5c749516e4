import { DecodeFailure } from '../errors';
import { readBcdTime } from './bcd';
import { decodeGbk } from './gbk';
import { toHex } from './hex';

/** Big-endian, bounds-checked reads over a byte range; running past the end is a `truncatedBody` failure. */
export class ByteReader {
  private pos: number;

  constructor(
    private readonly bytes: Uint8Array,
    start = 0,
    private readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  get offset(): number {
    return this.pos;
  }

  get remaining(): number {
    return this.end - this.pos;
  }

  private take(length: number, what: string): number {
    if (length < 0 || length > this.end - this.pos) {
      throw new DecodeFailure(
        'truncatedBody',
        `${what} needs ${length} byte(s) at body offset ${this.pos}, ${this.end - this.pos} left`,
      );
    }
    const at = this.pos;
    this.pos += length;
    return at;
  }

  u8(what: string): number {
    return this.bytes[this.take(1, what)]!;
  }

  u16(what: string): number {
    const at = this.take(2, what);
    return (this.bytes[at]! << 8) | this.bytes[at + 1]!;
  }

  i16(what: string): number {
    const value = this.u16(what);
    return value >= 0x8000 ? value - 0x10000 : value;
  }

  u32(what: string): number {
    const at = this.take(4, what);
    return (
      this.bytes[at]! * 0x1000000 +
      ((this.bytes[at + 1]! << 16) | (this.bytes[at + 2]! << 8) | this.bytes[at + 3]!)
    );
  }

  /** A view (not a copy) of the next `length` bytes. */
  slice(length: number, what: string): Uint8Array {
    const at = this.take(length, what);
    return this.bytes.subarray(at, at + length);
  }

  hex(length: number, what: string): string {
    const at = this.take(length, what);
    return toHex(this.bytes, at, at + length);
  }

  rest(): Uint8Array {
    return this.slice(this.remaining, 'rest');
  }

  restHex(): string {
    return this.hex(this.remaining, 'rest');
  }

  bcdTime(what: string): string {
    return readBcdTime(this.bytes, this.take(6, what));
  }

  /** A reader over the next `length` bytes, for length-prefixed blocks such as additional items. */
  sub(length: number, what: string): ByteReader {
    const at = this.take(length, what);
    return new ByteReader(this.bytes, at, at + length);
  }

  /** Fixed-width GBK text padded with 0x00 on the right (the standard's "不足位补0x00"). */
  gbkFixed(length: number, what: string): string {
    const field = this.slice(length, what);
    let used = field.length;
    while (used > 0 && field[used - 1] === 0) used -= 1;
    return decodeGbk(field.subarray(0, used));
  }

  gbk(length: number, what: string): string {
    return decodeGbk(this.slice(length, what));
  }

  gbkRest(): string {
    return decodeGbk(this.rest());
  }

  /** A body decoder calls this last: bytes it did not understand would not survive re-encoding. */
  expectEnd(what: string): void {
    if (this.pos !== this.end) {
      throw new DecodeFailure('trailingBytes', `${this.end - this.pos} unexpected byte(s) after ${what}`);
    }
  }
}
