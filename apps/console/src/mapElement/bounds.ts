import type { LonLat } from '@roadwatch/map';

/** The two corners (south-west, north-east) of many positions, without spreading them into one call. */
export function boundsOf(coords: Iterable<LonLat>): LonLat[] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of coords) {
    if (lon < w) w = lon;
    if (lon > e) e = lon;
    if (lat < s) s = lat;
    if (lat > n) n = lat;
  }
  return Number.isFinite(w)
    ? [
        [w, s],
        [e, n],
      ]
    : [];
}
