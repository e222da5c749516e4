/**
 * A long series thinned for a chart a few hundred pixels wide: the points are cut into `buckets` runs and each run
 * keeps its lowest and highest value (in time order), so peaks and dips stay visible. Short series stay whole.
 */
export function thinSeries(
  data: readonly [number, number | null][],
  buckets: number,
): [number, number | null][] {
  if (data.length <= buckets * 2) return data as [number, number | null][];
  const out: [number, number | null][] = [];
  const size = data.length / buckets;
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor(b * size);
    const to = Math.min(data.length, Math.floor((b + 1) * size));
    let low: [number, number | null] | undefined;
    let high: [number, number | null] | undefined;
    for (let i = from; i < to; i++) {
      const point = data[i];
      if (!point || point[1] === null) continue;
      if (!low || point[1] < (low[1] ?? Infinity)) low = point;
      if (!high || point[1] > (high[1] ?? -Infinity)) high = point;
    }
    if (!low || !high) continue;
    if (low === high) out.push(low);
    else out.push(...(low[0] < high[0] ? [low, high] : [high, low]));
  }
  return out;
}
