import { describe, expect, it } from 'vitest';
import { keyPaths, resources } from './index';

function valueAt(tree: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/** Keys of `a` that `b` lacks. */
function missingKeys(a: object, b: object): string[] {
  const inB = new Set(keyPaths(b));
  return keyPaths(a).filter((k) => !inB.has(k));
}

function emptyKeys(tree: object): string[] {
  return keyPaths(tree).filter((k) => String(valueAt(tree, k)).trim() === '');
}

function placeholders(text: unknown): string {
  return [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1] ?? '')
    .sort()
    .join();
}

/** Keys whose texts use different {{placeholders}} in the two trees. */
function placeholderMismatches(a: object, b: object): string[] {
  return keyPaths(a).filter((k) => placeholders(valueAt(a, k)) !== placeholders(valueAt(b, k)));
}

const zh = resources['zh-CN'];
const en = resources['en-US'];

describe('translations', () => {
  it('every key exists in both zh-CN and en-US', () => {
    expect(missingKeys(zh, en), 'keys missing in en-US').toEqual([]);
    expect(missingKeys(en, zh), 'keys missing in zh-CN').toEqual([]);
  });

  it('no text is empty in either language', () => {
    expect(emptyKeys(zh), 'empty texts in zh-CN').toEqual([]);
    expect(emptyKeys(en), 'empty texts in en-US').toEqual([]);
  });

  it('both languages use the same interpolation placeholders', () => {
    expect(placeholderMismatches(zh, en)).toEqual([]);
  });

  it('the checks catch a key in one language only, an empty text and a lost placeholder', () => {
    const a = { ns: { kept: '保存', onlyHere: '仅中文', limit: '不能超过{{max}}个字符' } };
    const b = { ns: { kept: ' ', limit: 'At most characters' }, extra: { deep: 'x' } };
    expect(missingKeys(a, b)).toEqual(['ns.onlyHere']);
    expect(missingKeys(b, a)).toEqual(['extra.deep']);
    expect(emptyKeys(b)).toEqual(['ns.kept']);
    expect(placeholderMismatches(a, b)).toEqual(['ns.limit']);
    expect(keyPaths(zh)).toContain('validation.required');
  });
});
