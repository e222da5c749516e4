import { translateIssue } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const FIELD_NAME_MAX = 64;

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`))
    .join('')
    .slice(0, FIELD_NAME_MAX);
}

/**
 * A translated sentence naming the first offending field, e.g. "Wrong request: userName This field is required".
 * Schema messages are i18n keys ('validation.*'); zod's own English texts never reach a user.
 */
export function describeIssue(t: TFunction, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return t('errors.http400');
  if (issue.code === 'unrecognized_keys') {
    const field = fieldName([...issue.path, issue.keys.join(', ')]);
    return t('errors.badRequest', { field, reason: t('errors.unknownField') });
  }
  const field = fieldName(issue.path) || t('errors.requestBody');
  const reason = issue.message.startsWith('validation.') ? translateIssue(t, issue) : t('validation.invalid');
  return t('errors.badRequest', { field, reason });
}
