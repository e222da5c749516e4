import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Literal keys passed to t('…') anywhere in the console's source, with the namespace of the file's
 * useTranslation('…') (default `console`), as `namespace:key`.
 */
function keysInSource(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return keysInSource(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) return [];
    const source = readFileSync(path, 'utf8');
    const ns = /useTranslation\(\s*'([^']+)'/.exec(source)?.[1] ?? 'console';
    return [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => `${ns}:${m[1] ?? ''}`);
  });
}

describe('console translations', () => {
  const keys = [...new Set(keysInSource(join(import.meta.dirname, '..')))];

  it('finds the keys it checks', () => {
    expect(keys).toContain('console:login.title');
    expect(keys).toContain('console:common.appName');
  });

  it.each(LANGUAGES)('resolves every key used in the source in %s', (lang) => {
    const i18n = createI18n(lang);
    const missing = keys.filter((entry) => {
      const [ns = 'console', key = ''] = entry.split(/:(.*)/s);
      return !i18n.exists(key, { ns });
    });
    expect(missing).toEqual([]);
  });
});
