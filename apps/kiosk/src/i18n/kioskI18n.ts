import { LANG_COOKIE, type Language } from '@roadwatch/core';
import { createI18n, detectLanguage } from '@roadwatch/core/i18n';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The kiosk's one i18next instance. Until the display config is read, the browser's choice applies
 * (the `lang` cookie, then its language); the config's language wins from then on.
 */
export const kioskI18n = createI18n(detectLanguage(readCookie(LANG_COOKIE), navigator.language));
document.documentElement.lang = kioskI18n.language;

export function applyLanguage(language: Language): void {
  if (kioskI18n.language !== language) void kioskI18n.changeLanguage(language);
  document.documentElement.lang = language;
}
