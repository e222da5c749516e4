import { LANG_COOKIE, LANGUAGES, type Language } from '@roadwatch/core';
import { createI18n, detectLanguage } from '@roadwatch/core/i18n';
import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';

export interface RequestLocale {
  lang: Language;
  /** Keys are written 'namespace.key' (e.g. 'errors.internal', 'validation.required'). */
  t: TFunction;
}

// One instance per language, built once. '.' as the namespace separator lets the server use the same
// 'validation.required' keys the shared zod schemas carry.
const locales = new Map<Language, RequestLocale>(
  LANGUAGES.map((lang) => [lang, { lang, t: createI18n(lang).cloneInstance({ nsSeparator: '.' }).t }]),
);

export function localeFor(lang: Language): RequestLocale {
  const locale = locales.get(lang);
  if (!locale) throw new Error(`no locale for ${lang}`);
  return locale;
}

/** The `lang` cookie wins, then Accept-Language, then zh-CN. */
export function requestLocale(request: FastifyRequest): RequestLocale {
  const header = request.headers['accept-language'];
  return localeFor(detectLanguage(request.cookies[LANG_COOKIE], typeof header === 'string' ? header : null));
}
