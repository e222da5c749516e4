import { ALARM_FIRST_TYPE, SPEED_ALARM } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { noticeText } from './noticeText';

const alarm = {
  guid: 'g-1',
  companyId: 1,
  vehicleId: 7,
  plate: '粤B12345',
  firstType: ALARM_FIRST_TYPE.speed,
  secondType: SPEED_ALARM.overspeed,
  level: 2,
  placeName: '深圳市南山区科技园',
  // 2026-03-01 23:30:00 in China is 15:30 UTC: the text shows China time whatever the server's zone.
  beginTime: Date.UTC(2026, 2, 1, 15, 30, 0),
};

describe('noticeText', () => {
  it('names plate, alarm type, level, place and China time in Chinese by default', () => {
    const { subject, text } = noticeText(alarm, 0);
    expect(text).toBe(
      '车辆粤B12345于2026-03-01 23:30:00在深圳市南山区科技园发生超速报警（中风险），请及时处理。',
    );
    expect(subject).toBe('报警通知：粤B12345 超速报警（中风险）');
  });
  it('writes English for an English-speaking company', () => {
    const { text } = noticeText(alarm, 0, 'en-US');
    expect(text).toBe(
      'Vehicle 粤B12345: Overspeed (Medium risk) at 深圳市南山区科技园, 2026-03-01 23:30:00. Please handle it.',
    );
  });
  it('numbers a reminder and says the alarm is still unhandled', () => {
    expect(noticeText(alarm, 3).text).toMatch(/^第3次提醒：.*仍未处理/);
    expect(noticeText(alarm, 2, 'en-US').subject).toBe('Alarm reminder 2: 粤B12345 Overspeed (Medium risk)');
  });
  it('says the place is unknown when there is none', () => {
    expect(noticeText({ ...alarm, placeName: ' ' }, 0).text).toContain('在未知地点发生');
  });
});
