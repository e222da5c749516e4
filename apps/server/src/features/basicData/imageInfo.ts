import { crc32 } from 'node:zlib';

/** What an uploaded image is, read from its content (never from its name or the browser's type). */
export interface ImageInfo {
  mime: 'image/jpeg' | 'image/png' | 'image/bmp';
  extension: 'jpg' | 'png' | 'bmp';
  width: number;
  height: number;
}

/** Larger sides than this are no photo of a driver (and would cost a viewer too much memory to decode). */
const MAX_SIDE = 20_000;

const sane = (width: number, height: number) =>
  width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the signature, an IHDR chunk whose checksum holds, and the IEND chunk at the very end (not truncated). */
function png(b: Buffer): ImageInfo | null {
  if (b.length < 8 + 25 + 12 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(b.subarray(12, 29)) !== b.readUInt32BE(29)) return null;
  if (b.toString('latin1', b.length - 8, b.length - 4) !== 'IEND') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  return sane(width, height) ? { mime: 'image/png', extension: 'png', width, height } : null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are other tables. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: SOI, then well-formed segments up to a frame header that gives the size, before the scan starts. */
function jpeg(b: Buffer): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    let marker = b[at + 1]!;
    while (marker === 0xff && at + 2 < b.length) marker = b[++at + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = b.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > b.length) return null;
    if (SOF.has(marker)) {
      if (length < 8) return null;
      const height = b.readUInt16BE(at + 5);
      const width = b.readUInt16BE(at + 7);
      return sane(width, height) ? { mime: 'image/jpeg', extension: 'jpg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

const BMP_DEPTHS = new Set([1, 4, 8, 16, 24, 32]);

/** BMP: 'BM', a file size and pixel offset within the bytes, a known header and colour depth. */
function bmp(b: Buffer): ImageInfo | null {
  if (b.length < 26 || b.toString('latin1', 0, 2) !== 'BM') return null;
  const fileSize = b.readUInt32LE(2);
  const pixels = b.readUInt32LE(10);
  const header = b.readUInt32LE(14);
  if (fileSize > b.length || pixels >= b.length) return null;
  let width: number;
  let height: number;
  let depth: number;
  if (header === 12) {
    width = b.readUInt16LE(18);
    height = b.readUInt16LE(20);
    depth = b.readUInt16LE(24);
  } else if (header >= 40 && b.length >= 14 + 40) {
    width = b.readInt32LE(18);
    height = Math.abs(b.readInt32LE(22)); // negative: rows stored top-down
    depth = b.readUInt16LE(28);
  } else return null;
  if (!BMP_DEPTHS.has(depth)) return null;
  return sane(width, height) ? { mime: 'image/bmp', extension: 'bmp', width, height } : null;
}

/** The image's type and size when the bytes are a JPG, PNG or BMP whose header decodes; null otherwise. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return png(b) ?? jpeg(b) ?? bmp(b);
}
