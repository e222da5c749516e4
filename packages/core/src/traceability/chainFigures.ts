/**
 * Figures of a temperature record, as pure functions shared by the server (record, PDF) and the console.
 * Readings are one probe's, oldest first; a null value is a reading without a temperature (probe offline or
 * faulty): it counts in no figure and ends the time the reading before it stands for.
 */

/** One reading of a probe. */
export interface ChainReading {
  time: number;
  valueC: number | null;
}

/** A probe's readings with its limits (a temperature point of a site or a vehicle). */
export interface ChainProbe {
  name: string;
  minC: number;
  maxC: number;
  readings: readonly ChainReading[];
}

/** ΔH/R of the usual activation energy ΔH = 83.144 kJ/mol (R = 8.3144 J/(mol·K)), kelvin. */
export const MKT_DELTA_H_OVER_R_K = 10_000;
const KELVIN = 273.15;

/**
 * Mean kinetic temperature in °C: MKT = (ΔH/R) / −ln( Σ e^(−ΔH/(R·Tᵢ)) / n ), Tᵢ in kelvin; every reading weighs
 * the same (readings are taken at regular intervals). Null when there is no value.
 */
export function meanKineticTemperature(
  valuesC: readonly number[],
  deltaHOverR: number = MKT_DELTA_H_OVER_R_K,
): number | null {
  if (valuesC.length === 0) return null;
  let sum = 0;
  for (const c of valuesC) sum += Math.exp(-deltaHOverR / (c + KELVIN));
  return deltaHOverR / -Math.log(sum / valuesC.length) - KELVIN;
}

/** How long a reading stands for at most when the next one is late (the storage recording interval). */
export const READING_HOLD_MAX_MS = 30 * 60_000;

/** Whether a value is outside a probe's limits. */
export function outOfRange(valueC: number, probe: Pick<ChainProbe, 'minC' | 'maxC'>): boolean {
  return valueC < probe.minC || valueC > probe.maxC;
}

/**
 * Periods [start, end) a probe was out of range within [from, to): a reading out of range stands until the next
 * reading, the end of the range or `READING_HOLD_MAX_MS`, whichever comes first.
 */
export function outOfRangePeriods(
  probe: ChainProbe,
  from: number,
  to: number,
): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const rs = probe.readings.filter((r) => r.time >= from && r.time < to);
  rs.forEach((r, i) => {
    if (r.valueC === null || !outOfRange(r.valueC, probe)) return;
    const next = rs[i + 1]?.time ?? to;
    const end = Math.min(next, to, r.time + READING_HOLD_MAX_MS);
    const last = out[out.length - 1];
    if (last && last.end === r.time) last.end = end;
    else out.push({ start: r.time, end });
  });
  return out;
}

/** Milliseconds within [from, to) when at least one probe was out of its range (overlaps counted once). */
export function timeOutOfRangeMs(probes: readonly ChainProbe[], from: number, to: number): number {
  const periods = probes.flatMap((p) => outOfRangePeriods(p, from, to)).sort((a, b) => a.start - b.start);
  let total = 0;
  let cursor = -Infinity;
  for (const p of periods) {
    const start = Math.max(p.start, cursor);
    if (p.end > start) total += p.end - start;
    cursor = Math.max(cursor, p.end);
  }
  return total;
}

/** The reading furthest outside its probe's limits. */
export interface WorstExcursion {
  probe: string;
  time: number;
  valueC: number;
  side: 'high' | 'low';
  /** Degrees beyond the limit crossed. */
  beyondC: number;
  limitC: number;
}

/** The reading furthest out of range within [from, to), or null when none was out. */
export function worstExcursion(
  probes: readonly ChainProbe[],
  from: number,
  to: number,
): WorstExcursion | null {
  let worst: WorstExcursion | null = null;
  for (const p of probes)
    for (const r of p.readings) {
      if (r.valueC === null || r.time < from || r.time >= to || !outOfRange(r.valueC, p)) continue;
      const side = r.valueC > p.maxC ? 'high' : 'low';
      const limitC = side === 'high' ? p.maxC : p.minC;
      const beyondC = Math.abs(r.valueC - limitC);
      if (!worst || beyondC > worst.beyondC)
        worst = { probe: p.name, time: r.time, valueC: r.valueC, side, beyondC, limitC };
    }
  return worst;
}

/** The figures of a leg or a whole batch. */
export interface ChainFigures {
  readings: number;
  minC: number | null;
  maxC: number | null;
  mktC: number | null;
  outOfRangeMs: number;
  worst: WorstExcursion | null;
}

/** Figures of probes over [from, to): readings counted, lowest, highest, MKT, time out of range, worst. */
export function chainFigures(probes: readonly ChainProbe[], from: number, to: number): ChainFigures {
  const values = probes.flatMap((p) =>
    p.readings
      .filter((r) => r.valueC !== null && r.time >= from && r.time < to)
      .map((r) => r.valueC as number),
  );
  return {
    readings: values.length,
    minC: values.length ? Math.min(...values) : null,
    maxC: values.length ? Math.max(...values) : null,
    mktC: meanKineticTemperature(values),
    outOfRangeMs: timeOutOfRangeMs(probes, from, to),
    worst: worstExcursion(probes, from, to),
  };
}

/** Where a record was kept: storage (a warehouse or a store) or transport (a vehicle). */
export type RecordingKind = 'storage' | 'transport';

/**
 * GSP recording intervals: storage every 30 minutes, transport every 5 minutes, and every 2 minutes while out of
 * range (either kind).
 */
export const GSP_INTERVALS_MS: Record<RecordingKind | 'outOfRange', number> = {
  storage: 30 * 60_000,
  transport: 5 * 60_000,
  outOfRange: 2 * 60_000,
};

/**
 * The readings a GSP record keeps within [from, to): the first one, then the first reading at least the interval
 * after the last kept (2 minutes while out of range), and every reading where the probe goes out of or back into
 * range. Readings without a value are left out.
 */
export function gspReadings(
  probe: ChainProbe,
  kind: RecordingKind,
  from: number,
  to: number,
): ChainReading[] {
  const kept: ChainReading[] = [];
  let last: { time: number; out: boolean } | null = null;
  for (const r of probe.readings) {
    if (r.valueC === null || r.time < from || r.time >= to) continue;
    const out = outOfRange(r.valueC, probe);
    const interval = out ? GSP_INTERVALS_MS.outOfRange : GSP_INTERVALS_MS[kind];
    if (last === null || out !== last.out || r.time - last.time >= interval) {
      kept.push(r);
      last = { time: r.time, out };
    }
  }
  return kept;
}

/** A leg's probes and its range, as `batchFigures` takes them. */
export interface ChainLegProbes {
  probes: readonly ChainProbe[];
  from: number;
  to: number;
}

/**
 * Figures of a whole batch: every leg's readings in its own range. Legs never overlap, so the times out of range
 * add up; the worst excursion is the worst of the legs'; MKT is taken over all readings together.
 */
export function batchFigures(legs: readonly ChainLegProbes[]): ChainFigures {
  const each = legs.map((l) => chainFigures(l.probes, l.from, l.to));
  const values = legs.flatMap((l) =>
    l.probes.flatMap((p) =>
      p.readings
        .filter((r) => r.valueC !== null && r.time >= l.from && r.time < l.to)
        .map((r) => r.valueC as number),
    ),
  );
  let worst: WorstExcursion | null = null;
  for (const f of each) if (f.worst && (!worst || f.worst.beyondC > worst.beyondC)) worst = f.worst;
  return {
    readings: values.length,
    minC: values.length ? Math.min(...values) : null,
    maxC: values.length ? Math.max(...values) : null,
    mktC: meanKineticTemperature(values),
    outOfRangeMs: each.reduce((sum, f) => sum + f.outOfRangeMs, 0),
    worst,
  };
}

/** At most `max` items, evenly spread, always keeping the first and the last (a curve's or a track's shape). */
export function thinEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return items.slice();
  if (max < 2) return items.slice(0, max);
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)] as T);
}
