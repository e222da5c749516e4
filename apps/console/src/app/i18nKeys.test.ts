import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import { describe, expect, it } from 'vitest';

/** Literal keys passed to t('…') anywhere in the console's source (default namespace `console`). */
function keysInSource(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return keysInSource(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  });
}

describe('console translations', () => {
  const keys = [...new Set(keysInSource(join(import.meta.dirname, '..')))];

  it('finds the keys it checks', () => {
    expect(keys).toContain('login.title');
    expect(keys).toContain('common.appName');
  });

  it.each(LANGUAGES)('resolves every key used in the source in %s', (lang) => {
    const i18n = createI18n(lang);
    const missing = keys.filter((key) => !i18n.exists(key, { ns: 'console' }));
    expect(missing).toEqual([]);
  });
});
