import { describe, expect, it } from 'vitest';
import { ALARM_FIRST_TYPE, DEVICE_ALARM_KIND, SPEED_ALARM, alarmIconTypeOf } from './alarmCatalogue';
import { ttsTemplateKeyOf } from './ttsTemplates';

const safety = (key: Parameters<typeof alarmIconTypeOf>[0]) =>
  ttsTemplateKeyOf(ALARM_FIRST_TYPE.activeSafety, alarmIconTypeOf(key));

describe('ttsTemplateKeyOf', () => {
  it('answers fatigue, phone and speeding alarms with their own reminder', () => {
    expect(safety('fatigue')).toBe('t1');
    expect(safety('phone')).toBe('t2');
    expect(safety('seatBelt')).toBe('t3');
    expect(safety('closeFollowing')).toBe('t4');
    expect(safety('overspeed')).toBe('t5');
    expect(ttsTemplateKeyOf(ALARM_FIRST_TYPE.device, DEVICE_ALARM_KIND.fatigueDriving)).toBe('t1');
    expect(ttsTemplateKeyOf(ALARM_FIRST_TYPE.speed, SPEED_ALARM.overspeed)).toBe('t5');
  });

  it('offers no reminder for lane changes, distraction or alarms without one', () => {
    expect(safety('frequentLaneChange')).toBeNull();
    expect(safety('laneDeparture')).toBeNull();
    expect(safety('distraction')).toBeNull();
    expect(ttsTemplateKeyOf(ALARM_FIRST_TYPE.speed, SPEED_ALARM.underspeed)).toBeNull();
    expect(ttsTemplateKeyOf(ALARM_FIRST_TYPE.temperature, 1)).toBeNull();
    // The same second type means another alarm in another family: device kind 1 is SOS, not fatigue.
    expect(ttsTemplateKeyOf(ALARM_FIRST_TYPE.device, DEVICE_ALARM_KIND.sos)).toBeNull();
  });
});
