import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { translateIssue } from '../i18n';

/** What `t` answers for a key it does not know. */
const MISSING = '\u0000';

/** The i18n keys a path segment may be named by, tried in order (the segment itself when none exists). */
export type SegmentKeys = (segment: string) => readonly string[];

/** A settings field in words: 'Offline › Lasting (minutes)', 'Times of day › item 2'. */
export function settingFieldLabel(
  t: TFunction,
  path: readonly PropertyKey[],
  keysOf: SegmentKeys,
  itemKey: string,
): string {
  return path
    .map((segment) => {
      if (typeof segment === 'number') return t(itemKey, { n: segment + 1 });
      for (const key of keysOf(String(segment))) {
        const label = t(key, { defaultValue: MISSING });
        if (label !== MISSING) return label;
      }
      return String(segment);
    })
    .join(' › ');
}

/** The field and the reason of a schema's first issue, for `errors.alarmRuleInvalid` ('{{field}}: {{reason}}'). */
export function settingIssueParams(
  t: TFunction,
  error: z.ZodError,
  keysOf: SegmentKeys,
  itemKey: string,
): { field: string; reason: string } {
  const issue = error.issues[0];
  if (!issue) return { field: t('errors.requestBody'), reason: t('validation.invalid') };
  if (issue.code === 'unrecognized_keys')
    return { field: issue.keys.join(', '), reason: t('errors.unknownField') };
  const reason = issue.message.startsWith('validation.') ? translateIssue(t, issue) : t('validation.invalid');
  return { field: settingFieldLabel(t, issue.path, keysOf, itemKey) || t('errors.requestBody'), reason };
}

export const terminalReminderKeys: SegmentKeys = (s) => [`terminalReminders.fields.${s}`];
export const deviceExceptionSettingKeys: SegmentKeys = (s) => [
  `deviceExceptionSettings.types.${s}`,
  `deviceExceptionSettings.${s}`,
];
