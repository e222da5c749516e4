import type { i18n } from 'i18next';
import type { DisplayConfigIssue } from './parseDisplayConfig';

/**
 * Translate a message key that carries its namespace ('kiosk.configIssue.oneOf', 'validation.tooLong').
 * The per-call separator makes the first segment the namespace whatever the instance's global settings.
 */
export function translateKey(i18n: i18n, key: string, params: Record<string, unknown> = {}): string {
  return i18n.t(key, { ...params, nsSeparator: '.' });
}

/** 'boards[1].refreshSeconds: must be one of 5, 15, or 30', in the instance's language. */
export function describeDisplayConfigIssue(issue: DisplayConfigIssue, i18n: i18n): string {
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (Array.isArray(value)) params[name] = list.format(value.map(String));
    else if (name === 'kind') {
      params[name] = translateKey(i18n, `boards.${String(value)}.title`, { defaultValue: value });
    } else if (name === 'expected') {
      params[name] = translateKey(i18n, `kiosk.configIssue.types.${String(value)}`, { defaultValue: value });
    } else params[name] = value as string | number;
  }
  const reason = translateKey(i18n, issue.message, params);
  return issue.path ? translateKey(i18n, 'kiosk.configErrorField', { field: issue.path, reason }) : reason;
}
