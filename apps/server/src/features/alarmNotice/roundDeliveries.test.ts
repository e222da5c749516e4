import { ALARM_FIRST_TYPE, SPEED_ALARM, type AlarmNoticeInput } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { roundDeliveries } from './roundDeliveries';

const input: AlarmNoticeInput = {
  alarm: {
    guid: 'g',
    companyId: 1,
    vehicleId: 7,
    plate: '粤B12345',
    firstType: ALARM_FIRST_TYPE.speed,
    secondType: SPEED_ALARM.overspeed,
    level: 1,
    placeName: '',
    beginTime: Date.UTC(2026, 0, 1),
  },
  contacts: [
    { name: '甲', phone: '13800000000', email: 'a@x.com' },
    { name: '乙', phone: '13800000000' },
  ],
  methods: ['sms', 'email'],
  terminalNotice: { mode: 'tts', text: ' 请减速 ' },
};

describe('roundDeliveries', () => {
  it('sends each method once per address, and says which contacts lack one', () => {
    const rows = roundDeliveries(input, 0, new Set(['sms', 'email', 'terminal']));
    expect(rows.map((r) => [r.channel, r.recipient, r.status, r.reason, r.tts])).toEqual([
      ['sms', '13800000000', 'queued', null, false],
      ['email', 'a@x.com', 'queued', null, false],
      ['email', '乙', 'skipped', 'noAddress', false],
      ['terminal', '粤B12345', 'queued', null, true],
    ]);
    expect(rows.find((r) => r.channel === 'terminal')?.body).toBe('请减速');
  });
  it('marks channels without a sender "not configured"', () => {
    const rows = roundDeliveries(input, 1, new Set());
    expect(rows.filter((r) => r.reason === 'notConfigured').map((r) => r.channel)).toEqual([
      'sms',
      'email',
      'terminal',
    ]);
    expect(rows[0]?.body).toMatch(/^第1次提醒/);
  });
  it('notifies at most 10 contacts', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      name: `c${i}`,
      phone: `1380000${String(i).padStart(4, '0')}`,
    }));
    const rows = roundDeliveries(
      { ...input, contacts: many, methods: ['sms'], terminalNotice: undefined },
      0,
      new Set(['sms']),
    );
    expect(rows).toHaveLength(10);
  });
});
