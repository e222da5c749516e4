import { NAMESPACES, resources } from '@roadwatch/core/i18n';
import { describe, expect, it } from 'vitest';

describe('popover translations', () => {
  it('has no group named like a namespace (i18next would read `alarm.title` from the alarm namespace)', () => {
    const groups = Object.keys(resources['zh-CN'].popover);
    expect(groups.filter((g) => (NAMESPACES as readonly string[]).includes(g))).toEqual([]);
  });
});
