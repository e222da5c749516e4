import { outOfRangePeriods, READING_HOLD_MAX_MS } from '../traceability/chainFigures';
import { DAY_MS } from '../time/chinaTime';

/** GSP: readings of goods in storage are recorded every 30 minutes. */
export const STORAGE_RECORDING_MS = 30 * 60_000;
/** Recording times of one China day: 00:00, 00:30 … 23:30. */
export const STORAGE_SLOTS_PER_DAY = DAY_MS / STORAGE_RECORDING_MS;

/** One stored reading of a point (value null: the point was offline). */
export interface StoredReading {
  time: number;
  valueC: number | null;
  state: number;
}

/** A point's figures of one China day. */
export interface DailyPointFigures {
  /** Readings with a value in the day (up to now for today). */
  readings: number;
  lowestC: number | null;
  highestC: number | null;
  /** Arithmetic mean of those readings, two decimals. */
  meanC: number | null;
  /** Milliseconds out of the point's limits: a reading out of range stands until the next, at most 30 min. */
  outOfRangeMs: number;
  /** Recording times already passed (48 for a past day). */
  slotsExpected: number;
  /** Recording times with a sample that has a value. */
  slotsRecorded: number;
  /** One per recording time: the newest reading at or before it and less than 30 min old, else null. */
  samples: (StoredReading | null)[];
}

/** The recording times of the day starting at `dayStart`. */
export function storageSlotTimes(dayStart: number): number[] {
  return Array.from({ length: STORAGE_SLOTS_PER_DAY }, (_, i) => dayStart + i * STORAGE_RECORDING_MS);
}

/**
 * Figures of one point's day [dayStart, dayStart + 1 day), counted only up to `now`. `readings` are the point's,
 * oldest first, and may begin up to 30 min before the day (the 00:00 sample may be such a reading).
 */
export function dailyPointFigures(
  readings: readonly StoredReading[],
  limits: { minC: number; maxC: number },
  dayStart: number,
  now: number,
): DailyPointFigures {
  const to = Math.min(dayStart + DAY_MS, now);
  const inDay = readings.filter((r) => r.time >= dayStart && r.time < to);
  const values = inDay.flatMap((r) => (r.valueC === null ? [] : [r.valueC]));
  const sum = values.reduce((a, v) => a + v, 0);
  const periods = outOfRangePeriods({ name: '', ...limits, readings: inDay }, dayStart, to);
  let cursor = 0;
  let latest: StoredReading | null = null;
  const samples = storageSlotTimes(dayStart).map((slot) => {
    if (slot > to) return null;
    while (cursor < readings.length && readings[cursor]!.time <= slot) latest = readings[cursor++]!;
    const held: StoredReading | null = latest;
    return held !== null && slot - held.time < READING_HOLD_MAX_MS ? held : null;
  });
  const slotsExpected = storageSlotTimes(dayStart).filter((slot) => slot <= to).length;
  return {
    readings: values.length,
    lowestC: values.length ? Math.min(...values) : null,
    highestC: values.length ? Math.max(...values) : null,
    meanC: values.length ? Math.round((sum / values.length) * 100) / 100 : null,
    outOfRangeMs: periods.reduce((a, p) => a + p.end - p.start, 0),
    slotsExpected,
    slotsRecorded: samples.filter((s) => s !== null && s.valueC !== null).length,
    samples,
  };
}

/** Humidity judged against a point's limits: no limit set, within, above or below. */
export type HumidityState = 'none' | 'normal' | 'high' | 'low';

export function humidityState(
  humidity: number,
  limits: { humidityMin: number | null; humidityMax: number | null },
): HumidityState {
  if (limits.humidityMin === null || limits.humidityMax === null) return 'none';
  if (humidity > limits.humidityMax) return 'high';
  if (humidity < limits.humidityMin) return 'low';
  return 'normal';
}
