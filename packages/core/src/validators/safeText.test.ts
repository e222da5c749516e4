import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from '../endpoints';
import { findUnsafeText, isSafeName, isSafeText } from './safeText';

describe('safe text', () => {
  it('refuses NUL and the other control characters no field needs, keeps tabs and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', '\u009f'])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['第一行\n第二行\r\n', 'a\tb', 'Ünïcødé 😀', '']) expect(isSafeText(good)).toBe(true);
  });

  it('refuses lone surrogates but keeps surrogate pairs', () => {
    expect(isSafeText('\ud83d')).toBe(false);
    expect(isSafeText('x\ude00y')).toBe(false);
    expect(isSafeText('\ude00\ud83d')).toBe(false);
    expect(isSafeText('\ud83d\ude00')).toBe(true);
  });

  it('refuses bidirectional overrides, isolates and line breaks in names only', () => {
    for (const bad of ['admin\u202e', '\u2066x\u2069', 'two\nlines'])
      expect(isSafeName(bad), JSON.stringify(bad)).toBe(false);
    expect(isSafeText('admin\u202e')).toBe(true);
    expect(isSafeName('张三 O’Brien')).toBe(true);
  });

  it('finds the first unsafe string anywhere, keys included, with its path', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findUnsafeText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findUnsafeText({ a: 1, b: null, c: ['fine'] })).toBeNull();
  });
});

describe('every endpoint', () => {
  it('refuses a NUL in a text field at the contract level, naming the field', () => {
    const result = ENDPOINTS.login.request.safeParse({
      userName: 'ad\u0000min',
      password: 'x',
      captcha: 'abcd',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['userName'],
      message: 'validation.unsafeCharacter',
    });
  });

  it('refuses a direction override in a display name', () => {
    const result = ENDPOINTS.kioskSession.request.safeParse({ display: 'wall\u202e', token: 'x'.repeat(20) });
    expect(result.error?.issues.map((i) => i.message)).toContain('validation.nameCharacter');
  });

  it('keeps the schemas usable as before', () => {
    expect(ENDPOINTS.login.request).toBeInstanceOf(z.ZodObject);
  });
});
