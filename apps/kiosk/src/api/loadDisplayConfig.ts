import {
  DISPLAY_NAME_PATTERN,
  parseDisplayConfigText,
  type DisplayConfig,
  type DisplayConfigIssue,
  type Language,
} from '@roadwatch/core';
import { isLanguage } from '@roadwatch/core/i18n';

export type DisplayConfigLoad =
  | { kind: 'ok'; config: DisplayConfig }
  | { kind: 'notFound' }
  /** The display may only be opened from the addresses in its config (`allowFrom`), and this is not one. */
  | { kind: 'addressRefused' }
  /** `language` is the config's own language when that field is usable, so the error reads in it. */
  | { kind: 'invalid'; issues: DisplayConfigIssue[]; language: Language | null };

/** The server serves kiosk-configs/<name>.json here, next to the kiosk itself (see apps/kiosk/CONTEXT.md). */
export function displayConfigUrl(display: string): string {
  return `${import.meta.env.BASE_URL}configs/${encodeURIComponent(display)}.json`;
}

function peekLanguage(text: string): Language | null {
  try {
    const language = (JSON.parse(text) as { language?: unknown } | null)?.language;
    return isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

/** Fetch and validate a display's config. Rejects when the server cannot be reached (the caller retries). */
export async function loadDisplayConfig(
  display: string,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<DisplayConfigLoad> {
  if (!DISPLAY_NAME_PATTERN.test(display)) return { kind: 'notFound' };
  const response = await fetchImpl(displayConfigUrl(display), { cache: 'no-store' });
  // A server without the config route answers with the kiosk page itself (SPA fallback): no such config.
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  if (response.status === 404 || (response.ok && !isJson)) return { kind: 'notFound' };
  if (response.status === 403) return { kind: 'addressRefused' };
  if (!response.ok) throw new Error(`display config ${display}: HTTP ${response.status}`);
  const text = await response.text();
  const parsed = parseDisplayConfigText(text, display);
  return parsed.ok
    ? { kind: 'ok', config: parsed.config }
    : { kind: 'invalid', issues: parsed.issues, language: peekLanguage(text) };
}
