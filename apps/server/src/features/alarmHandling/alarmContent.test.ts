import { ALARM_FIRST_TYPE, HAZARD_LEVEL, SPEED_ALARM, TEMPERATURE_ALARM } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { localeFor } from '../../http/requestLocale';
import { alarmContent } from './alarmNames';

const zh = localeFor('zh-CN').t;
const en = localeFor('en-US').t;
const base = { content: '', level: HAZARD_LEVEL.medium, b_speed: 0, speed_limit: 0 };

describe('alarmContent', () => {
  it('keeps the text an alarm came with', () => {
    const stored = { ...base, content: '疲劳驾驶（中风险），车速 62 km/h' };
    expect(alarmContent(en, { ...stored, first_type: 1, second_type: 1 })).toBe(stored.content);
  });

  it("describes a live overspeed alarm with its speed and the limit, in the reader's language", () => {
    const overspeed = {
      ...base,
      first_type: ALARM_FIRST_TYPE.speed,
      second_type: SPEED_ALARM.overspeed,
      b_speed: 96,
      speed_limit: 80,
    };
    expect(alarmContent(zh, overspeed)).toBe('超速报警，车速 96 km/h，限速 80 km/h');
    expect(alarmContent(en, overspeed)).toMatch(/: 96 km\/h, limit 80 km\/h$/);
  });

  it('describes a live temperature alarm by its kind and level', () => {
    const warm = { ...base, first_type: ALARM_FIRST_TYPE.temperature, second_type: TEMPERATURE_ALARM.high };
    expect(alarmContent(zh, warm)).toBe('高温报警（中风险）');
    expect(alarmContent(en, { ...warm, b_speed: 45 })).toMatch(/ \(Medium risk\), 45 km\/h$/);
  });
});
