import { describe, expect, it } from 'vitest';
import { resources } from '../i18n';
import { VMSG } from './messages';

function lookup(tree: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('validation messages', () => {
  it('every message key has a text in both languages', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      for (const key of Object.values(VMSG)) {
        expect(typeof lookup(resources[lang], key), `${lang} ${key}`).toBe('string');
      }
    }
  });
});
