import { describeAlarmRuleIssue } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { toasts } from '../app/toasts';

type FieldPath = (string | number)[];

/** The form field of an issue: its path without symbols (zod never puts one in our schemas' paths). */
function fieldPath(issue: z.core.$ZodIssue): FieldPath {
  return issue.path.filter((p): p is string | number => typeof p !== 'symbol');
}

/**
 * Marks each field the schema refused with its reason (the first issue per field) and toasts the first issue as a
 * sentence naming the field ("Road speeds › Expressway: …"), as the server would word it, then scrolls to it.
 */
export function showRuleIssues(form: FormInstance, issues: readonly z.core.$ZodIssue[], t: TFunction): void {
  const byPath = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const issue of issues) {
    const name = fieldPath(issue);
    const key = name.join('.');
    if (!byPath.has(key)) byPath.set(key, { name, errors: [translateIssue(t, issue as never)] });
  }
  form.setFields([...byPath.values()]);
  const first = issues[0];
  if (!first) return;
  toasts.push(describeAlarmRuleIssue(t, first as never));
  form.scrollToField(fieldPath(first), { block: 'center' });
}

/** Clears the marks left by a refused save once the user changes something. */
export function clearRuleIssues(form: FormInstance): void {
  const marked = form.getFieldsError().filter((f) => f.errors.length > 0);
  if (marked.length > 0) form.setFields(marked.map((f) => ({ name: f.name, errors: [] })));
}
