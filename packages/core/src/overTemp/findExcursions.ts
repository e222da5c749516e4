/** One stored reading of a probe; null when the terminal reported the probe faulty or disconnected. */
export interface ProbeReadingPoint {
  time: number;
  valueC: number | null;
}

/** A period the readings were outside the bounds, on one side. */
export interface TempExcursion {
  side: 'high' | 'low';
  /** The first reading out of range. */
  start: number;
  /** The last reading out of range before one in range, a faulty one or the end of the readings. */
  end: number;
  /** The reading furthest out. */
  peakC: number;
  durationS: number;
}

/**
 * Periods out of range in readings oldest first, measured only between readings the terminal reported: from the
 * first reading out of range to the last one before the temperature came back (or the probe stopped answering),
 * so a period is never longer than the readings show. A null bound is no limit on that side.
 */
export function findExcursions(
  readings: readonly ProbeReadingPoint[],
  minC: number | null,
  maxC: number | null,
): TempExcursion[] {
  const out: TempExcursion[] = [];
  let open: TempExcursion | null = null;
  const close = () => {
    if (open) out.push({ ...open, durationS: Math.round((open.end - open.start) / 1000) });
    open = null;
  };
  for (const r of readings) {
    const side =
      r.valueC === null
        ? null
        : maxC !== null && r.valueC > maxC
          ? 'high'
          : minC !== null && r.valueC < minC
            ? 'low'
            : null;
    if (side === null || r.valueC === null) {
      close();
      continue;
    }
    if (open && (open as TempExcursion).side !== side) close();
    if (!open) {
      open = { side, start: r.time, end: r.time, peakC: r.valueC, durationS: 0 };
      continue;
    }
    const current: TempExcursion = open;
    current.end = r.time;
    if (side === 'high' ? r.valueC > current.peakC : r.valueC < current.peakC) current.peakC = r.valueC;
  }
  close();
  return out;
}
