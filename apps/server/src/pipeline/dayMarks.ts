import { CHINA_OFFSET_MS, DAY_MS } from '@roadwatch/core';

/**
 * The (vehicle, China day) pairs of `rows` track rows (`columns` values a row, vehicle id then gps time first) as
 * DAY_MARK_SHAPE values marked at `markedAt`: a batch of thousands of points gives a handful of marks.
 */
export function dayMarksOf(track: Float64Array, rows: number, columns: number, markedAt: number): number[] {
  const seen = new Set<string>();
  const marks: number[] = [];
  for (let at = 0; at < rows * columns; at += columns) {
    const vehicleId = track[at]!;
    const time = track[at + 1]!;
    const day = Math.floor((time + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    const key = `${vehicleId}:${day}`;
    if (seen.has(key)) continue;
    seen.add(key);
    marks.push(vehicleId, day, markedAt);
  }
  return marks;
}
