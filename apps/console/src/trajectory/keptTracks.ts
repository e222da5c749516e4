import { KEPT_TRACKS_MAX } from '@roadwatch/core';

/** A kept track is known by its vehicle and range; the same query again replaces it rather than adding a copy. */
export interface TrackKey {
  vehicleId: number;
  startTime: number;
  endTime: number;
}

const same = (a: TrackKey, b: TrackKey) =>
  a.vehicleId === b.vehicleId && a.startTime === b.startTime && a.endTime === b.endTime;

/** The kept tracks after a new one is loaded: newest last, at most three, the oldest dropped. */
export function keepTrack<T extends TrackKey>(kept: readonly T[], track: T, max = KEPT_TRACKS_MAX): T[] {
  const rest = kept.filter((k) => !same(k, track));
  return [...rest, track].slice(-max);
}
