import type { TFunction } from 'i18next';
import { translateIssue } from '../i18n';

type PathSegment = PropertyKey;

/** The field an issue belongs to, in words: 'Alarm levels › Level 2 › Over the limit (%)'. */
export function alarmRuleFieldLabel(t: TFunction, path: readonly PathSegment[]): string {
  return path
    .map((segment, i) => {
      if (typeof segment === 'number')
        return t(path[i - 1] === 'levels' ? 'alarmRules.level' : 'alarmRules.item', { n: segment + 1 });
      const key = `alarmRules.fields.${String(segment)}`;
      const label = t(key);
      return label === key ? String(segment) : label;
    })
    .join(' › ');
}

/** One translated sentence naming the field and what is wrong with it. */
export function describeAlarmRuleIssue(
  t: TFunction,
  issue: {
    path: readonly PathSegment[];
    message: string;
    minimum?: unknown;
    maximum?: unknown;
    params?: Record<string, unknown>;
  },
): string {
  const reason = issue.message.startsWith('validation.') ? translateIssue(t, issue) : t('validation.invalid');
  return t('errors.alarmRuleInvalid', { field: alarmRuleFieldLabel(t, issue.path), reason });
}
