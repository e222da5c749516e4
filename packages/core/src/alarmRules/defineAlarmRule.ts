import { z } from 'zod';
import type { PageKey } from '../catalogue/menuCatalogue';
import { alarmRuleCommon, COMMON_DEFAULTS } from './alarmRuleParts';

/** One alarm type's settings: its page (operation `<page>` reads, `<page>:update` writes), schema and defaults. */
export interface AlarmRuleDefinition<T extends string, S extends z.ZodType> {
  readonly type: T;
  readonly page: PageKey;
  /** Validates a saved setting, common parts and thresholds alike. */
  readonly schema: S;
  /** What applies when neither the company nor the vehicle has saved one. */
  readonly defaults: z.output<S>;
}

/**
 * An alarm type: its own threshold fields beside the common ones (periods, contacts, notification, terminal
 * notice, display, sound, capture), plus cross-field rules of its own.
 */
export function defineAlarmRule<T extends string, Shape extends z.ZodRawShape>(def: {
  type: T;
  page: PageKey;
  shape: Shape;
  defaults: z.input<z.ZodObject<Shape>>;
  refine?: (value: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void;
}) {
  const base = z.object({ ...alarmRuleCommon, ...def.shape }).strict();
  const schema = def.refine
    ? base.superRefine((v, ctx) => def.refine?.(v as z.output<z.ZodObject<Shape>>, ctx))
    : base;
  const defaults = schema.parse({ ...COMMON_DEFAULTS, ...def.defaults });
  return { type: def.type, page: def.page, schema, defaults } as AlarmRuleDefinition<T, typeof schema>;
}
