/** How a track is drawn: speed thresholds (km/h) and one colour per band, line width (seed 000 §3, §9). */
export interface TrackStyle {
  /** Ascending thresholds, e.g. [40, 80, 100]: band 0 up to the first, band 3 above the last. */
  speedBands: readonly number[];
  /** One colour per band (thresholds + 1). */
  bandColors: readonly string[];
  lineWidth: number;
}

export interface TrackPointInput {
  /** WGS-84, as the server stores them. */
  lon: number;
  lat: number;
  speed: number;
}

export interface TrackSegment {
  band: number;
  color: string;
  /** [lon, lat] pairs; a segment shares its first point with the previous one so the line has no gaps. */
  coords: [number, number][];
}

/** Band of a speed: up to the first threshold is 0, …, above the last is the last band (seed 000 §4). */
export function bandOf(speed: number, thresholds: readonly number[]): number {
  const index = thresholds.findIndex((t) => speed <= t);
  return index === -1 ? thresholds.length : index;
}

/** Splits a track into runs of the same speed band, each with its colour. */
export function speedSegments(points: readonly TrackPointInput[], style: TrackStyle): TrackSegment[] {
  const segments: TrackSegment[] = [];
  let current: TrackSegment | null = null;
  let previous: [number, number] | null = null;
  for (const p of points) {
    const band = bandOf(p.speed, style.speedBands);
    const coord: [number, number] = [p.lon, p.lat];
    if (!current || current.band !== band) {
      current = {
        band,
        color: style.bandColors[band] ?? style.bandColors[style.bandColors.length - 1] ?? '#52c41a',
        coords: previous ? [previous] : [],
      };
      segments.push(current);
    }
    current.coords.push(coord);
    previous = coord;
  }
  // A line needs two points: a track of one report has no line (its start marker shows it), never a line of one.
  return segments.filter((s) => s.coords.length > 1);
}
