import { describe, expect, it } from 'vitest';
import { inAlarmPeriods } from './alarmPeriodsAt';

const at = (iso: string) => Date.parse(iso);

describe('inAlarmPeriods', () => {
  it('counts all day without periods', () => {
    expect(inAlarmPeriods([], at('2026-03-02T03:00:00+08:00'))).toBe(true);
  });

  it('holds China times from the start minute through the end minute', () => {
    const periods = [{ start: '08:00', end: '18:00' }];
    expect(inAlarmPeriods(periods, at('2026-03-02T07:59:59+08:00'))).toBe(false);
    expect(inAlarmPeriods(periods, at('2026-03-02T08:00:00+08:00'))).toBe(true);
    expect(inAlarmPeriods(periods, at('2026-03-02T18:00:59+08:00'))).toBe(true);
    expect(inAlarmPeriods(periods, at('2026-03-02T18:01:00+08:00'))).toBe(false);
  });

  it('takes any of several periods', () => {
    const periods = [
      { start: '00:00', end: '06:00' },
      { start: '22:00', end: '23:59' },
    ];
    expect(inAlarmPeriods(periods, at('2026-03-02T23:30:00+08:00'))).toBe(true);
    expect(inAlarmPeriods(periods, at('2026-03-02T12:00:00+08:00'))).toBe(false);
  });
});
