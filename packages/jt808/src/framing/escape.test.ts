import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../bytes/hex';
import { escapeBytes, unescapeBytes, wrapFrame, xorCheck } from './escape';

const bytes = (hex: string) => fromHex(hex)!;

describe('escaping', () => {
  it('replaces 0x7e with 7d 02 and 0x7d with 7d 01', () => {
    expect(toHex(escapeBytes(bytes('307e087d55')))).toBe('307d02087d0155');
  });

  it('leaves other bytes untouched and returns a copy', () => {
    const input = bytes('0102037c7f');
    const out = escapeBytes(input);
    expect(toHex(out)).toBe('0102037c7f');
    expect(out).not.toBe(input);
  });

  it('unescapes what it escaped, for every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const back = unescapeBytes(escapeBytes(all));
    expect(back.ok && toHex(back.value)).toBe(toHex(all));
  });

  it('rejects 0x7d followed by anything but 01 or 02', () => {
    const result = unescapeBytes(bytes('017d0302'));
    expect(result).toEqual({
      ok: false,
      error: { code: 'badEscape', detail: '0x7d at offset 1 is followed by 0x03' },
    });
  });

  it('rejects a trailing 0x7d and a bare 0x7e', () => {
    expect(unescapeBytes(bytes('01027d'))).toMatchObject({ ok: false, error: { code: 'badEscape' } });
    expect(unescapeBytes(bytes('017e02'))).toMatchObject({ ok: false, error: { code: 'badEscape' } });
  });
});

describe('the check code', () => {
  it('is the XOR of every byte', () => {
    expect(xorCheck(bytes('307e087d'))).toBe(0x30 ^ 0x7e ^ 0x08 ^ 0x7d);
    expect(xorCheck(new Uint8Array())).toBe(0);
  });

  it('is escaped like any other byte when it equals 0x7e', () => {
    // 0x7e ^ 0x00 = 0x7e: the check code itself needs escaping.
    expect(toHex(wrapFrame(bytes('7e00')))).toBe('7e7d02007d027e');
  });
});
