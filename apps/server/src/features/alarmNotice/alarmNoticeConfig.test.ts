import { describe, expect, it } from 'vitest';
import { alarmNoticeSenders, loadAlarmNoticeConfig } from './alarmNoticeConfig';

describe('loadAlarmNoticeConfig', () => {
  it('leaves every channel unset by default, with a 10 s send limit', () => {
    const config = loadAlarmNoticeConfig({});
    expect(config).toMatchObject({
      smtpUrl: undefined,
      smsUrl: undefined,
      wechatUrl: undefined,
      timeoutMs: 10_000,
    });
    expect(Object.keys(alarmNoticeSenders(config, null))).toEqual([]);
  });
  it('gives a sender to each configured channel only', () => {
    const config = loadAlarmNoticeConfig({
      ROADWATCH_SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ROADWATCH_WECHAT_URL: 'https://wechat.example.com/send',
      ROADWATCH_NOTICE_TIMEOUT_S: '3',
    });
    expect(config.timeoutMs).toBe(3_000);
    expect(Object.keys(alarmNoticeSenders(config, null)).sort()).toEqual(['email', 'wechat']);
  });
  it('stops start-up on a malformed address or time limit', () => {
    expect(() => loadAlarmNoticeConfig({ ROADWATCH_SMS_URL: 'not a url' })).toThrow(/ROADWATCH_SMS_URL/);
    expect(() => loadAlarmNoticeConfig({ ROADWATCH_SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:/);
    expect(() => loadAlarmNoticeConfig({ ROADWATCH_NOTICE_TIMEOUT_S: '0' })).toThrow(/positive integer/);
  });
});
