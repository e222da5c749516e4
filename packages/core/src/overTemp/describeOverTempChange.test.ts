import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { describeOverTempChange } from './describeOverTempChange';
import type { OverTempThresholds } from './overTempThresholds';

const before: OverTempThresholds = { enabled: true, minC: 2, maxC: 8, sustainS: 60 };

describe('describeOverTempChange', () => {
  it('says each changed threshold before → after in Chinese', () => {
    const { t } = createI18n('zh-CN');
    expect(describeOverTempChange(t, before, { ...before, maxC: 10, sustainS: 300 })).toEqual([
      '温度上限：8 °C → 10 °C',
      '持续时长：60 秒 → 300 秒',
    ]);
  });

  it('says each changed threshold before → after in English', () => {
    const { t } = createI18n('en-US');
    expect(describeOverTempChange(t, before, { ...before, enabled: false, minC: null })).toEqual([
      'Over-temperature alarm: on → off',
      'Lower bound: 2 °C → each point’s own range',
    ]);
  });

  it('lists every threshold of a first save and names a deletion, in both languages', () => {
    const zh = createI18n('zh-CN').t;
    const en = createI18n('en-US').t;
    expect(describeOverTempChange(en, null, before)).toEqual([
      'Over-temperature alarm: set to on',
      'Lower bound: set to 2 °C',
      'Upper bound: set to 8 °C',
      'Duration: set to 60 s',
    ]);
    expect(describeOverTempChange(zh, before, null)).toEqual(['删除单车设置，改用企业默认']);
    expect(describeOverTempChange(en, before, before)).toEqual(['Thresholds unchanged']);
  });
});
