import { TEMPERATURE_POINT_STATE, freezerOfflineSince, type SiteBoardPoint } from '@roadwatch/core';

/** What a freezer line of the store dashboard shows: its last value, the state it is in, and since when offline. */
export interface FreezerReading {
  /** The last temperature heard, '--' when none. */
  value: string;
  /** Point state key for its colour and name ('none' = never reported). */
  stateKey: number | 'none';
  /** When it stopped counting as online; null while online or never reported. */
  offlineSince: number | null;
}

/**
 * A freezer whose latest reading is an offline marker, or a temperature older than the online window, is offline:
 * its last value is kept but shown in the offline state (the monitor's point state), with the time it went quiet.
 */
export function freezerReading(point: SiteBoardPoint, now: number): FreezerReading {
  const offlineSince = freezerOfflineSince(point, now);
  return {
    value: point.valueC === null ? '--' : `${point.valueC.toFixed(1)} ℃`,
    stateKey: offlineSince !== null ? TEMPERATURE_POINT_STATE.offline : (point.state ?? 'none'),
    offlineSince,
  };
}
