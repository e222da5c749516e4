import { STORE_ONLINE_WITHIN_MS, TEMPERATURE_POINT_STATE, type SiteBoardPoint } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { freezerReading } from './freezerReading';

const NOW = Date.parse('2026-11-28T08:00:00+08:00');
const point = (over: Partial<SiteBoardPoint>): SiteBoardPoint => ({
  pointId: 1,
  probeNo: 1,
  name: '冷柜1',
  minC: -18,
  maxC: -12,
  valueC: -15.04,
  state: TEMPERATURE_POINT_STATE.normal,
  time: NOW - 60_000,
  ...over,
});

describe('freezerReading', () => {
  it('shows a fresh value in its own state', () => {
    expect(freezerReading(point({}), NOW)).toEqual({
      value: '-15.0 ℃',
      stateKey: TEMPERATURE_POINT_STATE.normal,
      offlineSince: null,
    });
  });

  it('keeps a silent logger’s last value but marks it offline since that reading', () => {
    const last = NOW - STORE_ONLINE_WITHIN_MS - 1;
    expect(freezerReading(point({ time: last, state: TEMPERATURE_POINT_STATE.alarm }), NOW)).toEqual({
      value: '-15.0 ℃',
      stateKey: TEMPERATURE_POINT_STATE.offline,
      offlineSince: last,
    });
  });

  it('is still online at exactly the end of the window', () => {
    const edge = NOW - STORE_ONLINE_WITHIN_MS;
    expect(freezerReading(point({ time: edge }), NOW).offlineSince).toBeNull();
  });

  it('marks the offline marker the logger left with its time', () => {
    const marked = NOW - 120_000;
    expect(
      freezerReading(point({ valueC: null, state: TEMPERATURE_POINT_STATE.offline, time: marked }), NOW),
    ).toEqual({ value: '--', stateKey: TEMPERATURE_POINT_STATE.offline, offlineSince: marked });
  });

  it('says nothing about offline for a freezer that never reported', () => {
    expect(freezerReading(point({ valueC: null, state: null, time: null }), NOW)).toEqual({
      value: '--',
      stateKey: 'none',
      offlineSince: null,
    });
  });
});
