import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip, deflatedSpaces } from './testPackages';
import { openZip, ZipRefused } from './zipParts';

const bytes = (s: string) => new Uint8Array(Buffer.from(s));

describe('openZip', () => {
  it('reads stored and deflated parts by name, with or without a leading slash', () => {
    const zip = openZip(
      buildZip([
        { name: 'a.xml', data: bytes('stored'), method: 0 },
        { name: '/b/c.xml', data: bytes('deflated '.repeat(100)) },
      ]),
    );
    expect(zip.text('a.xml')).toBe('stored');
    expect(zip.text('b/c.xml')).toBe('deflated '.repeat(100));
    expect(zip.has('missing.xml')).toBe(false);
    expect(zip.text('missing.xml')).toBeUndefined();
  });

  it('refuses bytes that are not a zip', () => {
    expect(() => openZip(randomBytes(4096))).toThrow(ZipRefused);
    expect(() => openZip(bytes('plate,phone\n京A12345,13800000000\n'))).toThrow(ZipRefused);
    expect(() => openZip(new Uint8Array(0))).toThrow(ZipRefused);
  });

  it('refuses a zip cut short', () => {
    const whole = buildZip([{ name: 'a.xml', data: bytes('x'.repeat(5000)) }]);
    const cut = whole.subarray(0, 40);
    expect(() => openZip(cut)).toThrow(ZipRefused);
    // The directory survives but the entry it points at is gone.
    const hollow = new Uint8Array(whole);
    hollow.fill(0, 0, 30);
    expect(() => openZip(hollow).text('a.xml')).toThrow(ZipRefused);
  });

  it('refuses an entry whose directory declares more than the budget, before inflating it', () => {
    const zip = openZip(
      buildZip([
        { name: 'big.xml', data: new Uint8Array(0), raw: deflatedSpaces(1), declaredSize: 200 * 1024 * 1024 },
      ]),
    );
    expect(() => zip.text('big.xml')).toThrow(/over the limit/);
  });

  it('builds its bomb honestly: the chained blocks inflate to what they claim', () => {
    expect(inflateRawSync(deflatedSpaces(3)).byteLength).toBe(3 * 1024 * 1024);
    expect(deflatedSpaces(200).byteLength).toBeLessThan(300 * 1024);
  });

  it('refuses an entry that inflates past the size its directory declares (a zip bomb)', () => {
    // 200 MB of spaces in about 200 kB, declared as 1 kB.
    const zip = openZip(
      buildZip([{ name: 'bomb.xml', data: new Uint8Array(0), raw: deflatedSpaces(200), declaredSize: 1024 }]),
    );
    const before = process.memoryUsage().arrayBuffers;
    expect(() => zip.text('bomb.xml')).toThrow(/declared size/);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('counts every part against one budget', () => {
    const part = new Uint8Array(600 * 1024).fill(0x41);
    const zip = openZip(
      buildZip([
        { name: 'a.xml', data: part },
        { name: 'b.xml', data: part },
      ]),
      { maxInflatedBytes: 1024 * 1024, maxEntries: 10 },
    );
    expect(zip.text('a.xml')).toHaveLength(part.length);
    expect(() => zip.text('b.xml')).toThrow(ZipRefused);
  });

  it('refuses a directory with more entries than allowed', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.xml`, data: bytes('x') }));
    expect(() => openZip(buildZip(entries), { maxInflatedBytes: 1024, maxEntries: 4 })).toThrow(
      /too many entries/,
    );
  });
});
