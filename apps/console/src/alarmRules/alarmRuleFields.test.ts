import { ALARM_RULE_TYPES, ALARM_RULES, alarmRuleCommon } from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALARM_RULE_FIELDS, fieldLabelKey, type ThresholdField } from './alarmRuleFields';

const COMMON = new Set(Object.keys(alarmRuleCommon));

/** Every threshold value of a schema as a dotted path; a level's value as `levels[].<field>`. */
function schemaLeaves(schema: z.ZodType, path: string[] = []): string[] {
  if (schema instanceof z.ZodNullable) return schemaLeaves(schema.unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodArray) {
    const head = path.slice(0, -1);
    return schemaLeaves(schema.element as z.ZodType, [...head, `${path[path.length - 1] ?? ''}[]`]);
  }
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([key]) => path.length > 0 || !COMMON.has(key))
      .flatMap(([key, inner]) => schemaLeaves(inner, [...path, key]));
  return [path.join('.')];
}

function descriptorLeaves(fields: readonly ThresholdField[]): string[] {
  return fields.flatMap((f) =>
    f.kind === 'levels'
      ? ['levels[].enabled', ...f.columns.map((c) => `levels[].${c.path.join('.')}`)]
      : [f.path.join('.')],
  );
}

const LANGS = [createI18n('zh-CN'), createI18n('en-US')];

describe('alarm rule threshold descriptors', () => {
  it.each(ALARM_RULE_TYPES)('cover every threshold field of the %s schema, and nothing else', (type) => {
    const leaves = schemaLeaves(ALARM_RULES[type].schema as unknown as z.ZodType);
    expect(descriptorLeaves(ALARM_RULE_FIELDS[type]).sort()).toEqual(leaves.sort());
  });

  it('label every field, unit and hint in both languages', () => {
    const keys = ALARM_RULE_TYPES.flatMap((type) =>
      ALARM_RULE_FIELDS[type].flatMap((f) => {
        const values = f.kind === 'levels' ? [f, ...f.columns] : [f];
        return values.flatMap((v) => [
          fieldLabelKey(v),
          ...('unit' in v && v.unit ? [`alarmRules.units.${v.unit}`] : []),
          ...('emptyHint' in v && v.emptyHint ? [`alarmRules.hints.${v.emptyHint}`] : []),
        ]);
      }),
    );
    expect(keys.length).toBeGreaterThan(30);
    for (const i18n of LANGS)
      for (const key of keys) expect(i18n.exists(key), `${i18n.language} ${key}`).toBe(true);
  });
});
