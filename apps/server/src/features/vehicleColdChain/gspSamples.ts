import { GSP_READING_MAX_AGE_MS, GSP_TRANSPORT_INTERVAL_MS, type ColdChainSample } from '@roadwatch/core';
import { stateAt, type SwitchChange } from './switchSpans';

export interface GspInput {
  startTime: number;
  endTime: number;
  /** Bounds per probe, in the order of `series`. */
  bounds: readonly { minC: number; maxC: number }[];
  /** Stored readings per probe, oldest first. */
  series: readonly (readonly [number, number | null])[][];
  /** Positions oldest first. */
  track: readonly { time: number; lon: number; lat: number; speedKmh: number }[];
  door: readonly SwitchChange[];
  cooler: readonly SwitchChange[];
}

/** Index of the last entry at or before `time`, moving forward from `from` (entries oldest first). */
function lastAtOrBefore(times: (i: number) => number, length: number, from: number, time: number): number {
  let i = from;
  while (i + 1 < length && times(i + 1) <= time) i += 1;
  return i;
}

/**
 * The GSP transport record from stored readings: the first sample at the first reading in the range, then one every
 * 5 minutes, or 2 minutes after a sample where any probe was out of its range, up to the last reading (or the
 * range's end). Each sample shows each probe's latest reading when it is at most 5 minutes old, the latest position
 * under the same rule, and the door and cooler states then.
 */
export function gspSamples(input: GspInput): ColdChainSample[] {
  const { startTime, endTime, bounds, series, track } = input;
  let first = Infinity;
  let last = -Infinity;
  for (const s of series) {
    const inRange = s.filter(([time]) => time >= startTime && time <= endTime);
    if (inRange.length === 0) continue;
    first = Math.min(first, inRange[0]![0]);
    last = Math.max(last, inRange[inRange.length - 1]![0]);
  }
  if (!Number.isFinite(first)) return [];
  const at = series.map(() => -1);
  let trackAt = -1;
  const samples: ColdChainSample[] = [];
  for (let t = first; t <= last;) {
    let outOfRange = false;
    const values = series.map((s, p) => {
      const i = lastAtOrBefore((k) => s[k]![0], s.length, at[p]!, t);
      at[p] = i;
      const reading = i >= 0 ? s[i] : undefined;
      if (!reading || t - reading[0] > GSP_READING_MAX_AGE_MS) return null;
      const value = reading[1];
      const b = bounds[p];
      if (value !== null && b && (value < b.minC || value > b.maxC)) outOfRange = true;
      return value;
    });
    trackAt = lastAtOrBefore((k) => track[k]!.time, track.length, trackAt, t);
    const fix = trackAt >= 0 ? track[trackAt] : undefined;
    const recent = fix && t - fix.time <= GSP_READING_MAX_AGE_MS ? fix : null;
    samples.push({
      time: t,
      lon: recent?.lon ?? null,
      lat: recent?.lat ?? null,
      speedKmh: recent?.speedKmh ?? null,
      values,
      outOfRange,
      door: stateAt(input.door, t),
      cooler: stateAt(input.cooler, t),
    });
    t += outOfRange ? GSP_TRANSPORT_INTERVAL_MS.outOfRange : GSP_TRANSPORT_INTERVAL_MS.normal;
  }
  return samples;
}
