import { translateIssue } from '@roadwatch/core/i18n';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * An antd rule that checks one field with the shared zod schema (the one the server parses) and shows the
 * first issue of that field, translated.
 */
export function zodFieldRule<T extends Record<string, unknown>>(
  schema: z.ZodType,
  field: keyof T & string,
  t: TFunction,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue(true));
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(translateIssue(t, issue));
    },
  });
}
