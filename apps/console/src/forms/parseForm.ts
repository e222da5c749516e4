import { translateIssue } from '@roadwatch/core/i18n';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Checks form values with the endpoint's own schema (nested paths such as `opinions.2` included) (the rule the server applies too); each issue lands on its
 * field, translated. Returns the parsed request, or null when something is wrong.
 */
export function parseForm<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  values: unknown,
  t: TFunction,
): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of result.error.issues) {
    const name = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
    const key = name.join('.');
    if (!byField.has(key)) byField.set(key, { name, errors: [translateIssue(t, issue as never)] });
  }
  form.setFields([...byField.values()]);
  return null;
}
