import { inflateRawSync } from 'node:zlib';

/** Why a file cannot be read as a zip package (the caller turns every one into the same user message). */
export class ZipRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ZipRefused';
  }
}

export interface ZipLimits {
  /** Most bytes all parts read together may inflate to: a hostile file cannot exhaust memory. */
  maxInflatedBytes: number;
  /** Most entries the central directory may list. */
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxInflatedBytes: 100 * 1024 * 1024, maxEntries: 10_000 };

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The parts of a zip package, read on demand; every inflate counts against one budget. */
export interface ZipParts {
  has(name: string): boolean;
  /** The part as UTF-8 text; undefined when the package has no such part. */
  text(name: string): string | undefined;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * Opens a zip package from its central directory. Entries are inflated only when asked for, each with an output
 * ceiling of what is left of the budget, and must inflate to exactly the size the directory declares: a directory
 * that understates a size (the zip bomb's trick) is refused instead of trusted. Encrypted entries, methods other
 * than stored and deflate, zip64 and spanned archives are refused (no spreadsheet of 10 MB needs them).
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipParts {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(data, limits);
  let budget = limits.maxInflatedBytes;
  return {
    has: (name) => entries.has(name),
    text(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      const content = inflateEntry(data, entry, budget);
      budget -= content.byteLength;
      return content.toString('utf8');
    },
  };
}

function readCentralDirectory(data: Buffer, limits: ZipLimits): Map<string, Entry> {
  const end = findEndOfCentralDirectory(data);
  const disk = data.readUInt16LE(end + 4);
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (disk !== 0 || count === 0xffff || directoryOffset === 0xffffffff)
    throw new ZipRefused('zip64 or spanned');
  if (count > limits.maxEntries) throw new ZipRefused('too many entries');
  if (directoryOffset + directorySize > end) throw new ZipRefused('central directory out of bounds');
  const entries = new Map<string, Entry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('bad central directory');
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    const name = normalizePartName(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new ZipRefused('encrypted entry');
    // The first entry of a name wins, as in the readers of office suites.
    if (!entries.has(name)) entries.set(name, { method, compressedSize, size, localOffset });
  }
  return entries;
}

/** Part names are compared without a leading slash and with forward slashes. */
export function normalizePartName(name: string): string {
  return name.replace(/\\/g, '/').replace(/^\/+/, '');
}

function findEndOfCentralDirectory(data: Buffer): number {
  if (data.length < EOCD_SIZE) throw new ZipRefused('not a zip');
  const lowest = Math.max(0, data.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = data.length - EOCD_SIZE; at >= lowest; at--) {
    if (data.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipRefused('not a zip');
}

function inflateEntry(data: Buffer, entry: Entry, budget: number): Buffer {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw new ZipRefused('bad local header');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  if (stop > data.length) throw new ZipRefused('entry out of bounds');
  if (entry.size > budget) throw new ZipRefused('inflated size over the limit');
  const raw = data.subarray(start, stop);
  let content: Buffer;
  if (entry.method === 0) content = raw;
  else if (entry.method === 8) {
    try {
      // One byte more than declared is enough to tell a lying directory from an honest one.
      content = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size + 1) });
    } catch {
      throw new ZipRefused('entry does not inflate within its declared size');
    }
  } else throw new ZipRefused('unsupported compression');
  if (content.byteLength !== entry.size) throw new ZipRefused('entry size differs from the directory');
  return content;
}
