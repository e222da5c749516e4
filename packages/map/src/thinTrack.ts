import { bandOf, type TrackPointInput } from './trackStyle';

/** The line is drawn at most this finely: a point closer than 1/STEPS of the track extent to the last kept one is left out (about a pixel on a fitted map). */
const STEPS = 2000;

/**
 * A track thinned for drawing: within a run of one speed band, points closer than a fraction of the track's extent
 * to the last kept point are left out; the first and last points and every point where the band changes are kept,
 * so the colours start and end where the speeds say. The replay and the tables use every point.
 */
export function thinTrack<P extends TrackPointInput>(
  points: readonly P[],
  speedBands: readonly number[],
): P[] {
  const first = points[0];
  if (!first || points.length <= STEPS) return points as P[];
  let [w, e, s, n] = [first.lon, first.lon, first.lat, first.lat];
  for (const p of points) {
    if (p.lon < w) w = p.lon;
    if (p.lon > e) e = p.lon;
    if (p.lat < s) s = p.lat;
    if (p.lat > n) n = p.lat;
  }
  const step = Math.max(e - w, n - s) / STEPS;
  const kept: P[] = [first];
  let last = first;
  let band = bandOf(first.speed, speedBands);
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] as P;
    const b = bandOf(p.speed, speedBands);
    if (b !== band || Math.abs(p.lon - last.lon) > step || Math.abs(p.lat - last.lat) > step) {
      kept.push(p);
      last = p;
      band = b;
    }
  }
  kept.push(points[points.length - 1] as P);
  return kept;
}
