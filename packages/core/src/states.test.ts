import { describe, expect, it } from 'vitest';
import { TRACK_DEFAULTS } from './constants';
import {
  DEVICE_EXCEPTION_TYPE,
  HANDLE_STATUS,
  HANDLE_STATUS_FILTER,
  isStateValue,
  speedBand,
  stateName,
  TEMPERATURE_POINT_STATE,
} from './states';
import { ALARM_ICON_TYPES, timelineHasEnd } from './types/alarm';

describe('state maps', () => {
  it('names a value for translation keys', () => {
    expect(stateName(TEMPERATURE_POINT_STATE, 4)).toBe('outOfRange');
    expect(stateName(DEVICE_EXCEPTION_TYPE, 8)).toBe('signal');
    expect(stateName(TEMPERATURE_POINT_STATE, 9)).toBeUndefined();
  });

  it('recognises only values of the map', () => {
    expect(isStateValue(HANDLE_STATUS, 2)).toBe(true);
    expect(isStateValue(HANDLE_STATUS, '2')).toBe(false);
    expect(isStateValue(HANDLE_STATUS_FILTER, -1)).toBe(true);
  });

  it('keeps temperature point states 0 to 4 and device exception types 1 to 8', () => {
    expect(Object.values(TEMPERATURE_POINT_STATE)).toEqual([0, 1, 2, 3, 4]);
    expect(Object.values(DEVICE_EXCEPTION_TYPE)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('speed band', () => {
  const bands = TRACK_DEFAULTS.speedBands;
  it('puts a speed up to the first threshold in band 0 and above the last in band 3', () => {
    expect([0, 40, 41, 80, 81, 100, 101, 180].map((s) => speedBand(s, bands))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});

describe('alarm types', () => {
  it('has an icon for every alarm icon type from 1 to 30, each with a distinct key', () => {
    const types = Object.keys(ALARM_ICON_TYPES).map(Number);
    expect(types).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const keys = Object.values(ALARM_ICON_TYPES).map((t) => t.key);
    expect(new Set(keys).size).toBe(30);
  });

  it('treats a timeline end time containing 1900 as no end', () => {
    expect(timelineHasEnd({ eTime: '1900-01-01 00:00:00' })).toBe(false);
    expect(timelineHasEnd({ eTime: '2026-03-01 10:00:00' })).toBe(true);
  });
});
