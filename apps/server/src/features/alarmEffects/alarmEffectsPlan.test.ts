import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  SPEED_ALARM,
  ZONE_ALARM,
  builtInAlarmRules,
  chinaDayStart,
} from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import type { OpenedAlarm } from '../../pipeline/openedAlarm';
import { planAlarmEffects } from './alarmEffectsPlan';

const AT_1400 = chinaDayStart(Date.parse('2026-11-27T12:00:00+08:00')) + 14 * 3_600_000;

function sos(edit: (rules: ReturnType<typeof builtInAlarmRules>) => void = () => {}): OpenedAlarm {
  const alarmRules = structuredClone(builtInAlarmRules());
  edit(alarmRules);
  return {
    guid: 'g',
    companyId: 1,
    vehicleId: 7,
    plate: '沪A00007',
    firstType: ALARM_FIRST_TYPE.device,
    secondType: DEVICE_ALARM_KIND.sos,
    level: 3,
    beginTime: AT_1400,
    endTime: null,
    lon: 121.47,
    lat: 31.23,
    pointId: null,
    alarmRules,
  };
}
const contact = { name: '调度员', phone: '13800000000', email: '' };

describe('planAlarmEffects', () => {
  it('does nothing for an alarm no setting governs', () => {
    expect(
      planAlarmEffects({ ...sos(), firstType: ALARM_FIRST_TYPE.speed, secondType: SPEED_ALARM.underspeed }),
    ).toBeNull();
  });

  it('asks for nothing with the built-in setting (nobody to tell, no capture)', () => {
    expect(planAlarmEffects(sos())).toEqual({
      ruleType: 'hijack',
      skip: null,
      display: true,
      sound: true,
      notice: null,
      capture: null,
    });
  });

  it('counts the first notice among the reminders: 3 is the notice and two repeats 15 minutes apart', () => {
    const plan = planAlarmEffects(
      sos((r) => {
        r.hijack.contacts = [contact];
        r.hijack.notification = { methods: ['sms', 'email'], perVehiclePerDayMax: 5, reminders: 3 };
      }),
    );
    expect(plan?.notice).toEqual({
      contacts: [{ name: '调度员', phone: '13800000000' }],
      methods: ['sms', 'email'],
      reminders: { count: 2, intervalMinutes: 15 },
      perVehiclePerDayMax: 5,
    });
  });

  it('skips a switched-off setting and an alarm outside the valid periods (China time)', () => {
    const off = sos((r) => {
      r.hijack.enabled = false;
      r.hijack.contacts = [contact];
    });
    expect(planAlarmEffects(off)?.skip).toBe('disabled');
    const morning = sos((r) => {
      r.hijack.contacts = [contact];
      r.hijack.notification.methods = ['sms'];
      r.hijack.periods = [{ start: '08:00', end: '09:00' }];
    });
    expect(planAlarmEffects(morning)).toMatchObject({
      skip: 'outsidePeriods',
      notice: null,
      display: false,
      sound: false,
    });
    expect(planAlarmEffects({ ...morning, beginTime: AT_1400 - 5.5 * 3_600_000 })?.skip).toBeNull();
  });

  it('sends the cab text without contacts, and a capture only when it names channels', () => {
    const plan = planAlarmEffects(
      sos((r) => {
        r.hijack.terminalNotice = { enabled: true, mode: 'text', text: '请停车' };
        r.hijack.capture = { enabled: true, kind: 'video30', channels: [1], count: 2, intervalS: 5 };
      }),
    );
    expect(plan?.notice).toMatchObject({ methods: [], terminalNotice: { mode: 'text', text: '请停车' } });
    expect(plan?.capture).toMatchObject({ kind: 'video30', channels: [1] });
  });

  it("shows a zone rule's own notice in the cab unless the area setting has a cab text of its own", () => {
    const entry = { ...sos(), firstType: ALARM_FIRST_TYPE.zone, secondType: ZONE_ALARM.entry, pointId: 3 };
    expect(planAlarmEffects(entry, ' 进入装卸区请限速 ')?.notice).toMatchObject({
      methods: [],
      terminalNotice: { mode: 'text', text: '进入装卸区请限速' },
    });
    expect(planAlarmEffects(entry, '')?.notice).toBeNull();
    entry.alarmRules.area.terminalNotice = { enabled: true, mode: 'tts', text: '注意区域' };
    expect(planAlarmEffects(entry, '进入装卸区请限速')?.notice?.terminalNotice).toEqual({
      mode: 'tts',
      text: '注意区域',
    });
  });
});
