import { VMSG } from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, zodFieldRule } from './zodFieldRule';

const t = createI18n('en-US').t;
const en = (key: string, params?: Record<string, unknown>) => t(key, params);

// A save schema with a cross-field rule that names its field.
const schema = z
  .strictObject({
    code: z.string().min(1, { error: VMSG.required }).max(4, { error: VMSG.tooLong }),
    from: z.number(),
    to: z.number(),
  })
  .refine((v) => v.to >= v.from, { error: VMSG.dateOrder, path: ['to'] });

async function check(rule: FormRule, values: Record<string, unknown>): Promise<string | null> {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const made = typeof rule === 'function' ? rule(form) : rule;
  try {
    await made.validator?.({} as never, undefined, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodFieldRule', () => {
  it("reports this field's first issue, translated", async () => {
    const message = await check(zodFieldRule(schema, 'code', t), { code: 'toolong', from: 1, to: 2 });
    expect(message).toBe(en(VMSG.tooLong, { max: 4 }));
  });

  it('passes when only other fields are wrong', async () => {
    expect(await check(zodFieldRule(schema, 'code', t), { code: 'ok', from: 'x', to: 2 })).toBeNull();
  });

  it('puts a cross-field refinement on the field it names', async () => {
    const values = { code: 'ok', from: 5, to: 1 };
    expect(await check(zodFieldRule(schema, 'to', t), values)).toBe(en(VMSG.dateOrder));
    expect(await check(zodFieldRule(schema, 'from', t), values)).toBeNull();
  });

  it('parses the mapped values when the page maps its form', async () => {
    const map = (v: Record<string, unknown>) => ({ ...v, from: Number(v.from) });
    expect(await check(zodFieldRule(schema, 'from', t, map), { code: 'ok', from: '1', to: 2 })).toBeNull();
  });
});

describe('fieldErrorsOf', () => {
  it('maps every issue onto its field, the first per field, and keeps the rest apart', () => {
    const result = schema.safeParse({ code: '', from: 5, to: 1, extra: true });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error!, t, ['code', 'from', 'to']);
    expect(errors.fields).toEqual([
      { name: 'code', errors: [en(VMSG.required)] },
      { name: 'to', errors: [en(VMSG.dateOrder)] },
    ]);
    expect(errors.other).toHaveLength(1);
    const order = schema.safeParse({ code: 'ab', from: 5, to: 1 });
    expect(fieldErrorsOf(order.error!, t, ['code', 'from', 'to']).fields).toEqual([
      { name: 'to', errors: [en(VMSG.dateOrder)] },
    ]);
  });
});
