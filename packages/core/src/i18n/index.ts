import i18next, { type i18n, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export { LANG_COOKIE } from '../api/modules';
export type { Messages } from './messages';
export { directiveKindText, directiveParamsText, messageIdText } from './directiveText';

export const resources = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export const NAMESPACES = Object.keys(zhCN) as (keyof typeof zhCN)[];

/** A ready, synchronous i18next instance for one language (server per request, clients once per page). */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    // 'validation.tooLong' style keys everywhere: with equal separators i18next treats the first part as a
    // namespace only when it is one of ours, so 'login.title' inside a namespace still works.
    nsSeparator: '.',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` cookie wins; then the first Accept-Language entry we support; then zh-CN. */
export function detectLanguage(cookieLang?: string | null, acceptLanguage?: string | null): Language {
  if (isLanguage(cookieLang)) return cookieLang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}

/** Translate a validation issue whose message is a key (see validators/messages). */
export function translateIssue(
  t: TFunction,
  issue: { message: string; minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> },
): string {
  const params = { min: issue.minimum, max: issue.maximum, ...issue.params };
  return issue.message.includes('.') ? t(issue.message, params) : issue.message;
}

/** Every key path of a resource tree (used by the completeness test). */
export function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keyPaths(v as object, `${prefix}${k}.`),
  );
}
