import { warehouseResource } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The save request of the warehouse form: empty inputs become absent fields (the schema's defaults apply), empty
 * humidity limits null ("not watched"), and each point row keeps only the save fields.
 */
export function warehouseFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const out = Object.fromEntries(Object.entries(values).filter(([, v]) => !blank(v)));
  const points = Array.isArray(values.points) ? (values.points as Record<string, unknown>[]) : [];
  out.points = points.map((p) => {
    const row: Record<string, unknown> = {};
    for (const key of ['probeNo', 'name', 'minC', 'maxC'] as const) if (!blank(p?.[key])) row[key] = p[key];
    row.humidityMin = blank(p?.humidityMin) ? null : p.humidityMin;
    row.humidityMax = blank(p?.humidityMax) ? null : p.humidityMax;
    return row;
  });
  return out;
}

/**
 * The rule of one cell of the points table: the whole form parsed with the server's schema, and the first issue on
 * exactly this point's field (or on the point itself, e.g. a repeated probe number) shown, translated.
 */
export function pointRule(index: number, field: string, t: TFunction): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const parsed = warehouseResource.save.safeParse(
        warehouseFromForm(getFieldsValue(true) as Record<string, unknown>),
      );
      const issue = parsed.error?.issues.find(
        (i) => i.path[0] === 'points' && i.path[1] === index && i.path[2] === field,
      );
      if (issue) throw new Error(translateIssue(t, issue));
    },
  });
}
