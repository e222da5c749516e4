import { bcdTimeBytes } from './bcd';
import { encodeGbk } from './gbk';
import { hexToBytes } from './hex';

function checkRange(value: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${what} must be an integer 0–${max}, got ${value}`);
  }
}

/**
 * Big-endian writer that grows as needed. Encoding is given values our own code built, so an out-of-range value is
 * a programming error and throws RangeError rather than silently truncating.
 */
export class ByteWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(initialCapacity = 256) {
    this.buffer = new Uint8Array(initialCapacity);
  }

  get size(): number {
    return this.length;
  }

  private reserve(extra: number): number {
    const needed = this.length + extra;
    if (needed > this.buffer.length) {
      const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    const at = this.length;
    this.length = needed;
    return at;
  }

  u8(value: number, what = 'BYTE'): this {
    checkRange(value, 0xff, what);
    const at = this.reserve(1); // before touching this.buffer: reserve may replace it
    this.buffer[at] = value;
    return this;
  }

  u16(value: number, what = 'WORD'): this {
    checkRange(value, 0xffff, what);
    const at = this.reserve(2);
    this.buffer[at] = value >>> 8;
    this.buffer[at + 1] = value & 0xff;
    return this;
  }

  i16(value: number, what = 'signed WORD'): this {
    if (!Number.isInteger(value) || value < -0x8000 || value > 0x7fff) {
      throw new RangeError(`${what} must be an integer −32768–32767, got ${value}`);
    }
    return this.u16(value < 0 ? value + 0x10000 : value, what);
  }

  u32(value: number, what = 'DWORD'): this {
    checkRange(value, 0xffffffff, what);
    const at = this.reserve(4);
    this.buffer[at] = Math.floor(value / 0x1000000) & 0xff;
    this.buffer[at + 1] = (value >>> 16) & 0xff;
    this.buffer[at + 2] = (value >>> 8) & 0xff;
    this.buffer[at + 3] = value & 0xff;
    return this;
  }

  bytes(bytes: Uint8Array): this {
    const at = this.reserve(bytes.length);
    this.buffer.set(bytes, at);
    return this;
  }

  hex(hex: string, expectedLength?: number, what = 'raw bytes'): this {
    const bytes = hexToBytes(hex);
    if (expectedLength !== undefined && bytes.length !== expectedLength) {
      throw new RangeError(`${what} must be ${expectedLength} bytes, got ${bytes.length}`);
    }
    return this.bytes(bytes);
  }

  bcdTime(time: string): this {
    return this.bytes(bcdTimeBytes(time));
  }

  gbk(text: string): this {
    return this.bytes(encodeGbk(text));
  }

  /** GBK text right-padded with 0x00 to a fixed width. */
  gbkFixed(text: string, length: number, what: string): this {
    const encoded = encodeGbk(text);
    if (encoded.length > length)
      throw new RangeError(`${what} "${text}" is longer than ${length} bytes in GBK`);
    this.bytes(encoded);
    this.reserve(length - encoded.length);
    this.buffer.fill(0, this.length - (length - encoded.length), this.length);
    return this;
  }

  /** GBK text preceded by its byte length in one BYTE. */
  gbkWithLength(text: string, what: string): this {
    const encoded = encodeGbk(text);
    this.u8(encoded.length, `${what} length`);
    return this.bytes(encoded);
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
