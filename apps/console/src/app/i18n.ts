import { LANG_COOKIE, type Language } from '@roadwatch/core';
import { createI18n, detectLanguage } from '@roadwatch/core/i18n';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The `lang` cookie wins, then the browser's languages, then zh-CN. */
export const language: Language = detectLanguage(readCookie(LANG_COOKIE), navigator.languages.join(','));
export const i18n = createI18n(language);
document.documentElement.lang = language;

/**
 * Switching language stores the choice in the `lang` cookie "with no expiry" (seed 000 §1, §7: no call) — no
 * Expires or Max-Age attribute — and reloads, so the server's messages and menu titles follow.
 */
export function switchLanguage(next: Language): void {
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(next)}; path=/; SameSite=Lax`;
  window.location.reload();
}
