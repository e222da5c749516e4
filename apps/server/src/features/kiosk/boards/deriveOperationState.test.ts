import { VEHICLE_OPERATION_STATE as S } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { deriveOperationState, type OperationFacts } from './deriveOperationState';

const calm: OperationFacts = {
  online: true,
  speedKmh: 0,
  recentHighRisk: false,
  openAlarm: false,
  openException: false,
};

describe('deriveOperationState', () => {
  it('is running or stopped by speed when nothing is wrong', () => {
    expect(deriveOperationState({ ...calm, speedKmh: 42 })).toBe(S.running);
    expect(deriveOperationState(calm)).toBe(S.stopped);
  });

  it('puts the most urgent fact first: offline, dangerous, alarm, abnormal', () => {
    const all = { online: true, speedKmh: 60, recentHighRisk: true, openAlarm: true, openException: true };
    expect(deriveOperationState({ ...all, online: false })).toBe(S.offline);
    expect(deriveOperationState(all)).toBe(S.dangerous);
    expect(deriveOperationState({ ...all, recentHighRisk: false })).toBe(S.alarm);
    expect(deriveOperationState({ ...all, recentHighRisk: false, openAlarm: false })).toBe(S.abnormal);
  });
});
