import { chinaDayStart } from '@roadwatch/core';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * A moment not after now, or with `byDay` a day not after today (China): the form's side of the rule the server
 * checks against its own clock.
 */
export function notInFutureRule(t: TFunction, byDay = false): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'number') return;
      const now = Date.now();
      const late = byDay ? chinaDayStart(value) > chinaDayStart(now) : value > now;
      if (late) throw new Error(t('validation.notInFuture'));
    },
  };
}
