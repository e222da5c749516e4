import { describe, expect, it } from 'vitest';
import { trackStops } from './trackStops';

const MIN = 60_000;
const at = (minute: number, speed: number) => ({
  gpsTime: minute * MIN,
  speed,
  lon: 121 + minute / 1000,
  lat: 31,
});

describe('trackStops', () => {
  it('counts a standstill of three minutes or more as a stop, ending at the first moving point', () => {
    const stops = trackStops([at(0, 40), at(1, 0), at(2, 0), at(3, 0), at(4, 0), at(5, 30)]);
    expect(stops).toEqual([{ startTime: MIN, endTime: 5 * MIN, duration: 240, lon: 121.001, lat: 31 }]);
  });

  it('ignores a short wait at a light', () => {
    expect(trackStops([at(0, 40), at(1, 0), at(2, 0), at(3, 20)])).toEqual([]);
  });

  it('ends a stop still going on at the end of the range with the last point', () => {
    const stops = trackStops([at(0, 10), at(1, 0), at(5, 0)]);
    expect(stops).toHaveLength(1);
    expect(stops[0]?.endTime).toBe(5 * MIN);
  });
});
