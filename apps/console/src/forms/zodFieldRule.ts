import { translateIssue } from '@roadwatch/core/i18n';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** Turns the form's values into what the schema parses (e.g. empty inputs to absent fields); identity by default. */
export type FormValuesMapper = (values: Record<string, unknown>) => unknown;

const same: FormValuesMapper = (values) => values;

/**
 * An antd rule that checks one field with the shared zod schema (the one the server parses): the whole form is
 * parsed, so cross-field refinements apply, and the first issue whose path starts at this field is shown,
 * translated.
 */
export function zodFieldRule<T extends Record<string, unknown>>(
  schema: z.ZodType,
  field: keyof T & string,
  t: TFunction,
  map: FormValuesMapper = same,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(map(getFieldsValue(true) as Record<string, unknown>));
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(translateIssue(t, issue));
    },
  });
}

export interface FieldErrors {
  /** For `form.setFields`: the first issue of each form field, translated. */
  fields: { name: string; errors: string[] }[];
  /** Issues that name no field of the form (whole-object refinements, unknown keys), translated. */
  other: string[];
}

/**
 * Every issue of a failed parse, placed on the form field its path starts with (a refinement that names a path
 * lands on that field); issues without a field of the form are returned apart, to be shown otherwise.
 */
export function fieldErrorsOf(error: z.ZodError, t: TFunction, formFields: readonly string[]): FieldErrors {
  const known = new Set(formFields);
  const byField = new Map<string, string>();
  const other: string[] = [];
  for (const issue of error.issues) {
    const head = issue.path[0];
    const text = translateIssue(t, issue);
    if (typeof head === 'string' && known.has(head)) {
      if (!byField.has(head)) byField.set(head, text);
    } else {
      other.push(text);
    }
  }
  return { fields: [...byField].map(([name, text]) => ({ name, errors: [text] })), other };
}
