import type { Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';

type Errors = (typeof resources)['zh-CN']['errors'];

/** The catalogue text a user should read, with {{params}} filled in. */
export function errorText(
  lang: Language,
  key: keyof Errors,
  params: Record<string, string | number> = {},
): string {
  const template: string = resources[lang].errors[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Does this look like a leaked stack trace or an untranslated key? */
export function looksLeaky(text: string): boolean {
  return /\n\s+at |\.ts:\d+|\.js:\d+|node_modules|^(errors|validation)\.\w+$/m.test(text);
}
