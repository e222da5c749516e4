import { TRACK_STOP_MIN_MS } from '@roadwatch/core';

export interface StopInputPoint {
  gpsTime: number;
  speed: number;
  lon: number;
  lat: number;
}

export interface DerivedStop {
  startTime: number;
  endTime: number;
  /** Seconds. */
  duration: number;
  lon: number;
  lat: number;
}

/**
 * Stops of a track: runs of points reported at speed 0 that last at least `TRACK_STOP_MIN_MS` (a red light is not
 * a stop). A run ends at the first moving point; one still standing at the end of the range ends with it.
 */
export function trackStops(points: Iterable<StopInputPoint>, minMs = TRACK_STOP_MIN_MS): DerivedStop[] {
  const stops: DerivedStop[] = [];
  let first: StopInputPoint | null = null;
  let last: StopInputPoint | null = null;
  const close = (endTime: number) => {
    if (first && endTime - first.gpsTime >= minMs) {
      stops.push({
        startTime: first.gpsTime,
        endTime,
        duration: Math.round((endTime - first.gpsTime) / 1000),
        lon: first.lon,
        lat: first.lat,
      });
    }
    first = null;
  };
  for (const p of points) {
    if (p.speed <= 0) {
      first ??= p;
    } else if (first) {
      close(p.gpsTime);
    }
    last = p;
  }
  if (first && last) close((last as StopInputPoint).gpsTime);
  return stops;
}
