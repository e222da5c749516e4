import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { overTempThresholdsText } from './overTempThresholdsText';

describe('overTempThresholdsText', () => {
  it('words both bounds and the duration in either language', () => {
    const value = { enabled: true, minC: -20, maxC: -15, sustainS: 60 };
    expect(overTempThresholdsText(createI18n('en-US').t, value)).toBe('Lower -20 °C, upper -15 °C, for 60 s');
    expect(overTempThresholdsText(createI18n('zh-CN').t, value)).toBe('下限 -20 °C，上限 -15 °C，持续 60 秒');
  });

  it('says a missing bound is each probe’s own, and an alarm turned off only that', () => {
    const { t } = createI18n('en-US');
    expect(overTempThresholdsText(t, { enabled: true, minC: null, maxC: 8, sustainS: 0 })).toBe(
      'Lower each probe’s own, upper 8 °C, for 0 s',
    );
    expect(overTempThresholdsText(t, { enabled: false, minC: 2, maxC: 8, sustainS: 60 })).toBe('Alarm off');
  });
});
