import { z } from 'zod';
import { VMSG } from '../validators/messages';

type LevelShape = { enabled: z.ZodBoolean } & z.ZodRawShape;

/** How a level's value must move from one switched-on level to the next. */
export interface LevelOrder {
  field: string;
  direction: 'increasing' | 'decreasing';
}

/**
 * Exactly `count` levels (level 1 first). A level can only be on when the one below it is (level 2 needs level 1,
 * level 3 needs level 2 …), and the `order` fields of the levels that are on must strictly rise (or fall) by level.
 */
export function alarmLevels<S extends LevelShape>(
  count: number,
  shape: S,
  orders: readonly LevelOrder[] = [],
) {
  return z
    .array(z.object(shape).strict())
    .length(count, { error: VMSG.alarmLevelCount })
    .superRefine((levels, ctx) => {
      const rows = levels as unknown as { enabled: boolean; [field: string]: unknown }[];
      rows.forEach((level, i) => {
        if (i > 0 && level.enabled && !rows[i - 1]?.enabled)
          ctx.addIssue({
            code: 'custom',
            message: VMSG.alarmLevelNeedsPrevious,
            path: [i, 'enabled'],
            params: { level: i + 1, previous: i },
          });
      });
      for (const { field, direction } of orders) {
        let previous: number | null = null;
        rows.forEach((level, i) => {
          const value = level[field];
          if (!level.enabled || typeof value !== 'number') return;
          if (previous !== null && (direction === 'increasing' ? value <= previous : value >= previous))
            ctx.addIssue({
              code: 'custom',
              message: direction === 'increasing' ? VMSG.alarmLevelIncreasing : VMSG.alarmLevelDecreasing,
              path: [i, field],
              params: { level: i + 1 },
            });
          previous = value;
        });
      }
    });
}
