import { describe, expect, it } from 'vitest';
import { TRACK_DEFAULTS } from './constants';
import {
  deriveTempState,
  DEVICE_EXCEPTION_TYPE,
  HANDLE_STATUS,
  HANDLE_STATUS_FILTER,
  isStateValue,
  speedBand,
  stateName,
  PROBE_FAULT_CODES,
  TEMPERATURE_POINT_STATE,
} from './states';
import { timelineHasEnd } from './types/alarm';

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
    expect(Object.values(DEVICE_EXCEPTION_TYPE)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
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

describe('temperature point state', () => {
  const { normal, warning, alarm, offline, outOfRange } = TEMPERATURE_POINT_STATE;
  it('is normal inside the range, a warning up to 2 °C beyond it and an alarm further', () => {
    // A chilled point configured for 2–8 °C.
    expect([5, 8, 9.5, 10, 10.1, 1, 0, -0.5].map((v) => deriveTempState(v, 2, 8))).toEqual([
      normal,
      normal,
      warning,
      warning,
      alarm,
      warning,
      warning,
      alarm,
    ]);
  });

  it('is offline without a value and out of range for a probe fault code', () => {
    expect(deriveTempState(null, -22, -15)).toBe(offline);
    for (const code of PROBE_FAULT_CODES) expect(deriveTempState(code, -22, -15)).toBe(outOfRange);
  });
});

describe('timeline', () => {
  it('treats a timeline end time containing 1900 as no end', () => {
    expect(timelineHasEnd({ eTime: '1900-01-01 00:00:00' })).toBe(false);
    expect(timelineHasEnd({ eTime: '2026-03-01 10:00:00' })).toBe(true);
  });
});
